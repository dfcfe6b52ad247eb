/** The ban-risk level and the daily budget's rule: figures against the norms, the cap before it is passed. */
import { expect, test } from 'bun:test';
import { budgetOf, budgetStops, NO_BUDGET, NO_FIGURES, RISK_NORMS, riskOf } from './risk';

test('a day below every norm is low, with no reasons', () => {
  expect(riskOf({ logins: 3, attacks: 40, mapTiles: 20_000, onlineMinutes: 120, peakApm: 12 })).toEqual({ level: 'low', reasons: [] });
  expect(riskOf(NO_FIGURES).level).toBe('low');
});

test('a figure at its norm raises the level, and says which figure against which norm', () => {
  const { level, reasons } = riskOf({ ...NO_FIGURES, attacks: RISK_NORMS.attacks.raised });
  expect(level).toBe('raised');
  expect(reasons).toEqual([{ figure: 'attacks', value: 150, norm: 150, level: 'raised' }]);
  expect(riskOf({ ...NO_FIGURES, attacks: RISK_NORMS.attacks.raised - 1 }).level).toBe('low');
});

test('the worst figure makes the level; every figure past its norm is a reason, the high ones first', () => {
  const { level, reasons } = riskOf({ logins: 30, attacks: 312, mapTiles: 350_000, onlineMinutes: 0, peakApm: 0 });
  expect(level).toBe('high');
  expect(reasons.map((r) => [r.figure, r.level])).toEqual([
    ['logins', 'high'],
    ['attacks', 'high'],
    ['mapTiles', 'raised'],
  ]);
  // The map's norm for high is the published ban threshold's tile count.
  expect(RISK_NORMS.mapTiles.high).toBe(810_000);
});

test('the budget stops the action that would pass it, not the one that reaches it', () => {
  const budget = { ...NO_BUDGET, attacks: 180 };
  expect(budgetStops(budget, 'attacks', 179, 1)).toBe(false);
  expect(budgetStops(budget, 'attacks', 180, 1)).toBe(true);
  // No cap: never stops; map tiles count the read's tiles.
  expect(budgetStops(NO_BUDGET, 'attacks', 1_000_000, 1)).toBe(false);
  expect(budgetStops({ ...NO_BUDGET, mapTiles: 50_000 }, 'mapTiles', 40_000, 10_201)).toBe(true);
  expect(budgetStops({ ...NO_BUDGET, mapTiles: 50_000 }, 'mapTiles', 39_799, 10_201)).toBe(false);
  // Hours online are counted in minutes: 2 h is 120 minutes.
  expect(budgetStops({ ...NO_BUDGET, onlineHours: 2 }, 'onlineHours', 119, 1)).toBe(false);
  expect(budgetStops({ ...NO_BUDGET, onlineHours: 2 }, 'onlineHours', 120, 1)).toBe(true);
});

test('a stored budget reads with its missing fields as no cap', () => {
  expect(budgetOf(null)).toEqual(NO_BUDGET);
  expect(budgetOf({ attacks: 5 })).toEqual({ attacks: 5, mapTiles: null, onlineHours: null });
});
