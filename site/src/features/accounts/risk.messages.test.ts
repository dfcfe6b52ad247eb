/** The risk meter's figures count in each language's plural forms: "1 login", never "1 logins" (issue 54). */
import { expect, test } from 'bun:test';
import { LOCALES } from '@shared/i18n/locales';
import { messagesIn } from '@shared/i18n/messages';
import { loadCatalogue } from '@shared/i18n/catalogue-files';
import { riskMeterMessages } from './risk.messages';

loadCatalogue();

/** The figures line as RiskMeter writes it. */
const figures = (m: typeof riskMeterMessages.base, n: number) =>
  m.figures({ logins: m.logins(n), attacks: m.attacks(n), tiles: m.tiles(n), hours: '0.5', peak: m.peak(n) });

test('one of each reads in the singular, more in the plural', () => {
  const m = messagesIn('en', riskMeterMessages);
  expect(figures(m, 1)).toBe('Today: 1 login, 1 attack, 1 map tile, 0.5 h online, 1 action in the busiest minute.');
  expect(figures(m, 32)).toBe('Today: 32 logins, 32 attacks, 32 map tiles, 0.5 h online, 32 actions in the busiest minute.');
  expect(m.capAttacks(1)).toBe('1 attack');
  expect(m.capTiles(2000)).toBe('2,000 map tiles');
});

test('in every language, each count takes its own form and the line leaves no place unfilled', () => {
  expect(messagesIn('de', riskMeterMessages).logins(1)).toBe('1 Anmeldung');
  expect(messagesIn('pl', riskMeterMessages).attacks(5)).toBe('5 ataków');
  for (const locale of LOCALES) {
    const m = messagesIn(locale, riskMeterMessages);
    for (const n of [0, 1, 2, 5, 32, 1500]) {
      const line = figures(m, n);
      expect(line).not.toContain('{');
      if (locale !== 'en') expect(line).not.toBe(figures(messagesIn('en', riskMeterMessages), n));
    }
  }
});
