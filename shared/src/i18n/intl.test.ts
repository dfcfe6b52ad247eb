/**
 * Arabic is written with Latin digits on every screen, mail and line, whatever ICU the browser or server
 * has: every formatter that writes numbers or dates for a reader is given `intlLocale(...)`. A fixed
 * English locale ('en', 'en-GB', 'en-US': parts read by code, the English kept with a line) is let be.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatPrice } from '../plans';
import { formatMoneyIn } from '../money-back';
import { formatDate } from './dates';
import { intlLocale } from './intl';
import { defineMessages, messagesIn, plural, registerTranslations } from './messages';
import { said, textOf } from './said';

const ROOT = join(import.meta.dir, '..', '..', '..');
const WRITERS = /new Intl\.(?:NumberFormat|DateTimeFormat|RelativeTimeFormat)\(|\.toLocale(?:String|DateString|TimeString)\(/g;
const FIXED_ENGLISH = /^'en(?:-[A-Z]{2})?'\s*[,)]/;

test('every Intl formatter that writes for a reader is given intlLocale(...)', () => {
  const files = ['api/src', 'shared/src', 'site/src'].flatMap((dir) =>
    [...new Bun.Glob('**/*.{ts,tsx,astro}').scanSync({ cwd: join(ROOT, dir) })].map((f) => `${dir}/${f}`),
  );
  expect(files.length).toBeGreaterThan(500);
  const found = files
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .flatMap((file) => {
      const source = readFileSync(join(ROOT, file), 'utf8');
      return [...source.matchAll(WRITERS)]
        .filter((m) => {
          const rest = source.slice(m.index! + m[0].length).trimStart();
          return !rest.startsWith('intlLocale(') && !FIXED_ENGLISH.test(rest);
        })
        .map(
          (m) =>
            `${file}:${source.slice(0, m.index).split('\n').length}: ${m[0]}${source
              .slice(m.index! + m[0].length)
              .split(/[\n;]/)[0]!
              .slice(0, 40)}`,
        );
    });
  expect(found).toEqual([]);
});

test('intlLocale: Arabic (and only Arabic) asks for Latin digits', () => {
  expect(intlLocale('ar')).toBe('ar-u-nu-latn');
  expect(intlLocale('ar-EG')).toBe('ar-EG-u-nu-latn');
  expect(intlLocale('de')).toBe('de');
  expect(intlLocale('en-US')).toBe('en-US');
  expect(intlLocale('ar-u-nu-arab')).toBe('ar-u-nu-arab');
});

/** Digits other than Latin: Arabic-Indic and Eastern Arabic-Indic. */
const NOT_LATIN = /[\u0660-\u0669\u06F0-\u06F9]/;

// An engine whose plain "ar" writes Arabic-Indic digits, as ICU did before CLDR 42 (older browsers and
// servers still do): each formatter must ask for Latin digits itself, whatever the engine's default.
const engine = { NumberFormat: Intl.NumberFormat, DateTimeFormat: Intl.DateTimeFormat };
const olderIcu = (locales?: Intl.LocalesArgument) =>
  typeof locales === 'string' && /^ar(-|$)/.test(locales) && !locales.includes('-u-') ? `${locales}-u-nu-arab` : locales;
beforeAll(() => {
  Intl.NumberFormat = class extends engine.NumberFormat {
    constructor(locales?: Intl.LocalesArgument, options?: Intl.NumberFormatOptions) {
      super(olderIcu(locales), options);
    }
  } as typeof Intl.NumberFormat;
  Intl.DateTimeFormat = class extends engine.DateTimeFormat {
    constructor(locales?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions) {
      super(olderIcu(locales), options);
    }
  } as typeof Intl.DateTimeFormat;
});
afterAll(() => Object.assign(Intl, engine));

const counts = defineMessages('bot-lines/intl-test', { castles: plural({ one: '{count} castle', other: '{count} castles' }) });
registerTranslations('ar', {
  'bot-lines/intl-test': {
    castles: { zero: '{count} قلعة', one: 'قلعة واحدة', two: 'قلعتان', few: '{count} قلاع', many: '{count} قلعة', other: '{count} قلعة' },
  },
});

test('Arabic numbers, prices, dates and counts are written with Latin digits, even where "ar" defaults to Arabic-Indic', () => {
  expect(new Intl.NumberFormat('ar').format(12)).toMatch(NOT_LATIN);
  const at = Date.parse('2026-11-25T20:41:09Z');
  // A zone of this test's own: the dates' formats are made once per language, style and zone.
  const riyadh = { timeZone: 'Asia/Riyadh' };
  for (const style of ['time', 'timeSeconds', 'date', 'dateTime', 'weekdayTime'] as const) {
    const written = formatDate('ar', at, style, riyadh);
    expect(written).toMatch(/[0-9]/);
    expect(written).not.toMatch(NOT_LATIN);
  }
  expect(formatMoneyIn('ar', 1999, 'usd')).toContain('19.99');
  expect(formatPrice('premium', 'ar')).not.toMatch(NOT_LATIN);
  expect(messagesIn('ar', counts).castles(1234)).toBe('1,234 قلعة');
  const line = said(counts, 'castles', { count: 1234 });
  expect(textOf('ar', line.message, line.text)).toBe('1,234 قلعة');
});
