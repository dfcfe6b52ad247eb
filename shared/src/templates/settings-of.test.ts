/**
 * The one parse of a bot's stored settings (settings-of.ts): figures come out as numbers whatever the
 * store held, and the types name only the template's own settings.
 */
import { expect, test } from 'bun:test';
import { settingsOf } from './settings-of';
import { TEMPLATE_IDS, TEMPLATE_UNITS } from '.';

test('a stored bot with figures as text reads them as numbers; its choices and text stay text', () => {
  const s = settingsOf('resource-keeper', {
    collectEveryMinutes: '45',
    feastLevel: '0',
    feastWhenFoodAbove: ' 5000 ',
    recruitAmount: 20,
    upgradeList: 'Keep 5',
  });
  expect(s.collectEveryMinutes).toBe(45);
  expect(s.feastWhenFoodAbove).toBe(5000);
  expect(s.recruitAmount).toBe(20);
  expect(s.feastLevel).toBe('0');
  expect(s.upgradeList).toBe('Keep 5');
});

test('a setting missing, or not a figure, reads as the template default; keys the template lacks are left out', () => {
  const s = settingsOf('attack-guard', { checkEverySeconds: 'soon', minAttackers: '', activeHours: '08-20' });
  expect(s).toEqual({ checkEverySeconds: 60, minAttackers: 1 });
});

test('a number stored for a choice reads as its text', () => {
  expect(settingsOf('resource-keeper', { feastLevel: 1 }).feastLevel).toBe('1');
});

test('the settings an alliance rule lays over are read with the bot’s own, their defaults when none is laid', () => {
  expect(settingsOf('alliance-help', {})).toMatchObject({ supportMinAttackers: 0, supportPlayers: '' });
  expect(settingsOf('alliance-help', { supportMinAttackers: '400', supportPlayers: 'Ann\nBo' })).toMatchObject({
    supportMinAttackers: 400,
    supportPlayers: 'Ann\nBo',
  });
});

test('every template’s defaults read back unchanged', () => {
  for (const id of TEMPLATE_IDS) {
    const unit = TEMPLATE_UNITS[id];
    const read: object = settingsOf(id, unit.defaults);
    expect(read).toEqual({ ...unit.defaults, ...unit.laidOver });
  }
});

test('the types name each template’s own settings, typed as its defaults', () => {
  const keeper = settingsOf('resource-keeper', {});
  const every: number = keeper.collectEveryMinutes;
  const feast: string = keeper.feastLevel;
  // @ts-expect-error the Resource Collector has no "minAttackers": that is the Attack Guard's.
  void keeper.minAttackers;
  // @ts-expect-error a figure is a number, never text.
  const wrong: string = keeper.collectEveryMinutes;
  const trader = settingsOf('market-trader', {});
  const cap: number = trader.woodMaxPerDay;
  // @ts-expect-error the Market Trader's rules are named per resource it trades.
  void trader.goldMaxPerDay;
  expect([every, feast, wrong, cap]).toEqual([30, '1', 30, 50_000]);
});
