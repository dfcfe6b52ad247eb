import { expect, test } from 'bun:test';
import { LOCALES } from '@shared/i18n/locales';
import { messagesIn } from '@shared/i18n/messages';
import { loadCatalogue } from '@shared/i18n/catalogue-files';
import { galleryMessages } from './gallery.messages';
import { planNote } from './plan-note';

loadCatalogue();
const en = messagesIn('en', galleryMessages);

test('a template in the player\'s plan says so; one beyond it names the plans that include it, never "Locked"', () => {
  expect(planNote('plus', 'plus', en, 'en')).toBe('Plus · in your plan');
  expect(planNote('starter', 'professional', en, 'en')).toBe('Available on Professional');
  expect(planNote('starter', 'premium', en, 'en')).toBe('Available on Premium and Professional');
  expect(planNote(undefined, 'plus', en, 'en')).toBe('Available on Plus, Premium, and Professional');
});

test("in every language the note names the plans in that language's list, and no word of a lock", () => {
  for (const locale of LOCALES) {
    const note = planNote('starter', 'premium', messagesIn(locale, galleryMessages), locale).replace(/[\u2068\u2069]/g, '');
    expect(note).toContain('Premium');
    expect(note).toContain('Professional');
    expect(note).not.toMatch(/lock|sperr|verrou|bloc|zamk|zablok|kilit|مقفل|vergrendel/i);
  }
});
