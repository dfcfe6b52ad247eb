/** The settings file and code (settings-code.ts): what is written reads back, and what is broken says how. */
import { describe, expect, test } from 'bun:test';
import { crc32Hex, readSharedSettings, settingsCode, settingsFileText, shareableSettings } from './settings-code';

const farmer = { templateId: 'baron-farmer', settings: { kingdom: 'ice', minLevel: 5, maxLevel: 30, troopsPerAttack: 120 } };
const defaults = { kingdom: 'green', minLevel: 1, maxLevel: 20, troopsPerAttack: 60 };

describe('the code', () => {
  test('reads back what it was made of, with its version prefix and checksum', () => {
    const code = settingsCode(farmer);
    expect(code).toMatch(/^CB1\.[A-Za-z0-9_-]+\.[0-9a-f]{8}$/);
    expect(readSharedSettings(code)).toEqual({ ok: true, value: farmer });
  });

  test('leaves out the settings at their defaults, so it stays short', () => {
    const code = settingsCode({ templateId: 'baron-farmer', settings: { ...defaults, maxLevel: 30 } }, defaults);
    expect(readSharedSettings(code)).toEqual({ ok: true, value: { templateId: 'baron-farmer', settings: { maxLevel: 30 } } });
    expect(code.length).toBeLessThan(80);
  });

  test('survives the spaces and line breaks of a paste', () => {
    const code = settingsCode(farmer);
    expect(readSharedSettings(`  ${code.slice(0, 20)}\n${code.slice(20)} `)).toEqual({ ok: true, value: farmer });
  });

  test('a changed, cut or mistyped code is corrupted, not another template', () => {
    const code = settingsCode(farmer);
    const [prefix, payload, check] = code.split('.') as [string, string, string];
    const flipped = payload.slice(0, 10) + (payload[10] === 'A' ? 'B' : 'A') + payload.slice(11);
    expect(readSharedSettings(`${prefix}.${flipped}.${check}`)).toEqual({ ok: false, fault: 'corrupted' });
    expect(readSharedSettings(code.slice(0, -3))).toEqual({ ok: false, fault: 'corrupted' });
    expect(readSharedSettings(`${prefix}.${payload}.00000000`)).toEqual({ ok: false, fault: 'corrupted' });
    // A payload that passes its checksum but is not the JSON the format says.
    const junk = btoa('not json').replace(/=+$/, '');
    expect(readSharedSettings(`CB1.${junk}.${crc32Hex(junk)}`)).toEqual({ ok: false, fault: 'corrupted' });
  });

  test('a later version, or something else entirely, says so', () => {
    const code = settingsCode(farmer).replace(/^CB1/, 'CB2');
    expect(readSharedSettings(code)).toEqual({ ok: false, fault: 'newerVersion' });
    expect(readSharedSettings('hello friend')).toEqual({ ok: false, fault: 'notACode' });
    expect(readSharedSettings('   ')).toEqual({ ok: false, fault: 'empty' });
    expect(readSharedSettings(`CB1.${'A'.repeat(70_000)}.00000000`)).toEqual({ ok: false, fault: 'tooLong' });
  });

  test('the checksum is the standard CRC-32', () => {
    expect(crc32Hex('123456789')).toBe('cbf43926');
  });
});

describe('the file', () => {
  test('reads back, written out whole for a person to read', () => {
    const text = settingsFileText(farmer);
    expect(JSON.parse(text)).toEqual({ format: 'castellan-bot-settings', version: 1, template: 'baron-farmer', settings: farmer.settings });
    expect(readSharedSettings(text)).toEqual({ ok: true, value: farmer });
  });

  test('another JSON file, broken JSON, a missing template or settings that are not values are refused', () => {
    expect(readSharedSettings('{"name": "my bot"}')).toEqual({ ok: false, fault: 'notOurFile' });
    expect(readSharedSettings('{"format": "castellan-bot-settings", "version": 1,')).toEqual({ ok: false, fault: 'notJson' });
    expect(readSharedSettings('{"format": "castellan-bot-settings", "version": 3, "template": "x", "settings": {}}')).toEqual({
      ok: false,
      fault: 'newerVersion',
    });
    expect(readSharedSettings('{"format": "castellan-bot-settings", "version": 1, "settings": {}}')).toEqual({ ok: false, fault: 'noTemplate' });
    expect(readSharedSettings('{"format": "castellan-bot-settings", "version": 1, "template": "quests", "settings": {"a": {"b": 1}}}')).toEqual({
      ok: false,
      fault: 'notOurFile',
    });
  });
});

test('only the template’s own settings are handed on, never the personal ones', () => {
  expect(shareableSettings('baron-farmer', { kingdom: 'ice', activeHours: '08-20', secret: 'x' }, ['kingdom', 'minLevel'])).toEqual({ kingdom: 'ice' });
  expect(
    shareableSettings('custom-script', { scriptId: 'a'.repeat(24), scriptVersion: 3, keepAtHome: 10 }, ['scriptId', 'scriptVersion', 'keepAtHome']),
  ).toEqual({ keepAtHome: 10 });
  expect(shareableSettings('castle-defence', { refugePlayer: 'Ally', holdMarginPercent: 120 }, ['refugePlayer', 'holdMarginPercent'])).toEqual({
    holdMarginPercent: 120,
  });
});
