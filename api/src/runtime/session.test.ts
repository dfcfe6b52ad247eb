/** One game session per account, against the real game server: sharing, yielding, outages, refusals. */
import { afterAll, describe, expect, test } from 'bun:test';
import { startSimulator, type Simulator } from '../../../simulator/server';
import { TestClient } from '../../../simulator/test-client';
import { runBot } from './bot-run';
import { SessionPool } from './session-pool';
import type { SessionOptions } from './session-options';
import { SOON_CLOSED_MS } from './step-aside';
import { closeTokenProviders, tokensFor } from '../../test/login-tokens';
import { accountSpec } from '../../test/game-bots';
afterAll(closeTokenProviders);
import type { AccountSpec, BotSpec } from './types';

const sims: Simulator[] = [];
afterAll(async () => {
  for (const sim of sims) await sim.stop();
});

/** A game server; attacks of one account may follow each other at once unless `attackSpacingMs` says otherwise. */
async function simulator(port = 0, attackSpacingMs = 0): Promise<Simulator> {
  const sim = await startSimulator({ port, seed: 5, timeScale: 120, raidChancePerHour: 0, attackSpacingMs });
  sims.push(sim);
  return sim;
}

/**
 * One game server for the tests that neither stop it nor change its rules, each playing accounts of its
 * own: its login page's Chromium (the tokens' minter) then starts once for them, not once a test.
 */
let shared: Promise<Simulator> | undefined;
const sharedSimulator = () => (shared ??= simulator());

const PACING = { minDelaySeconds: 30, maxDelaySeconds: 40, breakEveryMinutes: 0, activeHours: '00-24' };

const account = (sim: Simulator, overrides: Partial<AccountSpec> = {}): AccountSpec => ({ ...accountSpec(sim, 'Shared'), yieldMinutes: 1, ...overrides });

type Bot = { spec: BotSpec; lines: string[]; notes: string[]; online: boolean; abort: AbortController; done: Promise<unknown> };

function startBot(pool: SessionPool, acc: AccountSpec, templateId: string, settings: Record<string, string | number> = {}): Bot {
  const spec: BotSpec = {
    botId: `${templateId}-${crypto.randomUUID().slice(0, 6)}`,
    botName: templateId,
    templateId,
    settings: { ...PACING, ...settings },
    secrets: {},
    account: acc,
  };
  const bot: Bot = { spec, lines: [], notes: [], online: false, abort: new AbortController(), done: Promise.resolve() };
  bot.done = runBot(
    spec,
    pool.for(acc),
    { log: (l) => bot.lines.push(l), notify: (m) => bot.notes.push(m), online: () => (bot.online = true) },
    bot.abort.signal,
    { paceScale: 0.01 },
  ).then(
    () => null,
    (err) => err,
  );
  return bot;
}

/** Stops the bots, then expects each to have ended without an error. */
async function stopCleanly(...bots: Bot[]): Promise<void> {
  for (const bot of bots) bot.abort.abort();
  for (const bot of bots) expect(await bot.done).toBeNull();
}

/**
 * Waits for `check`. 20 s by default: a test on a game server of its own starts a fresh Chromium for its
 * first tokens, over 10 s at load 44.
 */
async function until(what: string, check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await Bun.sleep(20);
  }
}

/** Each test's ceiling: past two of `until`'s, so a slow machine fails with its message inside the test. */
const SESSION_TEST_MS = 45_000;

/** Sessions that mint their logins' reCAPTCHA tokens on the game server's login page, as the runtime does. */
const pool = (sim: Simulator, options: Partial<SessionOptions> = {}) =>
  new SessionPool({ paceScale: 0.01, backoff: { firstMs: 50, capMs: 400 }, tokens: tokensFor(sim), ...options });

