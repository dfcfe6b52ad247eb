/** One bot's run against the real game server, in-process (no runtime process), for its own rules. */
import { afterAll, describe, expect, test } from 'bun:test';
import { startSimulator } from '../../../simulator/server';
import { loginFields } from '@shared/game-wire/login';
import { accountSpec, botSpec } from '../../test/game-bots';
import { runBot, BotFailure, type BotRunIO } from './bot-run';
import { SafetyWatch, REFUSALS_TO_LOCK } from './safety-lock';
import type { SafetyLock } from '@shared/safety-lock';
import { SessionPool } from './session-pool';
import type { BotSpec } from './types';

const sim = await startSimulator({ port: 0, seed: 3, timeScale: 3600, raidChancePerHour: 0, attackSpacingMs: 0 });
afterAll(() => sim.stop());

const spec = (templateId: string, settings: Record<string, string | number>, username?: string): BotSpec =>
  botSpec(accountSpec(sim, 'Runner', username), templateId, settings);

// Logins go without a reCAPTCHA token, as public clients log in (the minting path has tests of its own).
const sessions = new SessionPool({ paceScale: 0.01, pacing: { attackGapMs: 0 } });
const run = (s: BotSpec, out: BotRunIO, signal: AbortSignal) => runBot(s, sessions.for(s.account), out, signal, { paceScale: 0.01 });

/** Creates the game account (a first login does) without running a bot. */
function createAccount(s: BotSpec) {
  sim.world.login(s.account.zone, loginFields(s.account.username, { password: s.account.password }, { deviceId: s.account.deviceId }));
}

function io() {
  const lines: string[] = [];
  let online = false;
  return { lines, isOnline: () => online, io: { log: (l: string) => lines.push(l), notify: () => {}, online: () => (online = true) } };
}

