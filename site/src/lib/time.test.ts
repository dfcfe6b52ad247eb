import { describe, expect, test } from 'bun:test';
import { readCatalogue } from '@shared/i18n/catalogue-files';
import { messagesIn } from '@shared/i18n/messages';
import { timeMessages } from '../components/ui/ui.messages';
import { duration, relativeTime } from './time';

const now = Date.parse('2026-11-23T12:00:00Z');
const before = (ms: number) => new Date(now - ms).toISOString();

describe('times as people read them', () => {
  test('relative times', () => {
    expect(relativeTime(before(20_000), now)).toBe('just now');
    expect(relativeTime(before(3 * 60_000), now)).toBe('3 min ago');
    expect(relativeTime(before(5 * 3_600_000), now)).toBe('5 h ago');
    expect(relativeTime(before(30 * 3_600_000), now)).toBe('yesterday');
    expect(relativeTime(before(4 * 86_400_000), now)).toBe('4 days ago');
    expect(relativeTime('not a date', now)).toBe('');
    // A clock a little ahead of the server's: never "in the future".
    expect(relativeTime(new Date(now + 5000).toISOString(), now)).toBe('just now');
  });

  test('uptimes', () => {
    expect(duration(45_000)).toBe('45 s');
    expect(duration(12 * 60_000)).toBe('12 min');
    expect(duration(125 * 60_000)).toBe('2 h 5 min');
    expect(duration(120 * 60_000)).toBe('2 h');
    expect(duration(76 * 3_600_000)).toBe('3 d 4 h');
  });
});

test('in Polish and German: the words and plural forms from the translation files', () => {
  const { catalogue } = readCatalogue();
  const pl = messagesIn('pl', timeMessages, catalogue);
  expect(relativeTime(before(2 * 86_400_000), now, pl, 'pl')).toBe('2 dni temu');
  expect(relativeTime(before(30 * 3_600_000), now, pl, 'pl')).toBe('wczoraj');
  const de = messagesIn('de', timeMessages, catalogue);
  expect(duration(125 * 60_000, de)).toBe('2 Std. 5 Min.');
  expect(relativeTime(before(3 * 86_400_000), now, de, 'de')).toBe('vor 3 Tagen');
  // A week or more: the date as the language writes it.
  expect(relativeTime(before(10 * 86_400_000), now, de, 'de')).toBe('13.11.2026');
});
