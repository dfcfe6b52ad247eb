/** The attack loop's advice to lower Soldiers to keep at home: the keep it finds, and the setting's label in every language. */
import { expect, test } from 'bun:test';
import { loadCatalogue } from '@shared/i18n/catalogue-files';
import { messagesIn } from '@shared/i18n/messages';
import { LOCALES } from '@shared/i18n/locales';
import { attackLines } from '@shared/bot-lines/attacks.messages';
import { commonWords } from '@shared/templates/common.messages';
import { eventWords } from '@shared/templates/events.messages';
import { keepThatGoes } from './stall-advice';

test('the most soldiers kept home that still free enough for the attack, or none when even keeping none would not', () => {
  const needs13 = (free: number) => free >= 13;
  expect(keepThatGoes({ setting: 200, unkept: 200, inCamp: false }, needs13)).toBe(187);
  // 150 at home, 200 kept: the keep frees only what is there.
  expect(keepThatGoes({ setting: 200, unkept: 150, inCamp: false }, needs13)).toBe(137);
  expect(keepThatGoes({ setting: 200, unkept: 12, inCamp: false }, needs13)).toBeNull();
  expect(keepThatGoes({ setting: 0, unkept: 200, inCamp: false }, needs13)).toBeNull();
});

test('each advice names the setting by the label the bot’s settings give it, in every language', () => {
  loadCatalogue();
  for (const locale of LOCALES) {
    const lines = messagesIn(locale, attackLines);
    expect(lines.adviceLowerKeep({ soldiers: '5' })).toContain(messagesIn(locale, commonWords).keepAtHome);
    expect(lines.adviceLowerKeepInCamp({ soldiers: '5' })).toContain(messagesIn(locale, eventWords).keepInCamp);
  }
});
