import { describe, expect, test } from 'bun:test';
import { DEFAULT_LAYOUT } from '@shared/dashboard';
import { chartRows, draftFrom, shifted, summaryRows, toggled } from './arrange';

const groups = [
  { accountId: 'a', label: 'A', bots: [{ id: 'a1', name: 'A1' }] },
  { accountId: 'b', label: 'B', bots: [{ id: 'b1', name: 'B1' }] },
  { accountId: 'c', label: 'C', bots: [] },
];

describe('the draft', () => {
  test('starts from what is shown, hidden groups after, and forgets accounts and bots that are gone', () => {
    const layout = { ...DEFAULT_LAYOUT, groups: ['c', 'gone'], hiddenGroups: ['b', 'gone'], pinnedBots: ['deleted', 'a1'] };
    const shown = [groups[2]!, groups[0]!];
    expect(draftFrom(layout, shown, groups)).toEqual({ ...DEFAULT_LAYOUT, groups: ['c', 'a', 'b'], hiddenGroups: ['b'], pinnedBots: ['a1'] });
  });

  test('lists every card, the shown ones first in their order', () => {
    expect(summaryRows({ ...DEFAULT_LAYOUT, summary: ['utilisation', 'plan'] }).map((r) => `${r.id}:${r.shown}`)).toEqual([
      'utilisation:true',
      'plan:true',
      'total-bots:false',
      'active:false',
    ]);
    expect(chartRows(DEFAULT_LAYOUT).every((r) => !r.shown)).toBe(true);
  });
});

test('showing appends, hiding removes, moving swaps with the neighbour', () => {
  expect(toggled(['plan'], 'active', true)).toEqual(['plan', 'active']);
  expect(toggled(['plan', 'active'], 'plan', false)).toEqual(['active']);
  expect(toggled(['plan'], 'plan', true)).toEqual(['plan']);
  expect(shifted(['x', 'y', 'z'], 'z', -1)).toEqual(['x', 'z', 'y']);
});
