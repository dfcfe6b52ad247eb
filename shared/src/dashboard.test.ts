import { describe, expect, test } from 'bun:test';
import { arrangeGroups, DEFAULT_LAYOUT, layoutProblem, moved, type DashboardLayout } from './dashboard';
import { betaActive, BETA_FLAGS, flagOfTemplate, optInRefusal, type BetaFlag } from './flags';

const layout = (change: Partial<DashboardLayout>): DashboardLayout => ({ ...DEFAULT_LAYOUT, ...change });

describe('an arrangement is checked', () => {
  test("today's dashboard is a valid arrangement", () => {
    expect(layoutProblem(DEFAULT_LAYOUT)).toBeNull();
    expect(DEFAULT_LAYOUT.summary).toEqual(['total-bots', 'plan', 'active', 'utilisation']);
  });

  test('an unknown card id is refused by name, with the ids there are', () => {
    expect(layoutProblem(layout({ summary: ['plan', 'sparkline' as never] }))).toBe(
      '"sparkline" is not a summary card: the summary cards are total-bots, plan, active, utilisation.',
    );
    expect(layoutProblem(layout({ charts: ['loot', 'plan' as never] }))).toBe('"plan" is not a chart card: the chart cards are loot, attacks, taxes, uptime.');
  });

  test('an id named twice is refused', () => {
    expect(layoutProblem(layout({ summary: ['plan', 'plan'] }))).toBe('The summary card "plan" is named twice: name each once.');
    expect(layoutProblem(layout({ pinnedBots: ['b1', 'b2', 'b1'] }))).toBe('The pinned bot "b1" is named twice: name each once.');
  });
});

describe('bot groups as arranged', () => {
  const groups = [
    { accountId: 'a', bots: [{ id: 'a1' }, { id: 'a2' }, { id: 'a3' }] },
    { accountId: 'b', bots: [{ id: 'b1' }] },
    { accountId: 'c', bots: [{ id: 'c1' }, { id: 'c2' }] },
  ];
  const ids = (gs: typeof groups) => gs.map((g) => `${g.accountId}:${g.bots.map((b) => b.id).join(',')}`);

  test('without an arrangement, exactly today’s order', () => {
    expect(ids(arrangeGroups(groups, DEFAULT_LAYOUT))).toEqual(['a:a1,a2,a3', 'b:b1', 'c:c1,c2']);
  });

  test('named groups first in their order, the rest after; hidden ones gone; pinned bots first; ids of deleted things passed over', () => {
    const arranged = arrangeGroups(groups, layout({ groups: ['c', 'gone'], hiddenGroups: ['b'], pinnedBots: ['a3', 'deleted', 'c2'] }));
    expect(ids(arranged)).toEqual(['c:c2,c1', 'a:a3,a1,a2']);
  });
});

test('moving an item up or down swaps it with its neighbour, and does nothing at the ends', () => {
  expect(moved(['x', 'y', 'z'], 1, -1)).toEqual(['y', 'x', 'z']);
  expect(moved(['x', 'y', 'z'], 1, 1)).toEqual(['x', 'z', 'y']);
  expect(moved(['x', 'y', 'z'], 0, -1)).toEqual(['x', 'y', 'z']);
  expect(moved(['x', 'y', 'z'], 2, 1)).toEqual(['x', 'y', 'z']);
});

describe('beta flags', () => {
  const flag = BETA_FLAGS[0];
  test('active only with the flag on, the plan allowed and the opt-in', () => {
    expect(betaActive(flag, { enabled: true, optedIn: true }, 'professional')).toBe(true);
    expect(betaActive(flag, { enabled: false, optedIn: true }, 'professional')).toBe(false);
    expect(betaActive(flag, { enabled: true, optedIn: false }, 'professional')).toBe(false);
    expect(betaActive(flag, { enabled: true, optedIn: true }, 'premium')).toBe(false);
  });

  test('the refusal names the plan needed and the player’s own', () => {
    expect(optInRefusal(flag, 'plus')).toBe('Beta features such as "Charts on the dashboard" come with the Professional plan; your plan is Plus.');
  });

  test('a template is gated only by a flag that names it', () => {
    const fixture: BetaFlag[] = [{ id: 't', name: 'T', description: 'd', plan: 'professional', gates: { kind: 'template', templateId: 'quests' } }];
    expect(flagOfTemplate('quests', fixture)?.id).toBe('t');
    expect(flagOfTemplate('baron-farmer', fixture)).toBeUndefined();
    expect(flagOfTemplate('quests')).toBeUndefined();
  });
});
