/** The lock's rules on their own: what trips it, what a Resume lifts, and what the "warn" policy does instead. */
import { describe, expect, test } from 'bun:test';
import { RESULT } from '@shared/game-wire/protocol';
import type { AccountSafety, SafetyLock } from '@shared/safety-lock';
import { SafetyWatch, ATTACK_THRESHOLD_MESSAGE, gameWarning, nextRefusalRun, REFUSALS_TO_LOCK } from './safety-lock';

const AT = Date.UTC(2026, 10, 26, 12, 0, 0);

function guarded(safety?: AccountSafety) {
  const tripped: SafetyLock[] = [];
  const warned: string[] = [];
  const guard = new SafetyWatch({ username: 'Anna' }, safety, {
    tripped: (lock) => tripped.push(lock),
    warned: (line) => warned.push(line.text),
    now: () => AT,
  });
  return { guard, tripped, warned };
}

describe('what trips the lock', () => {
  test('a code the game client does not know trips it once, with the command and the code; known codes do not', () => {
    const { guard, tripped } = guarded();
    guard.answered('cra', RESULT.NOT_ENOUGH_RESOURCES, null);
    guard.answered('cra', 88, null);
    expect(guard.locked).toBeNull();
    guard.answered('cra', 999, null);
    guard.answered('bup', 1234, null);
    expect(tripped).toEqual([
      {
        cause: 'unknown-code',
        reason: 'The game answered cra with code 999, an answer the game client itself has no name for.',
        said: expect.any(Object),
        at: new Date(AT).toISOString(),
        command: 'cra',
        code: 999,
      },
    ]);
    expect(guard.locked).toBe(tripped[0]!);
  });

  test('a ban trips it with the time left (RS), pushed or answered', () => {
    const { guard, tripped } = guarded();
    guard.pushed({ command: 'lli', requestId: 1, result: RESULT.IS_BANNED, payload: { RS: 43_200 }, params: [] });
    expect(tripped.map((l) => [l.cause, l.reason])).toEqual([['ban', 'The game suspended the account for 12h 0m.']]);
  });

  test("the game's warning (new mail of the attack-threshold type) trips it; other mail does not", () => {
    const mail = (type: number) => ({ command: 'sne', requestId: -1, result: 0, payload: { MSG: [[4711, type, 0, 'system']] }, params: [] });
    expect(gameWarning(mail(6))).toBe(false);
    expect(gameWarning(mail(ATTACK_THRESHOLD_MESSAGE))).toBe(true);
    const { guard, tripped } = guarded();
    guard.pushed(mail(6));
    expect(guard.locked).toBeNull();
    guard.pushed(mail(ATTACK_THRESHOLD_MESSAGE));
    expect(tripped.map((l) => l.cause)).toEqual(['warning']);
  });

  test(`refusals of one action in a row trip it at ${REFUSALS_TO_LOCK}; another action refused starts a new run`, () => {
    let run = nextRefusalRun(null, 'cra', 1);
    for (let i = 1; i < REFUSALS_TO_LOCK - 1; i++) run = nextRefusalRun(run, 'cra', 1);
    expect(run).toEqual({ command: 'cra', code: 1, times: REFUSALS_TO_LOCK - 1 });
    expect(nextRefusalRun(run, 'bup', 55)).toEqual({ command: 'bup', code: 55, times: 1 });
    const { guard, tripped } = guarded();
    expect(guard.refused(run)).toBe(false);
    expect(guard.refused(nextRefusalRun(run, 'cra', 95))).toBe(true);
    expect(tripped[0]).toMatchObject({
      cause: 'refusals',
      command: 'cra',
      code: 95,
      times: REFUSALS_TO_LOCK,
      reason: `The game refused the same action (cra, code 95) ${REFUSALS_TO_LOCK} times in a row.`,
    });
  });
});

describe('what lifts it', () => {
  const kept: SafetyLock = {
    cause: 'unknown-code',
    reason: 'r',
    said: { key: 'bot-lines/safety.banned' },
    at: '2026-11-26T11:00:00.000Z',
    command: 'cra',
    code: 999,
  };

  test('a lock kept on the account holds from the start; the Resume of exactly that lock lifts it and wakes the waiting bots', async () => {
    const { guard, tripped } = guarded({ lock: kept, resumedFrom: null, policy: 'halt' });
    expect(guard.locked).toEqual(kept);
    expect(tripped).toEqual([]); // the API has it already
    const waiting = guard.whenResumed(new AbortController().signal);
    expect(guard.take({ lock: null, resumedFrom: '2026-11-26T10:00:00.000Z', policy: 'halt' })).toBe(false); // an older lock's Resume
    expect(guard.locked).toEqual(kept);
    expect(guard.take({ lock: null, resumedFrom: kept.at, policy: 'halt' })).toBe(true);
    expect(await waiting).toBe(true);
    expect(guard.locked).toBeNull();
  });

  test('a lock tripped here after the Resume the API sends stays; a stop ends the wait without a Resume', async () => {
    const { guard } = guarded({ lock: null, resumedFrom: kept.at, policy: 'halt' });
    guard.answered('gbl', 7777, null);
    expect(guard.take({ lock: null, resumedFrom: kept.at, policy: 'halt' })).toBe(false);
    const stop = new AbortController();
    const waiting = guard.whenResumed(stop.signal);
    stop.abort();
    expect(await waiting).toBe(false);
    expect(guard.locked?.code).toBe(7777);
  });
});

test('under the policy "warn" nothing locks: each reason is said once, and the bots carry on', () => {
  const { guard, tripped, warned } = guarded({ lock: null, resumedFrom: null, policy: 'warn' });
  guard.answered('cra', 999, null);
  guard.answered('cra', 999, null);
  guard.answered('bup', 998, null);
  expect(tripped).toEqual([]);
  expect(guard.locked).toBeNull();
  expect(warned).toEqual([
    "Safety check on Anna: The game answered cra with code 999, an answer the game client itself has no name for. The operator's policy only warns: the bots carry on.",
    "Safety check on Anna: The game answered bup with code 998, an answer the game client itself has no name for. The operator's policy only warns: the bots carry on.",
  ]);
});
