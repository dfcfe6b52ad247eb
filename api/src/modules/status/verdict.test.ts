/**
 * The rule that tells "the game changed" from our own trouble and from accounts' own trouble, on
 * fixtures of accounts' newest logins (pure: no database). The shapes are the days it was written for:
 * 2026-10-12, the live game refusing old `vck` builds, and 2026-10-20, handshakes without
 * permessage-deflate refused.
 */
import { describe, expect, test } from 'bun:test';
import { classifyLogins, summarizeLogins, type LatestLogin } from './verdict';
import { worldState } from './status-answer';

const NOW = new Date('2026-10-12T12:00:00Z');
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);

/** `n` accounts of `world` whose newest login, `minutes` ago, came to `outcome`, failing so since `since` minutes ago. */
function accounts(n: number, world: string, outcome: string, minutes = 1, since = minutes): LatestLogin[] {
  return Array.from({ length: n }, () => ({ world, outcome, at: minutesAgo(minutes), since: minutesAgo(since) }));
}

describe('the game changed', () => {
  test('three accounts refused at vck, all of the world: the verdict names the world, the pattern, since when and how many', () => {
    const verdicts = classifyLogins([...accounts(2, 'INT1', 'version_refused', 1, 14), ...accounts(1, 'INT1', 'version_refused', 2, 9)], NOW);
    expect(verdicts).toEqual([{ world: 'INT1', pattern: 'version_refused', since: minutesAgo(14), accounts: 3 }]);
  });

  test('since is when the first of them began failing, even before the window (the accounts kept retrying)', () => {
    const [verdict] = classifyLogins(accounts(5, 'DE1', 'version_refused', 1, 180), NOW);
    expect(verdict?.since).toEqual(minutesAgo(180));
  });

  test('a refused handshake and a frame our client does not know are the game too', () => {
    expect(classifyLogins(accounts(4, 'FR1', 'handshake_failed'), NOW).map((v) => v.pattern)).toEqual(['handshake_failed']);
    expect(classifyLogins(accounts(3, 'PL1', 'unexpected_frame'), NOW).map((v) => v.pattern)).toEqual(['unexpected_frame']);
  });

  test('exactly half of the accounts is enough; one fewer is not', () => {
    expect(classifyLogins([...accounts(3, 'INT1', 'version_refused'), ...accounts(3, 'INT1', 'ok')], NOW)).toHaveLength(1);
    expect(classifyLogins([...accounts(3, 'INT1', 'version_refused'), ...accounts(4, 'INT1', 'ok')], NOW)).toEqual([]);
  });

  test('two accounts are not enough, even when they are every account of the world', () => {
    expect(classifyLogins(accounts(2, 'INT1', 'version_refused'), NOW)).toEqual([]);
  });

  test('each world is judged alone: one refusing, one fine', () => {
    const verdicts = classifyLogins([...accounts(3, 'INT1', 'version_refused'), ...accounts(20, 'DE1', 'ok'), ...accounts(2, 'DE1', 'version_refused')], NOW);
    expect(verdicts.map((v) => v.world)).toEqual(['INT1']);
  });

  test('ONE pattern: failures of the game spread over patterns, none with three accounts, are no verdict', () => {
    const mixed = [...accounts(2, 'INT1', 'version_refused'), ...accounts(2, 'INT1', 'handshake_failed'), ...accounts(2, 'INT1', 'unexpected_frame')];
    expect(classifyLogins(mixed, NOW)).toEqual([]);
  });

  test('accounts that got in again no longer count: the verdict clears as soon as logins succeed', () => {
    const before = accounts(4, 'INT1', 'version_refused', 3, 20);
    expect(classifyLogins(before, NOW)).toHaveLength(1);
    // The same accounts' newest logins now succeed (the store keeps one newest login per account).
    const after = accounts(4, 'INT1', 'ok', 0);
    expect(classifyLogins(after, NOW)).toEqual([]);
    // Three of four back in: one refused account is no verdict.
    expect(classifyLogins([...accounts(3, 'INT1', 'ok', 0), ...accounts(1, 'INT1', 'version_refused', 2, 20)], NOW)).toEqual([]);
  });

  test('logins older than 30 minutes are out of the window', () => {
    expect(classifyLogins(accounts(10, 'INT1', 'version_refused', 31), NOW)).toEqual([]);
    expect(classifyLogins(accounts(10, 'INT1', 'version_refused', 29), NOW)).toHaveLength(1);
  });

  test('the rule can be given other thresholds (the alerts may ask for more accounts)', () => {
    expect(classifyLogins(accounts(3, 'INT1', 'version_refused'), NOW, { windowMs: 30 * 60_000, minAccounts: 5, minShare: 0.5 })).toEqual([]);
  });
});

describe('not the game', () => {
  test("wrong passwords and suspensions are an account's own trouble, however many accounts meet them at once", () => {
    expect(classifyLogins(accounts(50, 'INT1', 'wrong_password'), NOW)).toEqual([]);
    expect(classifyLogins(accounts(50, 'INT1', 'suspended'), NOW)).toEqual([]);
    expect(classifyLogins([...accounts(20, 'INT1', 'cooldown'), ...accounts(20, 'INT1', 'proxy')], NOW)).toEqual([]);
  });

  test('the network, timeouts and our own token minting are not the game changing', () => {
    for (const outcome of ['unreachable', 'timeout', 'lost', 'recaptcha', 'refused', 'other'])
      expect(classifyLogins(accounts(30, 'INT1', outcome), NOW)).toEqual([]);
  });

  test('no logins at all (our runners silent, our database away) is no verdict', () => {
    expect(classifyLogins([], NOW)).toEqual([]);
  });
});

describe("the world's state on the page", () => {
  const summary = (logins: LatestLogin[]) => summarizeLogins(logins, NOW).find((w) => w.world === 'INT1');

  test('a verdict: the game changed, whatever else', () => {
    expect(worldState(summary(accounts(3, 'INT1', 'version_refused')), [])).toBe('game_changed');
    expect(worldState(summary(accounts(3, 'INT1', 'version_refused')), ['runtime'])).toBe('game_changed');
  });

  test("our part down while logins fail: our trouble, not the game's; no logins at all while it is down: our trouble too", () => {
    expect(worldState(summary([...accounts(1, 'INT1', 'timeout'), ...accounts(5, 'INT1', 'ok')]), ['runners'])).toBe('trouble');
    expect(worldState(undefined, ['database'])).toBe('trouble');
  });

  test('most accounts failing for a reason not their own and not one pattern of the game: trouble', () => {
    expect(worldState(summary([...accounts(3, 'INT1', 'unreachable'), ...accounts(1, 'INT1', 'ok')]), [])).toBe('trouble');
  });

  test('accounts failing on their own passwords leave the world fine', () => {
    expect(worldState(summary([...accounts(8, 'INT1', 'wrong_password'), ...accounts(1, 'INT1', 'ok')]), [])).toBe('ok');
  });

  test('nobody tried: quiet', () => {
    expect(worldState(undefined, [])).toBe('quiet');
  });

  test('the summary counts accounts by their newest login', () => {
    expect(summary([...accounts(2, 'INT1', 'ok'), ...accounts(3, 'INT1', 'wrong_password'), ...accounts(1, 'INT1', 'timeout')])).toMatchObject({
      accounts: 6,
      ok: 2,
      failing: { wrong_password: 3, timeout: 1 },
      failingNotAccounts: 1,
      verdicts: [],
    });
  });
});
