import { expect, test } from 'bun:test';
import { readCatalogue } from '@shared/i18n/catalogue-files';
import { messagesIn } from '@shared/i18n/messages';
import { figureMessages } from './analytics.messages';
import { chartsOf, describeChart, figureWriter, hours, intlLocale, localTimes, periodLabel, tableRows, totalsOf } from './figures';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

test('totals say the loot by resource, attacks won and lost, taxes, soldiers and time', () => {
  const totals = totalsOf({
    wood: 1200,
    stone: 300,
    food: 0,
    attacksSent: 5,
    attacksWon: 3,
    attacksLost: 1,
    taxes: 4500,
    feasts: 1,
    onlineSeconds: 5400,
    errorSeconds: 0,
  });
  expect(totals[0]).toEqual({ label: 'Loot', value: '1,500', detail: '1,200 wood · 300 stone · 0 food' });
  expect(totals[1]).toEqual({ label: 'Attacks', value: '5', detail: '3 won · 1 lost' });
  expect(totals[2]).toEqual({ label: 'Taxes (coins)', value: '4,500', detail: '1 feast' });
  expect(totals[5]).toEqual({ label: 'Online', value: '1.5 h', detail: '0 h in error' });
  expect(hours(36 * 3600)).toBe('36 h');
});

test('charts: one series per resource, won and lost, and a sentence for screen readers', () => {
  const points = [
    { at: day('2026-11-24'), tally: { wood: 10, attacksWon: 1 } },
    { at: day('2026-11-25'), tally: { wood: 5, stone: 2, attacksLost: 2, onlineSeconds: 7200 } },
  ];
  const [loot, attacks, , uptime] = chartsOf(points, 'day');
  expect(loot!.title).toBe('Loot per day');
  expect(loot!.series.map((s) => [s.label, s.values])).toEqual([
    ['Wood', [10, 5]],
    ['Stone', [0, 2]],
    ['Food', [0, 0]],
  ]);
  expect(attacks!.series.map((s) => s.values)).toEqual([
    [1, 0],
    [0, 2],
  ]);
  expect(describeChart(loot!)).toBe('Loot per day: wood 15, stone 2, food 0 resources in all.');
  expect(describeChart(uptime!)).toBe('Uptime per day: online 2 h, in error 0 h in all.');
});

test('the table lists the periods with anything in them, newest first, in UTC', () => {
  const rows = tableRows(
    [
      { at: day('2026-11-23'), tally: {} },
      { at: day('2026-11-24'), tally: { food: 3 } },
      { at: day('2026-11-25'), tally: { taxes: 10 } },
    ],
    'day',
  );
  expect(rows.map((r) => r.period)).toEqual(['Wed, Nov 25', 'Tue, Nov 24']);
  expect(rows[1]!.cells).toEqual(['0', '0', '3', '0', '0', '0', '0', '0 h']);
  expect(periodLabel(Date.parse('2026-11-25T14:00:00Z'), 'hour')).toBe('Wed, Nov 25, 2:00 PM');
});

test('in German and Polish: the words from the translation files, numbers and dates as each language writes them', () => {
  const { catalogue } = readCatalogue();
  const de = messagesIn('de', figureMessages, catalogue);
  const totals = totalsOf({ wood: 1200, stone: 300, attacksSent: 5, attacksWon: 3, attacksLost: 1, feasts: 2, onlineSeconds: 5400 }, de, 'de');
  expect(totals[0]).toEqual({ label: 'Beute', value: '1.500', detail: '1.200 Holz · 300 Stein · 0 Nahrung' });
  expect(totals[2]!.detail).toBe('2 Feste');
  expect(totals[5]!.value).toBe('1,5 Std.');
  expect(periodLabel(Date.parse('2026-11-25T00:00:00Z'), 'day', 'de')).toBe('Mi., 25. Nov.');
  const [loot] = chartsOf([{ at: day('2026-11-25'), tally: { wood: 1500 } }], 'day', de);
  // German keeps its nouns' capitals inside the sentence.
  expect(describeChart(loot!, de, 'de')).toBe('Beute pro Tag: Holz 1.500, Stein 0, Nahrung 0 Rohstoffe insgesamt.');
  // Polish: 2 takes the "few" form, 5 the "many" form.
  const pl = messagesIn('pl', figureMessages, catalogue);
  expect(totalsOf({ feasts: 2 }, pl, 'pl')[2]!.detail).toBe('2 uczty');
  expect(totalsOf({ feasts: 5 }, pl, 'pl')[2]!.detail).toBe('5 uczt');
});

