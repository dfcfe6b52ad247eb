/**
 * Custom Script against the real game server: a script attacks a baron camp through the API and the loot
 * arrives in the game's castle, its state is kept with the bot; and scripts that try a way out each stop
 * with a console line while the account's one session plays on (another bot on it keeps working, the
 * game saw one login).
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { SCRIPT_LIBRARY } from '@shared/scripts/library';
import { startSimulator } from '../../../../simulator/server';
import { botSpec, gameAccount, readIn, startGameBot, until, GAME_BOT_TEST_MS } from '../../../test/game-bots';
import { BOMB_STOP_LINE, SCRIPT_BOMBS } from '../../../test/script-bombs';
import { runBot } from '../bot-run';
import { SessionPool } from '../session-pool';
import type { BotSpec } from '../types';

const sim = await startSimulator({ port: 0, seed: 21, timeScale: 3600, raidChancePerHour: 0, attackSpacingMs: 0 });
afterAll(() => sim.stop());
const sessions = new SessionPool({ paceScale: 0.01, pacing: { attackGapMs: 0, mapTilesPerSecond: 1e9 } });

function scriptBot(spec: BotSpec, source: string, name = 'Test script'): BotSpec {
  return {
    ...spec,
    templateId: 'custom-script',
    settings: { ...spec.settings, scriptId: 'a'.repeat(24), scriptVersion: 0, keepAtHome: 0 },
    script: { id: 'a'.repeat(24), name, version: 1, source, state: '{"attacks":2}' },
  };
}

describe('a script plays through the API', () => {
  test('the library’s baron farmer attacks the nearest camp, the loot arrives, and its state is kept', async () => {
    // A fixed name puts the castle where its nearest camps fall to the script's 50 soldiers (seed 21): with a
    // random one, a castle among level-25 camps lost every fight and no loot ever came (CI saw it).
    const account = gameAccount(sim, 'Scr', 'ScrNearestBaron');
    const spec = scriptBot(botSpec(account, 'custom-script', {}), SCRIPT_LIBRARY[0]!.source, 'Nearest baron');
    const player = () => sim.world.player(account.zone, account.username)!;
    const main = player().castles.find((c) => c.kingdom === 'green')!;
    main.troops = 400;
    const woodBefore = main.resources.wood;
    const lines: string[] = [];
    const states: string[] = [];
    const abort = new AbortController();
    const run = runBot(
      spec,
      sessions.for(account),
      { log: (l) => lines.push(l), notify: () => {}, online: () => {}, scriptState: (s) => states.push(s) },
      abort.signal,
      { paceScale: 0.01 },
    );
    try {
      await until('an attack', () => lines.some((l) => l.startsWith('Attacking the level')), lines);
      expect(lines).toContain('Running the script "Nearest baron" (version 1).');
      // The script's own line, then ours saying what the game did; the count went on from the kept state.
      expect(lines).toContainEqual(expect.stringMatching(/^Script: Attack 3: the level \d+ camp at \d+:\d+\.$/));
      expect(JSON.parse(states[0]!)).toEqual({ attacks: 3 });
      await until('the army home with loot', () => lines.some((l) => l.startsWith('Army home with loot:')), lines);
      expect(Object.keys(player().victories).length).toBeGreaterThanOrEqual(1);
      expect(main.resources.wood).toBeGreaterThan(woodBefore);
    } finally {
      abort.abort();
      await run.catch(() => {});
    }
  }, 30_000);

  test(
    'an attack on a place that is not on the map is left out with a line; bad calls are told',
    async () => {
      const account = gameAccount(sim, 'Scr');
      const source = `export function step(api) { api.attack({ x: 1, y: 1 }, 10); api.recruit(2.5); api.wait(3600); }`;
      const bot = startGameBot(sessions, scriptBot(botSpec(account, 'custom-script', {}), source));
      try {
        await until('the lines', () => bot.lines.some((l) => l.startsWith('Nothing to attack at 1:1')), bot.lines);
        expect(bot.lines).toContain('api.recruit needs a whole number from 1 to 1,000; left out.');
        expect(sim.world.player(account.zone, account.username)!.castles.find((c) => c.kingdom === 'green')!.troops).toBe(200);
      } finally {
        await bot.stop();
      }
    },
    GAME_BOT_TEST_MS,
  );
});

describe('ways out stop the script, never the session', () => {
  const attempts: Array<{ what: string; source: string; line: RegExp }> = [
    {
      what: 'network',
      source: `export async function step() { await fetch('http://127.0.0.1/'); }`,
      line: /^The script stopped: ReferenceError in a step: 'fetch' is not defined/,
    },
    {
      what: 'file system',
      source: `export function step() { require('fs').writeFileSync('/tmp/x', 'y'); }`,
      line: /^The script stopped: ReferenceError in a step: 'require' is not defined/,
    },
    {
      what: 'prototype pollution',
      source: `export function step() { Object.prototype.hacked = 1; ({}).constructor.constructor('return process')().exit(); }`,
      line: /^The script stopped: ReferenceError in a step: 'process' is not defined/,
    },
    { what: 'an endless loop', source: `export function step() { for (;;) {} }`, line: /^The script stopped: a step ran longer than its 100 ms budget/ },
    {
      what: 'a memory bomb',
      source: `export function step() { const a = []; for (;;) a.push(new Array(100000).fill(1)); }`,
      line: /^The script stopped: a step needed more than its 8 MiB of memory/,
    },
    // One QuickJS call the interrupt never reaches: its process is killed from outside.
    { what: 'a huge BigInt made text', source: SCRIPT_BOMBS.bigint, line: /^The script stopped: a step used more than its 100 ms of CPU time and was ended\./ },
    { what: 'a regex that backtracks', source: SCRIPT_BOMBS.regex, line: BOMB_STOP_LINE },
    { what: 'JSON of a deep nesting', source: SCRIPT_BOMBS.json, line: BOMB_STOP_LINE },
    { what: 'a long sort', source: SCRIPT_BOMBS.sort, line: BOMB_STOP_LINE },
  ];

  test.each(attempts)(
    '$what',
    async ({ source, line }) => {
      const account = gameAccount(sim, 'Esc');
      // A guard on the same account: the session is shared, and it must go on serving it.
      const guard = startGameBot(sessions, botSpec(account, 'attack-guard', { minAttackers: 1, checkEverySeconds: 1 }));
      const script = startGameBot(sessions, scriptBot(botSpec(account, 'custom-script', {}), source));
      try {
        // As long as the host's own ceilings allow on a loaded machine: its start (15 s) and one answer (10 s).
        await until('the stop line', () => script.lines.some((l) => line.test(l)), script.lines, 30_000);
        expect(script.lines.find((l) => line.test(l))).toEndWith('Fix it and save a new version: the bot runs it then.');
        expect(script.alerts.map((a) => a.message)).toContainEqual(expect.stringContaining('the script "Test script" stopped.'));
        const stopped = script.alerts.find((a) => a.message.includes('the script "Test script" stopped.'))!;
        expect(readIn('de', stopped.message, stopped.said)).toContain('Das Skript „Test script“ wurde gestoppt.');
        expect(({} as Record<string, unknown>).hacked).toBeUndefined();
        // The session plays on: one login, still live, and the guard still checks.
        const checks = guard.lines.length;
        await until('the guard on', () => guard.lines.length > checks || sim.sessions(account.username).live === 1, guard.lines);
        expect(sim.sessions(account.username)).toMatchObject({ live: 1, logins: 1, replaced: 0 });
        // The script is not run again until a new version comes.
        const said = script.lines.length;
        await Bun.sleep(300);
        expect(script.lines.slice(said).filter((l) => l.startsWith('The script stopped'))).toEqual([]);
      } finally {
        await script.stop();
        await guard.stop();
      }
    },
    45_000,
  );
});
