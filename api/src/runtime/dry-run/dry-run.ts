/**
 * The dry run's own process: a player's script for one game hour against a fresh local game server
 * (the simulator, sped up) with a throwaway account made for the run, never one of the player's. Reads
 * `{ source }` as JSON on stdin; writes each console line as a JSON line on stdout, then `{ done }`.
 * Started by dry-run-process.ts; a process of its own so a run cannot weigh on the API, and is killed
 * whole when it overstays. The one file of the API outside tests that imports the simulator
 * (scripts/lib/boundaries.ts): a dry run is the simulator put to work for a player.
 */
import { zoneOf } from '@shared/game';
import { loginFields, newDeviceId } from '@shared/game-wire/login';
import { DRY_RUN_TIME_SCALE } from '@shared/scripts/api';
import { scriptLines } from '@shared/bot-lines/script.messages';
import { said, type Said } from '@shared/i18n/said';
import type { LineMessage } from '@shared/console';
import { startSimulator } from '../../../../simulator/server';
import { ATTACK_SPACING_MS, MAX_REQUESTS_PER_SECOND } from '../../../../simulator/core/rules';
import { runBot } from '../bot-run';
import { SessionPool } from '../session-pool';
import type { AccountSpec, BotSpec } from '../types';

/** A line of the dry run: its English, and its message (shared/src/i18n/said.ts) for a reader in another language. */
export type DryRunLine = { gameSeconds: number; text: string; level: string; message?: LineMessage };

const GAME_HOUR_MS = 3_600_000;

async function main(): Promise<void> {
  const { source } = JSON.parse(await Bun.stdin.text()) as { source: string };
  const realMs = GAME_HOUR_MS / DRY_RUN_TIME_SCALE;
  // The live game's real-time limits, compressed with its clock: an attack every 4 s and 10 requests a
  // second live are an attack every 4 s / scale and 10 × scale requests a second here, so the hour plays
  // as a live hour would, only faster.
  const sim = await startSimulator({
    port: 0,
    hostname: '127.0.0.1',
    seed: Math.floor(Math.random() * 1e9),
    timeScale: DRY_RUN_TIME_SCALE,
    attackSpacingMs: ATTACK_SPACING_MS / DRY_RUN_TIME_SCALE,
    maxRequestsPerSecond: MAX_REQUESTS_PER_SECOND * DRY_RUN_TIME_SCALE,
    checkOrigin: false,
  });
  const started = Date.now();
  const write = (text: string, level: string, message: LineMessage | undefined) => {
    const gameSeconds = Math.round(((Date.now() - started) * DRY_RUN_TIME_SCALE) / 1000);
    process.stdout.write(`${JSON.stringify({ gameSeconds, text, level, ...(message && { message }) } satisfies DryRunLine)}\n`);
  };
  const say = (line: Said, level = 'info') => write(line.text, level, line.message);
  const username = `DryRun${crypto.randomUUID().slice(0, 8)}`;
  const account: AccountSpec = {
    id: username,
    server: 'INT1',
    zone: zoneOf('INT1'),
    username,
    password: crypto.randomUUID(),
    gameUrl: sim.url,
    proxy: null,
    yieldMinutes: 15,
    loginToken: null,
    deviceId: newDeviceId(),
  };
  sim.world.login(account.zone, loginFields(username, { password: account.password }, { deviceId: account.deviceId }));
  // The player's pacing, in game time: a step every 4–12 game seconds, as the template's defaults.
  const spec: BotSpec = {
    botId: 'dry-run',
    botName: 'Dry run',
    templateId: 'custom-script',
    settings: { scriptId: '', scriptVersion: 0, keepAtHome: 0, minDelaySeconds: 4, maxDelaySeconds: 12, breakEveryMinutes: 0, breakMinutes: 5 },
    secrets: {},
    account,
    script: { id: 'dry-run', name: 'Dry run', version: 1, source, state: '{}' },
  };
  const paceScale = 1 / DRY_RUN_TIME_SCALE;
  const sessions = new SessionPool({ paceScale });
  const abort = new AbortController();
  say(said(scriptLines, 'dryRunStart', { speed: String(DRY_RUN_TIME_SCALE), username }));
  const run = runBot(
    spec,
    sessions.for(account),
    { log: (line, note, message) => write(line, note?.level ?? 'info', message), notify: () => {}, online: () => {} },
    abort.signal,
    { paceScale },
  );
  const timer = setTimeout(() => abort.abort(), realMs);
  await run.catch((err: unknown) => say(said(scriptLines, 'dryRunStopped', { reason: err instanceof Error ? err.message : String(err) }), 'error'));
  clearTimeout(timer);
  say(said(scriptLines, 'dryRunOver'));
  await sim.stop();
  process.stdout.write(`${JSON.stringify({ done: true })}\n`);
  process.exit(0);
}

if (import.meta.main) void main();
