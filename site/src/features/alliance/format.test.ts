import { describe, expect, test } from 'bun:test';
import { instantFromLocal, landsIn, whenIn } from './format';

describe("alliance times on the viewer's clock", () => {
  test("one instant reads as each viewer's own wall time", () => {
    const iso = '2026-11-27T19:00:00.000Z';
    expect(whenIn('Europe/Berlin', iso)).toBe('Fri, Nov 27, 8:00 PM');
    expect(whenIn('America/New_York', iso)).toBe('Fri, Nov 27, 2:00 PM');
    expect(whenIn('Asia/Tokyo', iso)).toBe('Sat, Nov 28, 4:00 AM');
  });

  test('a time typed on a Berlin clock is the instant Berlin means, in summer and in winter', () => {
    expect(instantFromLocal('2026-11-27T20:00', 'Europe/Berlin')).toBe('2026-11-27T19:00:00.000Z');
    expect(instantFromLocal('2026-07-03T20:00', 'Europe/Berlin')).toBe('2026-07-03T18:00:00.000Z');
    expect(instantFromLocal('friday', 'Europe/Berlin')).toBeNull();
  });

  test('an attack lands "in 1 h 5 min", then "landing now"', () => {
    const now = Date.parse('2026-11-27T19:00:00Z');
    expect(landsIn('2026-11-27T20:05:00Z', now)).toBe('in 1 h 5 min');
    expect(landsIn('2026-11-27T19:00:30Z', now)).toBe('landing now');
  });
});

test('in German the time reads as German writes it, and an attack lands "in …" in German', async () => {
  const { readCatalogue } = await import('@shared/i18n/catalogue-files');
  const { messagesIn } = await import('@shared/i18n/messages');
  const { attacksMessages } = await import('./tabs.messages');
  const de = messagesIn('de', attacksMessages, readCatalogue().catalogue);
  expect(whenIn('Europe/Berlin', '2026-11-27T19:00:00.000Z', 'de')).toBe('Fr., 27. Nov., 20:00');
  const now = Date.parse('2026-11-27T19:00:00Z');
  expect(landsIn('2026-11-27T19:00:30Z', now, de)).toBe(de.landingNow);
  expect(landsIn('2026-11-27T20:05:00Z', now, de)).toBe(de.in({ time: '1 h 5 min' }));
});
