/**
 * The alliance refusals as said: one sentence per action, which must name who may as the permission
 * matrix says; and the schema texts of these error sets, each found by its words (a plain text) or said
 * from its message with the schema's figures (`fixedText`).
 */
import { expect, test } from 'bun:test';
import { ALLIANCE_ACTIONS, ALLIANCE_PERMISSIONS, ROLE_NAMES } from '@shared/alliances';
import { readCatalogue } from '@shared/i18n/catalogue-files';
import { fixedTextMessage } from '../../lib/error-language';
import { BASE_LOCALE, LOCALES } from '@shared/i18n/locales';
import type { MessageSet } from '@shared/i18n/messages';
import { ONLY } from './access';
import { allianceErrors } from './errors.messages';
import { botErrors } from '../bots/records/errors.messages';
import { notificationErrors } from '../notifications/errors.messages';
import { plannerErrors } from '../planner/errors.messages';
import { scriptErrors } from '../scripts/errors.messages';
import { supportErrors } from '../support/errors.messages';
import { analyticsErrors } from '../analytics/errors.messages';
import { dashboardErrors } from '../dashboard/errors.messages';
import * as allianceSchemas from './schemas';
import * as botSchemas from '../bots/records/schemas';
import * as scheduleSchemas from '../bots/control/schedule/schemas';
import * as tradeSchemas from '../bots/control/trades/schemas';
import * as scriptSchemas from '../scripts/schemas';
import * as supportSchemas from '../support/schemas';
import * as plannerSchemas from '../planner/schemas';
import * as analyticsSchemas from '../analytics/schemas';
import * as dashboardSchemas from '../dashboard/schemas';

test('each "only …" refusal names the standings the matrix lets act, as the English always listed them', () => {
  for (const action of ALLIANCE_ACTIONS) {
    const who = ALLIANCE_PERMISSIONS[action].filter((s) => s !== 'read-only').map((s) => (s === 'owner' ? 'owner' : `${ROLE_NAMES[s].toLowerCase()}s`));
    const list = who.length > 1 ? `${who.slice(0, -1).join(', ')} and ${who.at(-1)}` : who[0];
    expect(allianceErrors.base[ONLY[action]] as string).toStartWith(`Only the space's ${list} can `);
  }
});

test('every schema text of these modules is an entry of their error sets, so it is found by its words', () => {
  const errorsOf = (node: unknown, out: Set<string>, seen = new Set<unknown>()): Set<string> => {
    if (!node || typeof node !== 'object' || seen.has(node)) return out;
    seen.add(node);
    for (const [key, value] of Object.entries(node)) {
      if (key === 'error' && typeof value === 'string') out.add(value);
      else errorsOf(value, out, seen);
    }
    return out;
  };
  const texts = errorsOf(
    [allianceSchemas, botSchemas, scheduleSchemas, tradeSchemas, scriptSchemas, supportSchemas, plannerSchemas, analyticsSchemas, dashboardSchemas].map(
      (m) => ({ ...m }),
    ),
    new Set(),
  );
  expect(texts.size).toBeGreaterThan(40);
  const sets = [allianceErrors, botErrors, scriptErrors, supportErrors, plannerErrors, analyticsErrors, dashboardErrors];
  const known = new Set(sets.flatMap((set) => Object.values(set.base).filter((v) => typeof v === 'string')));
  // A text with figures is said from its message where the schema is written (`fixedText`).
  expect([...texts].filter((text) => !known.has(text) && !fixedTextMessage(text))).toEqual([]);
});

test('a fixed text with figures says the same figures in every language', () => {
  // Digits with their group separators taken out: 1,000,000 = 1.000.000 = 1 000 000.
  const figures = (text: string) => [...text.matchAll(/\d+(?:[.,\s\u00a0\u202f]\d{3})*/g)].map((m) => m[0].replace(/\D/g, '')).sort();
  const { catalogue } = readCatalogue();
  const sets: MessageSet[] = [allianceErrors, botErrors, notificationErrors, plannerErrors, scriptErrors, supportErrors];
  const problems: string[] = [];
  for (const set of sets) {
    for (const [key, english] of Object.entries(set.base)) {
      if (typeof english !== 'string' || !/\d/.test(english)) continue;
      for (const locale of LOCALES.filter((l) => l !== BASE_LOCALE)) {
        const theirs = (catalogue[locale]?.[set.component] as Record<string, string> | undefined)?.[key] ?? '';
        if (figures(theirs).join() !== figures(english).join())
          problems.push(`${locale} ${set.component}.${key}: ${figures(theirs).join()} ≠ ${figures(english).join()}`);
      }
    }
  }
  expect(problems).toEqual([]);
});