describe('one session per game account', () => {
  test(
    'six bots of different templates on one account share one session: one login, no evictions, every console active, no soldier booked twice',
    async () => {
      const sim = await sharedSimulator();
      const acc = account(sim);
      // At the session's own pace attacks take turns 4.5 s apart and map reads 2 s (tests of their own).
      const sessions = pool(sim, { pacing: { attackGapMs: 0, mapTilesPerSecond: 1e9 } });
      // 200 soldiers at home, 160 of them kept home by the first bot's setting: 40 may leave, fewer than the
      // two baron bots want (70 each, as many as a low camp's wave holds), so the soldiers left soon beat no
      // camp and a bot must wait for the other's army, whatever camps stand near (the account's name is random).
      const bots = [
        startBot(sessions, acc, 'baron-farmer', {
          kingdom: 'green',
          minLevel: 1,
          maxLevel: 10,
          troopsPerAttack: 70,
          keepAtHome: 160,
          maxAttacksPerDay: 100,
          useSkips: 'none',
        }),
        startBot(sessions, acc, 'baron-farmer', {
          kingdom: 'green',
          minLevel: 1,
          maxLevel: 10,
          troopsPerAttack: 70,
          keepAtHome: 0,
          maxAttacksPerDay: 100,
          useSkips: 'none',
        }),
        startBot(sessions, acc, 'storm-sea-forts', { maxLevel: 20, troopsPerAttack: 60, useSkips: 'none' }),
        startBot(sessions, acc, 'khan-berimond', { targets: 'both', maxLevel: 20, troopsPerAttack: 60 }),
        startBot(sessions, acc, 'resource-keeper', {
          collectEveryMinutes: 5,
          feastLevel: '0',
          feastWhenFoodAbove: 0,
          recruitWhenCoinsAbove: 0,
          recruitAmount: 0,
        }),
        startBot(sessions, acc, 'attack-guard', { checkEverySeconds: 60, minAttackers: 1 }),
      ];
      await until('every bot online', () => bots.every((b) => b.online));
      // Ten game minutes at 120× are five real seconds. Six bots share the session's five commands a second.
      // The game is watched that long and until an attack left and a baron bot waited for the other's army:
      // five seconds alone ended before any bot had waited under a CPU hog.
      const waitedForSoldiers =
        /^Waiting for \d+ soldiers? coming home \((next )?in \d+s\): \d+ at home \(\d+ kept home or booked by other bots on this account\), \d+ needed/;
      const said = (line: (l: string) => boolean) => bots.some((b) => b.lines.some(line));
      let fewestAtHome = Number.POSITIVE_INFINITY;
      const watchedUntil = Date.now() + 5000;
      await until('an attack, and a bot waiting for soldiers', () => {
        fewestAtHome = Math.min(fewestAtHome, sim.world.player(acc.zone, acc.username)!.castles[0]!.troops);
        return Date.now() >= watchedUntil && said((l) => l.startsWith('Attacking ')) && said((l) => waitedForSoldiers.test(l));
      });
      // No soldier was booked twice: the game never refused an attack for want of soldiers, and the
      // defence stayed home.
      const lines = bots.flatMap((b) => b.lines);
      expect(lines.filter((l) => l.startsWith('Attacking ')).length).toBeGreaterThanOrEqual(1);
      expect(lines.some((l) => waitedForSoldiers.test(l))).toBe(true);
      expect(lines.filter((l) => l.includes('not enough troops'))).toEqual([]);
      expect(fewestAtHome).toBeGreaterThanOrEqual(160);
      for (const bot of bots) {
        expect(bot.lines).toContain(`Logged in as ${acc.username} on INT1.`);
        expect(bot.lines.filter((l) => !/^(Connecting|Logged in)/.test(l)).length).toBeGreaterThan(0);
      }
      expect(sim.sessions(acc.username)).toEqual({ live: 1, logins: 1, replaced: 0 });
      expect(sessions.size).toBe(1);

      // The first bot to stop leaves the session to the others; the last one logs out.
      await stopCleanly(bots[0]!);
      expect(bots[0]!.lines.at(-1)).toBe('Stopping: the 5 other bots on this account keep the session.');
      expect(sim.sessions(acc.username).live).toBe(1);
      await stopCleanly(...bots.slice(1));
      await until('the game to see the logout', () => sim.sessions(acc.username).live === 0);
      expect(sessions.size).toBe(0);
      expect(sim.sessions(acc.username)).toEqual({ live: 0, logins: 1, replaced: 0 });
      // A third `until` (the game watched), so room for one more.
    },
    SESSION_TEST_MS + 20_000,
  );

  test(
    'six of the calendar templates on one account share its session: one login, every console active, the event attacks and the kingdom transfer booked without conflict',
    async () => {
      const sim = await sharedSimulator();
      sim.world.setEvents([72, 80]);
      const acc = account(sim);
      const sessions = pool(sim, { pacing: { attackGapMs: 0, mapTilesPerSecond: 1e9 } });
      const attack = { troopsPerAttack: 60, keepAtHome: 50, maxAttacksPerDay: 100, useSkips: 'none' };
      const bots = [
        startBot(sessions, acc, 'nomad-invasion', { targets: 'both', ...attack }),
        startBot(sessions, acc, 'samurai-invasion', { targets: 'both', ...attack }),
        startBot(sessions, acc, 'fortresses', { kingdom: 'ice', troopsPerAttack: 60, keepAtHome: 0, maxAttacksPerDay: 100, bringTroops: 40 }),
        startBot(sessions, acc, 'baron-farmer', { kingdom: 'ice', minLevel: 20, maxLevel: 40, bringTroops: 40, ...attack }),
        startBot(sessions, acc, 'castle-defence', { holdMarginPercent: 100, refillTools: 'yes', evacuate: 'yes', checkEverySeconds: 10 }),
        startBot(sessions, acc, 'resource-keeper', {
          collectEveryMinutes: 5,
          feastLevel: '0',
          feastWhenFoodAbove: 0,
          recruitWhenCoinsAbove: 0,
          recruitAmount: 0,
        }),
      ];
      try {
        await until('every bot online', () => bots.every((b) => b.online));
        let fewestAtHome = Number.POSITIVE_INFINITY;
        for (const end = Date.now() + 5000; Date.now() < end; await Bun.sleep(25)) {
          fewestAtHome = Math.min(fewestAtHome, sim.world.player(acc.zone, acc.username)!.castles.find((c) => c.kingdom === 'green')!.troops);
        }
        const lines = bots.flatMap((b) => b.lines);
        // The invasion bots attacked their camps; one kingdom transfer of 40 went to the glacier for both its bots.
        expect(lines.filter((l) => /^Attacking the (Nomad|Khan|Samurai|Daimyo)/.test(l)).length).toBeGreaterThanOrEqual(1);
        expect(lines.filter((l) => l.startsWith('Sent 40 soldiers from '))).toHaveLength(1);
        expect(
          bots[4]!.lines.some((l) => l.startsWith('Defending ')),
          bots[4]!.lines.join('\n'),
        ).toBe(true);
        // No soldier booked twice, and the garrison kept: the game refused nothing for want of soldiers.
        expect(lines.filter((l) => l.includes('not enough'))).toEqual([]);
        expect(fewestAtHome).toBeGreaterThanOrEqual(50);
        for (const bot of bots) expect(bot.lines.filter((l) => !/^(Connecting|Logged in|No game login page)/.test(l)).length).toBeGreaterThan(0);
        expect(sim.sessions(acc.username)).toEqual({ live: 1, logins: 1, replaced: 0 });
      } finally {
        await stopCleanly(...bots);
        sim.world.setEvents(null);
      }
    },
    SESSION_TEST_MS,
  );

  test(
    'bots on one account attack at least 4.5 s apart, the live minimum being 4 s: the game refuses none',
    async () => {
      // The game server refuses an account's attacks closer than 4 s, as the live one does.
      const sim = await simulator(0, 4000);
      const acc = account(sim);
      const sessions = pool(sim);
      const attacks: number[] = [];
      const lines: string[] = [];
      const farm = (keepAtHome: number) =>
        runBot(
          {
            botId: `farmer-${keepAtHome}`,
            botName: 'farmer',
            templateId: 'baron-farmer',
            settings: { ...PACING, kingdom: 'green', minLevel: 1, maxLevel: 20, troopsPerAttack: 20, keepAtHome, maxAttacksPerDay: 100, useSkips: 'none' },
            secrets: {},
            account: acc,
          },
          sessions.for(acc),
          { log: (l) => (lines.push(l), l.startsWith('Attacking') && attacks.push(Date.now())), notify: () => {}, online: () => {} },
          abort.signal,
          { paceScale: 0.01 },
        );
      const abort = new AbortController();
      const done = Promise.all([farm(0), farm(1)]);
      await until('three attacks', () => attacks.length >= 3, 20_000);
      abort.abort();
      await done;
      for (let i = 1; i < attacks.length; i++) expect(attacks[i]! - attacks[i - 1]!).toBeGreaterThanOrEqual(4000);
      console.log(lines.filter((l) => l.startsWith('The game refused')));
      expect(lines.filter((l) => l.startsWith('The game refused'))).toEqual([]);
    },
    SESSION_TEST_MS,
  );

  test(
    'a bot that starts while its account is still logging in waits for the login instead of sending on the socket mid-login',
    async () => {
      const sim = await sharedSimulator();
      const real = tokensFor(sim);
      // A slow reCAPTCHA (the live page can take seconds): the socket is open long before the login ends.
      const slow = { origin: real.origin, counts: () => real.counts(), close: async () => {}, recaptcha: async () => (await Bun.sleep(600), real.recaptcha()) };
      const sessions = pool(sim, { tokens: slow });
      const acc = account(sim);
      const first = startBot(sessions, acc, 'resource-keeper');
      await until('the socket open', () => first.lines.some((l) => l.startsWith('Connecting to')));
      await Bun.sleep(200);
      const second = startBot(sessions, acc, 'baron-farmer');
      await until('both online', () => first.online && second.online);
      await Bun.sleep(300);
      await stopCleanly(first, second);
      expect(second.lines.filter((l) => l.startsWith('Error'))).toEqual([]);
      expect(sim.sessions(acc.username)).toMatchObject({ logins: 1, replaced: 0 });
      // A fresh Chromium starts for the first token: seconds on a loaded machine.
    },
    SESSION_TEST_MS,
  );

  test(
    'a runtime that may not log in (a runner cut off from its fleet) holds the login, says so once, and logs in when it may',
    async () => {
      const sim = await sharedSimulator();
      let inTouch = false;
      const sessions = pool(sim, { mayLogIn: () => inTouch });
      const acc = account(sim);
      const bot = startBot(sessions, acc, 'resource-keeper');
      await Bun.sleep(1500);
      expect(sim.sessions(acc.username).logins).toBe(0);
      expect(bot.lines.filter((l) => l.startsWith('This runner has lost touch with the fleet'))).toHaveLength(1);
      inTouch = true;
      await until('online', () => bot.online, 10_000);
      await stopCleanly(bot);
      expect(sim.sessions(acc.username)).toMatchObject({ logins: 1, replaced: 0 });
    },
    SESSION_TEST_MS,
  );

  test(
    'someone else logging into the account pauses the session for the yield time, then it logs in again; no bot fails',
    async () => {
      const sim = await sharedSimulator();
      const acc = account(sim, { yieldMinutes: 2 }); // two minutes at 0.01 are 1.2 s
      const sessions = pool(sim);
      const bots = [
        startBot(sessions, acc, 'resource-keeper', {
          collectEveryMinutes: 5,
          feastLevel: '0',
          feastWhenFoodAbove: 0,
          recruitWhenCoinsAbove: 0,
          recruitAmount: 0,
        }),
        startBot(sessions, acc, 'attack-guard', { checkEverySeconds: 1, minAttackers: 1 }),
      ];
      await until('bots online', () => bots.every((b) => b.online));

      const player = await TestClient.ready(sim.url, acc.zone, { name: acc.username, password: acc.password });
      const pausedAt = Date.now();
      await until('the pause line', () =>
        bots.every((b) => b.lines.some((l) => l.startsWith(`Someone logged into ${acc.username} elsewhere (you, playing?): the bots step aside for 1s`))),
      );
      expect(sim.sessions(acc.username).replaced).toBe(1);
      // Exactly one notification for the session's pause, not one per bot.
      expect(bots.flatMap((b) => b.notes).filter((n) => n.includes('pause until'))).toHaveLength(1);
      await until('logged in again', () => bots.every((b) => b.lines.filter((l) => l.startsWith('Logged in as')).length === 2), 10_000);
      expect(Date.now() - pausedAt).toBeGreaterThanOrEqual(1000);
      expect(sim.sessions(acc.username).replaced).toBe(2); // our return replaced the player's session
      expect((await player.waitClosed()).code).toBe(4001);
      await stopCleanly(...bots);
    },
    SESSION_TEST_MS,
  );

  test(
    'a game server that goes away is an outage: sessions retry with backoff, one notification, and come back by themselves',
    async () => {
      const sim = await simulator();
      const acc = account(sim);
      const sessions = pool(sim, { outageNoticeMs: 500 });
      const bots = [
        startBot(sessions, acc, 'resource-keeper', {
          collectEveryMinutes: 5,
          feastLevel: '0',
          feastWhenFoodAbove: 0,
          recruitWhenCoinsAbove: 0,
          recruitAmount: 0,
        }),
        startBot(sessions, acc, 'attack-guard', { checkEverySeconds: 1, minAttackers: 1 }),
      ];
      await until('bots online', () => bots.every((b) => b.online));

      const port = sim.port;
      await sim.stop();
      await until('retries with the next try', () =>
        bots.every((b) => b.lines.filter((l) => /^Cannot reach the game \(.+\); trying again in \d+s\.$/.test(l)).length >= 3),
      );
      await Bun.sleep(1500);
      const back = await simulator(port);
      await until('logged in again', () => bots.every((b) => b.lines.some((l) => /^The game is back after \d+s\.$/.test(l))), 15_000);
      // The waits are capped at 400 ms here: every wait the console announced says so (rounded, "0s"); uncapped,
      // they would have grown past a second by now. (The login after the return needs a fresh reCAPTCHA page, so
      // its wall-clock time is the machine's, not the backoff's.)
      const waits = bots.flatMap((b) => b.lines).filter((l) => l.startsWith('Cannot reach the game'));
      expect(waits.length).toBeGreaterThanOrEqual(6);
      expect(waits.filter((l) => !l.endsWith('trying again in 0s.'))).toEqual([]);
      expect(bots.flatMap((b) => b.notes).filter((n) => n.includes('unreachable since'))).toHaveLength(1);
      expect(back.sessions(acc.username).live).toBe(1);
      await stopCleanly(...bots);
    },
    SESSION_TEST_MS,
  );

  test(
    'a dropped connection is logged in again at once; drops in a row within a minute back off',
    async () => {
      const sim = await sharedSimulator();
      const acc = account(sim);
      const sessions = pool(sim, { backoff: { firstMs: 400, capMs: 2000 } });
      const bot = startBot(sessions, acc, 'attack-guard', { checkEverySeconds: 60, minAttackers: 1 });
      await until('online', () => bot.online);
      const logins = () => sim.sessions(acc.username).logins;
      // Each connection lives past the soon-closed time before it drops (2 min at 0.01: 1.2 s): a connection
      // dropped soon after each login is read as someone else playing (login-guard.test.ts). Two drops: the
      // third login is the last of the account's budget of three in ten minutes.
      for (let drop = 1; drop <= 2; drop++) {
        const before = logins();
        const loggedInAt = Date.now();
        await until('the connection lived past the soon-closed time', () => Date.now() - loggedInAt > SOON_CLOSED_MS * 0.01 + 100);
        const droppedAt = Date.now();
        sim.dropConnections(acc.username);
        await until(`login after drop ${drop}`, () => logins() === before + 1);
        const waited = Date.now() - droppedAt;
        if (drop === 1) expect(bot.lines).toContain('Connection to the game lost (code 1006); logging in again.');
        else {
          expect(bot.lines).toContainEqual(
            expect.stringMatching(new RegExp(`^Connection to the game lost \\(code 1006\\), ${drop} times within a minute; logging in again in \\ds\\.$`)),
          );
          expect(waited).toBeGreaterThanOrEqual(400 * 2 ** (drop - 2) * 0.8);
        }
      }
      expect(bot.lines.filter((l) => l.startsWith('Someone else is playing'))).toEqual([]);
      await stopCleanly(bot);
    },
    SESSION_TEST_MS,
  );

  test(
    'a quiet session stays logged in past two keep-alive periods: the pin keeps it, without it the game drops it',
    async () => {
      const sim = await startSimulator({ port: 0, seed: 5, timeScale: 120, raidChancePerHour: 0, silentTimeoutMs: 600 });
      sims.push(sim);
      const quietBot = (keepAliveMs: number) => {
        const acc = account(sim);
        const sessions = pool(sim, { client: { keepAliveMs } });
        // The guard looks once an hour (36 s at this pace): nothing but the keep-alive goes out meanwhile.
        return { acc, bot: startBot(sessions, acc, 'attack-guard', { checkEverySeconds: 3600, minAttackers: 1 }) };
      };
      const kept = quietBot(200);
      const dropped = quietBot(60_000);
      await until('both online', () => kept.bot.online && dropped.bot.online);
      await Bun.sleep(1_500); // two and a half silent-timeouts
      expect(sim.sessions(kept.acc.username)).toEqual({ live: 1, logins: 1, replaced: 0 });
      expect(sim.sessions(dropped.acc.username).logins).toBeGreaterThan(1);
      expect(dropped.bot.lines).toContain('Connection to the game lost (session silent too long); logging in again.');
      for (const { bot } of [kept, dropped]) {
        await stopCleanly(bot);
      }
    },
    SESSION_TEST_MS,
  );

  test(
    'the game refusing the account fails every bot on it with the same reason, once',
    async () => {
      const sim = await sharedSimulator();
      const acc = account(sim);
      const first = pool(sim);
      const owner = startBot(first, acc, 'resource-keeper', {});
      await until('owner online', () => owner.online);
      owner.abort.abort();
      await owner.done;

      const wrong = { ...acc, password: 'not-the-password' };
      const sessions = pool(sim);
      const bots = [startBot(sessions, wrong, 'resource-keeper', {}), startBot(sessions, wrong, 'attack-guard', { checkEverySeconds: 1, minAttackers: 1 })];
      const failures = await Promise.all(bots.map((b) => b.done));
      for (const failure of failures)
        expect((failure as Error).message).toBe('The game refused the login: wrong game password. Update the account and start again.');
      expect(bots.some((b) => b.online)).toBe(false);
      expect(sessions.size).toBe(0);
    },
    SESSION_TEST_MS,
  );
});
