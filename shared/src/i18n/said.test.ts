import { expect, test } from 'bun:test';
import { readLineMessage } from '../console';
import { defineMessages, params, plural, registerTranslations } from './messages';
import { said, textOf } from './said';

// A set of this test's own (the catalogue check only looks at the product's *.messages.ts files).
const words = defineMessages('bot-lines/said-test-words', { wood: 'wood', stone: 'stone' });
const lines = defineMessages('bot-lines/said-test', {
  started: 'The bot started.',
  sent: params('Sent {troops} soldiers to {target}.'),
  looted: params(plural({ one: '{count} {resource} looted at {target}.', other: '{count} {resource} looted at {target}.' })),
  attacks: plural({ one: 'One attack on its way.', other: '{count} attacks on their way.' }),
  refunded: params('Refunded {money}.'),
  running: params('Your bots are playing here ({count} running).'),
  window: params('Runs {start}–{end}, until {until}.'),
});
registerTranslations('de', {
  'bot-lines/said-test-words': { wood: 'Holz', stone: 'Stein' },
  'bot-lines/said-test': {
    started: 'Der Bot ist gestartet.',
    sent: '{troops} Soldaten nach {target} geschickt.',
    looted: { one: '{count} {resource} in {target} erbeutet.', other: '{count} {resource} in {target} erbeutet.' },
    attacks: { one: 'Ein Angriff unterwegs.', other: '{count} Angriffe unterwegs.' },
    refunded: '{money} erstattet.',
    running: 'Deine Bots spielen hier ({count} laufen).',
    window: 'Läuft {start}–{end}, bis {until}.',
  },
});

test('said: the English text, and the message each reader makes their own', () => {
  expect(said(lines, 'started')).toEqual({ text: 'The bot started.', message: { key: 'bot-lines/said-test.started' } });
  const sent = said(lines, 'sent', { troops: 1200, target: 'Raubritter 12' });
  expect(sent.text).toBe('Sent 1,200 soldiers to Raubritter 12.');
  expect(textOf('de', sent.message, sent.text)).toBe('1.200 Soldaten nach Raubritter 12 geschickt.');
  expect(textOf('en', sent.message, sent.text)).toBe(sent.text);
  expect(textOf('de', said(words, 'stone').message, 'stone')).toBe('Stein');
});

test('plurals pick the reader’s form; a parameter may itself be a message', () => {
  const looted = said(lines, 'looted', { count: 2500, resource: { key: 'bot-lines/said-test-words.wood' }, target: 'Fort 3' });
  expect(looted.text).toBe('2,500 wood looted at Fort 3.');
  expect(textOf('de', looted.message, looted.text)).toBe('2.500 Holz in Fort 3 erbeutet.');
  expect(textOf('de', said(lines, 'attacks', { count: 1 }).message, '')).toBe('Ein Angriff unterwegs.');
  expect(textOf('de', said(lines, 'attacks', { count: 3 }).message, '')).toBe('3 Angriffe unterwegs.');
});

test('a lone count in one text (not plural forms) is filled in like any parameter', () => {
  const running = said(lines, 'running', { count: 2 });
  expect(running.text).toBe('Your bots are playing here (2 running).');
  expect(textOf('de', running.message, running.text)).toBe('Deine Bots spielen hier (2 laufen).');
});

test('a message this reader cannot make reads in the English it was kept with', () => {
  expect(textOf('de', { key: 'bot-lines/newer-version.line' }, 'A line from a newer version.')).toBe('A line from a newer version.');
  expect(textOf('de', { key: 'bot-lines/said-test.gone' }, 'Gone.')).toBe('Gone.');
  expect(textOf('de', undefined, 'Plain.')).toBe('Plain.');
});

test('a stored message is read only when well formed', () => {
  expect(readLineMessage({ key: 'bot-lines/x.y', params: { n: 3, name: 'A', word: { key: 'bot-lines/w.wood' } } })).toEqual({
    key: 'bot-lines/x.y',
    params: { n: 3, name: 'A', word: { key: 'bot-lines/w.wood' } },
  });
  for (const bad of [
    null,
    'x',
    { key: 3 },
    { key: 'no dot' },
    { key: 'a.b', params: [1] },
    { key: 'a.b', params: { n: { nested: 1 } } },
    { key: 'a.b', params: { n: Number.NaN } },
  ])
    expect(readLineMessage(bad)).toBeUndefined();
});

test('an amount of money is written each reader’s way; one that is not well formed is not read as money', () => {
  const refunded = said(lines, 'refunded', { money: { minor: 1999, currency: 'usd' } });
  expect(refunded.text).toBe('Refunded $19.99.');
  expect(textOf('de', refunded.message, refunded.text)).toBe('19,99\u00a0$ erstattet.');
  expect(said(lines, 'refunded', { money: { minor: 900, currency: 'EUR' } }).text).toBe('Refunded €9.00.');
  expect(readLineMessage(refunded.message)).toEqual(refunded.message);
  // Kept or sent, a money part must be whole minor units and a three-letter currency.
  for (const money of [{ minor: 19.99, currency: 'usd' }, { minor: 1999, currency: 'dollars' }, { minor: 1999 }]) {
    expect(readLineMessage({ key: 'bot-lines/said-test.refunded', params: { money } })).toBeUndefined();
  }
});

test("a schedule's times: hours of no day and a moment on a named zone's clock, each in the reader's format, kept as stored (issue 64)", () => {
  const at = Date.UTC(2026, 10, 16, 19, 30); // 20:30 in Berlin
  const line = said(lines, 'window', { start: { clock: '18:00' }, end: { clock: '24:00' }, until: { at, zone: 'Europe/Berlin' } });
  expect(line.text).toBe('Runs 6:00 PM–12:00 AM, until 8:30 PM Europe/Berlin.');
  const kept = readLineMessage(JSON.parse(JSON.stringify(line.message)));
  expect(kept).toEqual(line.message);
  // The reader's own clock does not move the schedule's.
  expect(textOf('de', kept, line.text, { timeZone: 'Asia/Tokyo' })).toBe('Läuft 18:00–24:00, bis 20:30 Europe/Berlin.');
  // Malformed ones are no message: the English stands.
  expect(readLineMessage({ key: line.message.key, params: { start: { clock: '25:00' } } })).toBeUndefined();
  expect(readLineMessage({ key: line.message.key, params: { until: { at, zone: 'Europe/Berlin; x' } } })).toBeUndefined();
});
