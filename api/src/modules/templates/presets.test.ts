/**
 * Every preset by account level (shared/src/templates/presets.ts) passes its template's own settings
 * check, the one creating a bot runs: known keys, values in bounds, rules across settings.
 */
import { expect, test } from 'bun:test';
import { ACCOUNT_STAGES, presetsOf } from '@shared/templates/presets';
import { TEMPLATE_IDS } from '@shared/templates';
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
