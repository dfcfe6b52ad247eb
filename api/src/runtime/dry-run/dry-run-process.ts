/**
 * Starts a dry run (dry-run.ts) in a process of its own and collects its console: at most a few at once
 * per API instance, each killed if it overstays its game hour by more than a margin.
 */
import { DRY_RUN_TIME_SCALE } from '@shared/scripts/api';
import type { DryRunLine } from './dry-run';
import { readLineMessage } from '@shared/console';
import { takingTurns } from '../script/turns';

export type DryRunResult = { lines: DryRunLine[]; gameMinutes: number; cutShort: boolean };

/** Runs at once per API instance; more wait for a turn (each is a game server and a bot for 30 s). */
const AT_ONCE = 2;
const MAX_LINES = 2_000;
/** Real time a run may take past its game hour (its start, the server's start, the logout). */
const MARGIN_MS = 15_000;

const turn = takingTurns(AT_ONCE);

export async function runDryRun(source: string): Promise<DryRunResult> {
  const done = await turn();
  try {
    const child = Bun.spawn([process.execPath, new URL('./dry-run.ts', import.meta.url).pathname], {
      stdin: 'pipe',
      stdout: 'pipe',
      stderr: 'ignore',
      env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
    });
    child.stdin.write(JSON.stringify({ source }));
    await child.stdin.end();
    const killer = setTimeout(() => child.kill(9), 3_600_000 / DRY_RUN_TIME_SCALE + MARGIN_MS);
    const lines: DryRunLine[] = [];
    let finished = false;
    let rest = '';
    const decoder = new TextDecoder();
    for await (const chunk of child.stdout) {
      rest += decoder.decode(chunk, { stream: true });
      let cut: number;
      while ((cut = rest.indexOf('\n')) >= 0) {
        const text = rest.slice(0, cut);
        rest = rest.slice(cut + 1);
        try {
          const item = JSON.parse(text) as DryRunLine | { done: true };
          if ('done' in item) finished = true;
          else if (lines.length < MAX_LINES) {
            // A message that does not read as one is left out: the line keeps its English.
            const message = readLineMessage(item.message);
            lines.push({ gameSeconds: item.gameSeconds, text: item.text, level: item.level, ...(message && { message }) });
          }
        } catch {
          // Not one of ours (a library writing to stdout): not the player's console.
        }
      }
    }
    await child.exited;
    clearTimeout(killer);
    const last = lines.at(-1)?.gameSeconds ?? 0;
    return { lines, gameMinutes: Math.round(last / 60), cutShort: !finished };
  } finally {
    done();
  }
}
