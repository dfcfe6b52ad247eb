/** The login budget's rule and the in-process guard (one installation): budget, holds, leases, Play now. */
import { expect, test } from 'bun:test';
import { budgetAnswer, gameAccountKey, HOLD_LEASE_MS, isLoginGuardRequest, LOGIN_BUDGET, LOGIN_WINDOW_MS, processLoginGuard } from './login-guard';

const MIN = 60_000;

test('the budget grants three logins in any ten minutes; the fourth waits until the oldest leaves the window', () => {
  expect(LOGIN_BUDGET).toBe(3);
  expect(budgetAnswer([], 0, LOGIN_WINDOW_MS, 3)).toEqual({ granted: true });
  expect(budgetAnswer([0, 1 * MIN], 2 * MIN, LOGIN_WINDOW_MS, 3)).toEqual({ granted: true });
  expect(budgetAnswer([0, 1 * MIN, 2 * MIN], 3 * MIN, LOGIN_WINDOW_MS, 3)).toEqual({ granted: false, retryAt: 10 * MIN });
  // In any order; logins older than the window do not count.
  expect(budgetAnswer([2 * MIN, 0, 1 * MIN], 9 * MIN, LOGIN_WINDOW_MS, 3)).toEqual({ granted: false, retryAt: 10 * MIN });
  expect(budgetAnswer([2 * MIN, 0, 1 * MIN], 10 * MIN, LOGIN_WINDOW_MS, 3)).toEqual({ granted: true });
  // Five logins in the window (two installations' worth): the next waits for the third-newest to leave.
  expect(
    budgetAnswer(
      [0, 1, 2, 3, 4].map((m) => m * MIN),
      5 * MIN,
      LOGIN_WINDOW_MS,
      3,
    ),
  ).toEqual({ granted: false, retryAt: 12 * MIN });
});

test('a game account is its server and in-game name, case-blind, whoever added it; the key names no one', () => {
  const key = gameAccountKey('INT1', 'Lancelot');
  expect(gameAccountKey(' int1', 'LANCELOT ')).toBe(key);
  expect(gameAccountKey('INT2', 'Lancelot')).not.toBe(key);
  expect(gameAccountKey('INT1', 'Lancelot2')).not.toBe(key);
  expect(key).toMatch(/^[0-9a-f]{40}$/);
  expect(key).not.toContain('ancelot');
});

test('requests from the wire: only well-formed ones pass', () => {
  const key = gameAccountKey('INT1', 'x');
  expect(isLoginGuardRequest({ op: 'login', key, at: 1, windowMs: LOGIN_WINDOW_MS, budget: 3 })).toBe(true);
  expect(isLoginGuardRequest({ op: 'hold', key, holder: '6650a1b2c3d4e5f601234567' })).toBe(true);
  expect(isLoginGuardRequest({ op: 'release', key, holder: 'acc-1' })).toBe(true);
  expect(isLoginGuardRequest({ op: 'login', key, at: 1, windowMs: 0, budget: 3 })).toBe(false);
  expect(isLoginGuardRequest({ op: 'hold', key: 'Lancelot', holder: 'a' })).toBe(false);
  expect(isLoginGuardRequest({ op: 'hold', key, holder: 'a.b>' })).toBe(false);
  expect(isLoginGuardRequest({ op: 'drop', key, holder: 'a' })).toBe(false);
  expect(isLoginGuardRequest(null)).toBe(false);
});

test('the in-process guard: one holder at a time, a lapsed lease frees the account, Play now takes it from anyone', async () => {
  let now = 1_000_000;
  const guard = processLoginGuard(() => now);
  const key = gameAccountKey('INT1', 'Shared');
  expect(await guard.ask({ op: 'hold', key, holder: 'anna' })).toEqual({ granted: true });
  expect(await guard.ask({ op: 'hold', key, holder: 'ben' })).toEqual({ granted: false });
  // Anna's renewal keeps it; a release by someone else changes nothing.
  expect(await guard.ask({ op: 'hold', key, holder: 'anna' })).toEqual({ granted: true });
  await guard.ask({ op: 'release', key, holder: 'ben' });
  expect(await guard.ask({ op: 'hold', key, holder: 'ben' })).toEqual({ granted: false });
  // Ben's player presses Play now: ben takes the hold; anna's renewal learns it lost it.
  guard.playNow(key, 'ben');
  expect(await guard.ask({ op: 'hold', key, holder: 'ben' })).toEqual({ granted: true, playNow: true });
  expect(await guard.ask({ op: 'hold', key, holder: 'anna' })).toEqual({ granted: false });
  // Ben dies without a word: after the lease anna takes over.
  now += HOLD_LEASE_MS + 1;
  expect(await guard.ask({ op: 'hold', key, holder: 'anna' })).toEqual({ granted: true });
  // A release frees it at once.
  await guard.ask({ op: 'release', key, holder: 'anna' });
  expect(await guard.ask({ op: 'hold', key, holder: 'ben' })).toEqual({ granted: true });
});

test('the in-process guard counts logins per game account: the fourth within the window is refused with its time', async () => {
  const guard = processLoginGuard();
  const key = gameAccountKey('INT1', 'Counted');
  const login = (at: number) => guard.ask({ op: 'login', key, at, windowMs: LOGIN_WINDOW_MS, budget: LOGIN_BUDGET });
  for (const at of [0, MIN, 2 * MIN]) expect(await login(at)).toEqual({ granted: true });
  expect(await login(3 * MIN)).toEqual({ granted: false, retryAt: 10 * MIN });
  // A refused login is not counted: the window opens when the first leaves it.
  expect(await login(10 * MIN)).toEqual({ granted: true });
  expect(await guard.ask({ op: 'login', key: gameAccountKey('INT1', 'Other'), at: 3 * MIN, windowMs: LOGIN_WINDOW_MS, budget: LOGIN_BUDGET })).toEqual({
    granted: true,
  });
});
