/**
 * Episodes over the database, with rules whose firing each test sets: an episode is told begun once, however
 * many evaluations run at once (one process, or two instances), never again while it lasts, told ended once
 * when it has been quiet for the settings' time, and left alone while its rule cannot look.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { said } from '@shared/i18n/said';
import type { AlertNews } from './delivery';
import { createAlertEvaluator } from './evaluator';
import { sawWords } from './alerts.messages';
import type { Firing, Rule, RuleId } from './rule';

const MIN = 60_000;

/** A rule of `id` whose subjects fire as the test says, or that cannot look (`broken`). */
function fakeRule(id: RuleId) {
  const state = { firing: [] as string[], broken: false };
  const rule: Rule = {
    id,
    async check() {
      if (state.broken) throw new Error('the database is away');
      return state.firing.map(
        (subject): Firing => ({
          subject,
          saw: said(sawWords, 'safetyLockWave', { count: 12, minutes: 10, causes: 'ban 12' }),
          metric: { series: 's', query: 'q' },
        }),
      );
    },
  };
  return { rule, state };
}

/** An evaluator (one "instance") over the rule, with its own record of what it told. */
function instance(rule: Rule, clock: { now: number }, resolveAfterMs = 5 * MIN) {
  const told: AlertNews[] = [];
  const evaluate = createAlertEvaluator({ rules: [rule], settings: { resolveAfterMs }, tell: async (news) => void told.push(news), now: () => clock.now });
  return { evaluate, told };
}

const subject = () => `subject-${crypto.randomUUID().slice(0, 8)}`;
/** What the instances told, in the order it was told (either instance may be the one that told it). */
const kinds = (told: AlertNews[][]) =>
  told
    .flat()
    .sort((x, y) => +(x.endedAt ?? x.startedAt) - +(y.endedAt ?? y.startedAt))
    .map((n) => `${n.kind} ${n.subject}`);

// Each test ends its episodes: the rules here share ids with the real ones, whose episodes other files open.
const ending: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const end of ending) await end();
});

describe('an episode', () => {
  test('is told begun once by two instances evaluating twice at once, then never again while it lasts', async () => {
    const { rule, state } = fakeRule('safety-lock-wave');
    const clock = { now: Date.UTC(2026, 10, 28, 12, 0) };
    const [a, b] = [instance(rule, clock, 0), instance(rule, clock, 0)];
    const s = subject();
    state.firing = [s];
    await Promise.all([a.evaluate(), a.evaluate(), b.evaluate(), b.evaluate()]);
    expect(kinds([a.told, b.told])).toEqual([`raised ${s}`]);
    const [news] = [...a.told, ...b.told];
    expect(news).toMatchObject({ rule: 'safety-lock-wave', subject: s, startedAt: new Date(clock.now) });
    expect(news!.saw.text).toBe('12 game accounts were safety-locked within 10 min (ban 12).');

    // It goes on firing for an hour, evaluated every minute by both: nothing more is said.
    for (let minute = 1; minute <= 60; minute += 1) {
      clock.now += MIN;
      await Promise.all([a.evaluate(), b.evaluate()]);
    }
    expect(kinds([a.told, b.told])).toEqual([`raised ${s}`]);

    // It stops: told ended once, by one of them, with when it began.
    state.firing = [];
    clock.now += MIN;
    await Promise.all([a.evaluate(), a.evaluate(), b.evaluate()]);
    await Promise.all([a.evaluate(), b.evaluate()]);
    expect(kinds([a.told, b.told])).toEqual([`raised ${s}`, `resolved ${s}`]);
    expect([...a.told, ...b.told].find((n) => n.kind === 'resolved')).toMatchObject({
      startedAt: new Date(Date.UTC(2026, 10, 28, 12, 0)),
      endedAt: new Date(clock.now),
    });
  });

  test('is resolved only after it stayed quiet for the settings’ time: a flicker is one episode', async () => {
    const { rule, state } = fakeRule('queue-depth');
    const clock = { now: Date.UTC(2026, 10, 28, 13, 0) };
    const one = instance(rule, clock, 5 * MIN);
    const s = subject();
    ending.push(async () => {
      state.firing = [];
      clock.now += 10 * MIN;
      await one.evaluate();
    });
    state.firing = [s];
    await one.evaluate();
    // Quiet for 2 minutes, firing again, quiet for 4: never the 5 minutes it takes.
    state.firing = [];
    clock.now += MIN;
    await one.evaluate();
    clock.now += 2 * MIN;
    await one.evaluate();
    state.firing = [s];
    clock.now += MIN;
    await one.evaluate();
    state.firing = [];
    clock.now += MIN;
    await one.evaluate();
    clock.now += 4 * MIN;
    await one.evaluate();
    expect(kinds([one.told])).toEqual([`raised ${s}`]);
    // Five minutes quiet: over.
    clock.now += MIN;
    expect((await one.evaluate()).resolved).toEqual([`queue-depth:${s}`]);
    expect(kinds([one.told])).toEqual([`raised ${s}`, `resolved ${s}`]);
    // Firing again later is a new episode, told again.
    state.firing = [s];
    clock.now += MIN;
    await one.evaluate();
    expect(kinds([one.told])).toEqual([`raised ${s}`, `resolved ${s}`, `raised ${s}`]);
  });

  test('is left as it is while its rule cannot look: not knowing is not quiet', async () => {
    const { rule, state } = fakeRule('payments-failing');
    const clock = { now: Date.UTC(2026, 10, 28, 14, 0) };
    const one = instance(rule, clock, 0);
    const s = subject();
    state.firing = [s];
    await one.evaluate();
    state.broken = true;
    clock.now += MIN;
    expect(await one.evaluate()).toEqual({ firing: [], raised: [], resolved: [], failed: ['payments-failing'] });
    expect(kinds([one.told])).toEqual([`raised ${s}`]);
    // It looks again and the trouble is over: ended then.
    state.broken = false;
    state.firing = [];
    clock.now += MIN;
    await one.evaluate();
    expect(kinds([one.told])).toEqual([`raised ${s}`, `resolved ${s}`]);
  });

  test('a restart carries the episode on: a new evaluator (a new process) tells nothing more of it', async () => {
    const { rule, state } = fakeRule('runner-silent');
    const clock = { now: Date.UTC(2026, 10, 28, 15, 0) };
    const s = subject();
    state.firing = [s];
    const before = instance(rule, clock, 0);
    await before.evaluate();
    const after = instance(rule, clock, 0);
    clock.now += MIN;
    await after.evaluate();
    expect(kinds([before.told, after.told])).toEqual([`raised ${s}`]);
    state.firing = [];
    clock.now += MIN;
    await after.evaluate();
    expect(kinds([after.told])).toEqual([`resolved ${s}`]);
  });
});
