/**
 * A session's hold when its game account is edited while it plays, against the local game server: the old
 * in-game name's hold is given back at once (not left to lapse for HOLD_LEASE_MS) and the new name's taken.
 * Renewals are slowed to a minute here, so only the edit itself can move the hold.
 */
import { afterAll, expect, test } from 'bun:test';
import { startSimulator, type Simulator } from '../../../simulator/server';
import { gameAccount, startGameBot, until, GAME_BOT_TEST_MS } from '../../test/game-bots';
import { gameAccountKey, HOLD_LEASE_MS, processLoginGuard } from './login-guard';
import { SessionPool } from './session-pool';
import type { AccountSpec, BotSpec } from './types';

const PACE = 0.01;
const HELD = 'This game account is already being played by another Castellan bot: this bot waits until it is free.';

let sim: Simulator;
afterAll(async () => {
  await sim?.stop();
});

/** One installation whose sessions renew their holds only once a minute (the default is every 10 s). */
function installation() {
  const guard = processLoginGuard();
  return { guard, pool: new SessionPool({ paceScale: PACE, backoff: { firstMs: 50, capMs: 400 }, guard, guardTiming: { checkMs: 100, renewMs: 60_000 } }) };
}

const quietBot = (account: AccountSpec): BotSpec => ({
  botId: `${account.id}-bot`,
  botName: account.id,
  templateId: 'attack-guard',
  settings: { minDelaySeconds: 1, maxDelaySeconds: 1, breakEveryMinutes: 0, activeHours: '00-24', checkEverySeconds: 3600, minAttackers: 1 },
  secrets: {},
  account,
});

/** Whether `holder` would get the account's hold now (taking it when free). */
const wouldHold = async (guard: ReturnType<typeof processLoginGuard>, account: AccountSpec, holder: string) =>
  (await guard.ask({ op: 'hold', key: gameAccountKey(account.server, account.username), holder })).granted;

async function eventually(what: string, check: () => Promise<boolean>, lines: string[], timeoutMs = HOLD_LEASE_MS / 3): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}; console:\n${lines.join('\n')}`);
    await Bun.sleep(20);
  }
}

test(
  "the account's in-game name edited while its bot plays: the old name's hold is free at once, the new name's is held",
  async () => {
    sim = await startSimulator({ port: 0, seed: 7, timeScale: 120, raidChancePerHour: 0 });
    const { guard, pool } = installation();
    const before = { ...gameAccount(sim, 'Before'), id: 'hana-record' };
    const bot = startGameBot(pool, quietBot(before), PACE);
    await until('logged in', () => bot.lines.some((l) => l.startsWith('Logged in as')), bot.lines);
    expect(await wouldHold(guard, before, 'someone-else')).toBe(false);

    const after = { ...before, username: `After${crypto.randomUUID().slice(0, 8)}` };
    const editedAt = Date.now();
    pool.for(after).refresh(after);
    // Well within the lease the old name would otherwise stay held for.
    await eventually("the old name's hold given back", () => wouldHold(guard, before, 'someone-else'), bot.lines);
    expect(Date.now() - editedAt).toBeLessThan(HOLD_LEASE_MS / 3);
    expect(await wouldHold(guard, after, 'someone-else')).toBe(false);
    expect(await wouldHold(guard, after, 'hana-record')).toBe(true);
    await bot.stop();
  },
  GAME_BOT_TEST_MS,
);

test(
  'renamed to a name another record holds: the session gives the old name back, steps back and waits for the new one, saying why',
  async () => {
    const { guard, pool } = installation();
    const before = { ...gameAccount(sim, 'Ivo'), id: 'ivo-record' };
    const bot = startGameBot(pool, quietBot(before), PACE);
    await until('logged in', () => bot.lines.some((l) => l.startsWith('Logged in as')), bot.lines);
    const taken = { ...gameAccount(sim, 'Taken'), id: 'ivo-record' };
    expect(await wouldHold(guard, taken, 'other-record')).toBe(true);

    pool.for(taken).refresh(taken);
    await until('the bot waits for the new name', () => bot.lines.includes(HELD), bot.lines);
    expect(await wouldHold(guard, before, 'someone-else')).toBe(true);
    expect(sim.sessions(before.username).live).toBe(0);
    expect(bot.lines.filter((l) => l.startsWith('Logged in as'))).toHaveLength(1);
    await bot.stop();
  },
  GAME_BOT_TEST_MS,
);
