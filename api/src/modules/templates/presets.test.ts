/**
 * Every preset by account level (shared/src/templates/presets.ts) passes its template's own settings
 * check, the one creating a bot runs: known keys, values in bounds, rules across settings.
 */
import { expect, test } from 'bun:test';
import { ACCOUNT_STAGES, presetsOf } from '@shared/templates/presets';
import { TEMPLATE_IDS } from '@shared/templates';
import { TEMPLATE_UNITS } from '@shared/templates/units';
import { findTemplate } from './catalogue';
import { validateSettings } from './settings';

test.each([...TEMPLATE_IDS])('%s: each preset passes the template’s settings check and changes something', (id) => {
  const template = findTemplate(id)!;
  for (const { stage, settings } of presetsOf(id)) {
    expect(ACCOUNT_STAGES).toContain(stage);
    expect(Object.keys(settings).length).toBeGreaterThan(0);
    // The check throws, naming the setting, on anything out of bounds.
    expect(validateSettings(template, settings)).toMatchObject(settings);
  }
});

test('every template but the two no level decides has presets, the later stages at least', () => {
  const without = TEMPLATE_IDS.filter((id) => presetsOf(id).length === 0);
  expect(without).toEqual(['event-shops', 'custom-script']);
  for (const id of TEMPLATE_IDS.filter((one) => !without.includes(one))) expect(presetsOf(id).map((p) => p.stage)).toContain('veteran');
});

test('a new player’s attack bots keep their army up, on the defaults and on the new preset (issue 65)', () => {
  const kept = TEMPLATE_IDS.filter((id) => 'upkeepCoins' in TEMPLATE_UNITS[id].defaults);
  // Every template that spends soldiers from the player's own castle; the Berimond camp and the temporary servers' are kept elsewhere.
  expect(kept).toEqual([
    'baron-farmer',
    'fortresses',
    'storm-sea-forts',
    'khan-berimond',
    'nomad-invasion',
    'samurai-invasion',
    'foreign-invasion',
    'berimond-invasion',
    'strategy-planner',
  ]);
  for (const id of kept) {
    const defaults = TEMPLATE_UNITS[id].defaults as Record<string, unknown>;
    expect({ id, heal: defaults.healWounded, coins: defaults.upkeepCoins, army: defaults.armyToKeep }).toEqual({ id, heal: 'yes', coins: 50, army: 0 });
    const fresh = presetsOf(id).find((p) => p.stage === 'new')?.settings ?? {};
    expect(Number(fresh.upkeepCoins ?? defaults.upkeepCoins)).toBeGreaterThan(0);
    expect(fresh.healWounded ?? defaults.healWounded).toBe('yes');
  }
});