test('the time axis writes hours and days as the page’s language does, in UTC', () => {
  const midnight = Date.UTC(2026, 10, 24) / 1000;
  const hours = localTimes('hour', 'de');
  expect(hours.values(null, [midnight, midnight + 3 * 3600], 0, 0, 3600)).toEqual(['24. Nov.', '03:00']);
  expect(hours.legend(midnight + 3600 * 15)).toBe('Di., 24. Nov., 15:00');
  expect(localTimes('day', 'pl').values(null, [midnight], 0, 0, 86_400)).toEqual(['24 lis']);
  expect(localTimes('day', 'nl').legend(midnight)).toBe('di 24 nov');
  // English in its own order too, and no false "1 Jan" (or "--") while no period is pointed at.
  expect(localTimes('hour', 'en').legend(midnight + 3600 * 21)).toBe('Tue, Nov 24, 9:00 PM');
  expect(localTimes('day', 'de').legend(null)).toBe('—');
  expect(localTimes('hour', 'en').legend(null)).toBe('—');
});

test('the value axis and the legend write each chart’s figures in the page’s language: counts whole, hours as hours', () => {
  const [loot, attacks, , uptime] = chartsOf([{ at: day('2026-11-25'), tally: { wood: 12_345, attacksWon: 1 } }], 'day');
  expect([0, 1, 2].map(figureWriter(attacks!))).toEqual(['0', '1', '2']);
  expect(figureWriter(loot!)(12_345)).toBe('12,345');
  expect([0, 0.5, 12].map(figureWriter(uptime!))).toEqual(['0 h', '0.5 h', '12 h']);
  const { catalogue } = readCatalogue();
  const de = messagesIn('de', figureMessages, catalogue);
  expect(figureWriter(loot!, de, 'de')(12_345)).toBe('12.345');
  expect(figureWriter(uptime!, de, 'de')(1.5)).toBe('1,5 Std.');
});

test('Arabic writes its figures and dates in Latin digits, as the site chose', () => {
  const arabicIndic = /[\u0660-\u0669\u06F0-\u06F9]/;
  // Egyptian Arabic writes Arabic-Indic digits by default: the choice holds whatever the region.
  for (const tag of ['ar', 'ar-EG']) expect(new Intl.NumberFormat(intlLocale(tag)).resolvedOptions().numberingSystem).toBe('latn');
  expect(intlLocale('de')).toBe('de');
  const { catalogue } = readCatalogue();
  const ar = messagesIn('ar', figureMessages, catalogue);
  const [loot, , , uptime] = chartsOf([{ at: day('2026-11-25'), tally: { wood: 1234, onlineSeconds: 5400 } }], 'hour', ar);
  const written = [
    figureWriter(loot!, ar, 'ar')(1234),
    figureWriter(uptime!, ar, 'ar')(1.5),
    totalsOf({ wood: 1234 }, ar, 'ar')[0]!.value,
    periodLabel(Date.parse('2026-11-25T14:00:00Z'), 'hour', 'ar'),
    ...localTimes('hour', 'ar').values(null, [Date.UTC(2026, 10, 24) / 1000, Date.UTC(2026, 10, 24, 15) / 1000], 0, 0, 3600),
  ];
  for (const text of written) {
    expect(text).not.toMatch(arabicIndic);
    expect(text).toMatch(/[0-9]/);
  }
});