describe("one bot's run", () => {
  // Recruiting 1,000 soldiers costs more coins than a new account has (30,000: units.json costC1): the game refuses it every step.
  const greedySettings = { feastLevel: '0', collectEveryMinutes: 720, recruitWhenCoinsAbove: 1, recruitAmount: 1000 };

  test('a refused action is logged and the bot carries on; a run of refusals of it locks the account, and the bot waits sending nothing', async () => {
    const greedy = spec('resource-keeper', greedySettings);
    const out = io();
    const locks: SafetyLock[] = [];
    const safety = new SafetyWatch(greedy.account, undefined, { tripped: (lock) => locks.push(lock) });
    const abort = new AbortController();
    const running = run(greedy, { ...out.io, safety }, abort.signal);
    while (!out.lines.some((l) => l.includes('is locked for safety'))) await Bun.sleep(20);
    expect(out.isOnline()).toBe(true);
    expect(out.lines.filter((l) => l.startsWith('The game refused an action (bup: not enough coins')).length).toBe(REFUSALS_TO_LOCK - 1);
    expect(locks).toHaveLength(1);
    expect(locks[0]).toMatchObject({ cause: 'refusals', command: 'bup', code: 10, times: REFUSALS_TO_LOCK });
    expect(out.lines).toContain(
      `${greedy.account.username} is locked for safety: The game refused the same action (bup, code 10) ${REFUSALS_TO_LOCK} times in a row. This bot sends nothing until you press Resume.`,
    );
    // Nothing more goes out while it waits: the session logs out, and the account stays out.
    while (sim.sessions(greedy.account.username).live > 0) await Bun.sleep(20);
    const logins = sim.sessions(greedy.account.username).logins;
    await Bun.sleep(300);
    expect(sim.sessions(greedy.account.username)).toMatchObject({ live: 0, logins });
    abort.abort();
    await running;
    expect(out.lines.at(-1)).toBe('Stopping: logging out.');
  }, 20_000);

  test('under the operator policy "warn" a run of refusals fails the bot as before, after one warning', async () => {
    const greedy = spec('resource-keeper', greedySettings);
    const out = io();
    const warned: string[] = [];
    const safety = new SafetyWatch(
      greedy.account,
      { lock: null, resumedFrom: null, policy: 'warn' },
      { tripped: () => warned.push('locked'), warned: (line) => warned.push(line.text) },
    );
    const failure = await run(greedy, { ...out.io, safety }, new AbortController().signal).then(
      () => null,
      (err) => err,
    );
    expect(warned).toEqual([
      `Safety check on ${greedy.account.username}: The game refused the same action (bup, code 10) ${REFUSALS_TO_LOCK} times in a row. The operator's policy only warns: the bots carry on.`,
    ]);
    expect(failure).toBeInstanceOf(BotFailure);
    expect((failure as BotFailure).kind).toBe('crash');
    expect((failure as BotFailure).message).toStartWith('The game refused an action: bup: not enough coins');
  }, 20_000);

  test('a login cooldown (453, CD) is waited out with the time in the console, then the bot logs in', async () => {
    const cooled = spec('resource-keeper', {});
    const out = io();
    const abort = new AbortController();
    // The account exists, then the game asks it to wait two seconds.
    createAccount(cooled);
    sim.world.coolDown(cooled.account.zone, cooled.account.username, 2);
    const running = run(cooled, out.io, abort.signal);
    while (!out.isOnline()) await Bun.sleep(20);
    abort.abort();
    await running;
    expect(out.lines).toContainEqual(
      expect.stringMatching(/^The game asks to wait 2s before logging in again \(too many logins lately\); trying again at \d\d?:\d\d:\d\d [AP]M UTC\.$/),
    );
    expect(out.lines.filter((l) => l.startsWith('Logged in as')).length).toBeGreaterThanOrEqual(1);
  }, 20_000);

  test('a banned account (27, RS) fails with the time left in words, and is not retried', async () => {
    const banned = spec('resource-keeper', {});
    createAccount(banned);
    sim.world.ban(banned.account.zone, banned.account.username, 2 * 3600 + 5 * 60);
    const failure = await run(banned, io().io, new AbortController().signal).then(
      () => null,
      (err) => err,
    );
    expect(failure).toBeInstanceOf(BotFailure);
    expect((failure as BotFailure).kind).toBe('auth');
    expect((failure as BotFailure).message).toMatch(/^The game account is suspended for 2h 5m\. It cannot play until the suspension ends\.$/);
  }, 20_000);

  test('stop lets the bot finish and log out', async () => {
    const out = io();
    const abort = new AbortController();
    const running = run(spec('resource-keeper', {}), out.io, abort.signal);
    while (!out.lines.some((l) => l.startsWith('Collected'))) await Bun.sleep(20);
    abort.abort();
    await running;
    expect(out.isOnline()).toBe(true);
    expect(out.lines.at(-1)).toBe('Stopping: logging out.');
  }, 20_000);

  test('an event bot waits, saying so, while its event is not running, and plays once the game says it runs', async () => {
    sim.world.setEvents([]);
    try {
      const out = io();
      const abort = new AbortController();
      const running = run(spec('khan-berimond', { targets: 'khan', maxLevel: 80, troopsPerAttack: 100 }), out.io, abort.signal);
      while (!out.lines.includes('The Nomad invasion (Khan camps) event is not running: waiting for it.')) await Bun.sleep(20);
      sim.world.setEvents([72]);
      // The bot asks again after its 5-minute wait (3 s at 1/100) and goes for the Khan camps.
      const fortLine = /^(Attacking the Khan camp|No Khan camp ready|Waiting for \d+ soldiers)/;
      const started = Date.now();
      while (!out.lines.some((l) => fortLine.test(l))) {
        if (Date.now() - started > 8000) throw new Error(`no Khan camp line: ${out.lines.join(' | ')}`);
        await Bun.sleep(50);
      }
      abort.abort();
      await running;
      expect(out.lines.filter((l) => l.startsWith('The Nomad invasion (Khan camps) event is not running'))).toHaveLength(1);
    } finally {
      sim.world.setEvents(null);
    }
  }, 20_000);
});
