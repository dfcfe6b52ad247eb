/**
 * What the simulator's wire tests share: one simulator per test file (started before its tests,
 * stopped after them), a player logged in by name, a player's record in the world, a command of one
 * of shared/src/game-wire's typed read tables with its answer typed as the table says, and the mail the
 * server pushes.
 */
import { afterAll, beforeAll } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MailRow } from '@shared/game-wire/client-reads';
import { encodeCommand, parseReply } from '@shared/game-wire/protocol';
import { saveState } from './session/persistence';
import { startSimulator, type Simulator, type SimulatorOptions } from './server';
import { TestClient } from './test-client';

/**
 * The file's simulator in `zone`. `sim` stands for the started server (reading it before the file's
 * first test throws), so a test file reads `sim.world` as if it had started the server itself.
 */
export function fileSimulator(zone: string, options: SimulatorOptions) {
  let started: Simulator | undefined;
  beforeAll(async () => {
    started = await startSimulator(options);
  });
  afterAll(() => started?.stop());
  const running = (): Simulator => {
    if (!started) throw new Error('the simulator is read before the test file started it');
    return started;
  };
  const sim = new Proxy({} as Simulator, {
    get(_, key) {
      const value = Reflect.get(running(), key);
      return typeof value === 'function' ? value.bind(running()) : value;
    },
  });
  return {
    sim,
    login: (name: string) => TestClient.ready(running().url, zone, { name, password: 'pw' }),
    record: (name: string) => running().world.player(zone, name)!,
  };
}

/** `ask(client, command, payload)` for the read table `R` in `zone`: the reply's code and its typed payload. */
export function askIn<R extends { [K in keyof R]: { req: unknown; res: unknown } }>(zone: string) {
  return async <K extends keyof R & string>(c: TestClient, command: K, payload: R[K]['req']) => {
    const reply = await c.command(zone, command, payload);
    return { result: reply.result, payload: reply.payload as R[K]['res'] & { error?: string } };
  };
}

/**
 * Sends `gli` and returns the `sne` rows the server pushed before answering it: the catch-up that
 * decides what happened since the last command (fights, spies landing) runs first.
 */
export async function pushedMail(c: TestClient, zone: string): Promise<MailRow[]> {
  c.send(encodeCommand(zone, 'gli', {}));
  const rows: MailRow[] = [];
  for (;;) {
    const reply = parseReply(await c.next())!;
    if (reply.command === 'sne') rows.push(...(reply.payload as { MSG: MailRow[] }).MSG);
    if (reply.command === 'gli') return rows;
  }
}

/**
 * A restart of the game server: `sim`'s world saved to a file and a second server started from it with
 * `options`, handed to `check`; stopped after, and its file removed.
 */
export async function startedFromSave(sim: Simulator, options: SimulatorOptions, check: (again: Simulator) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'simulator-restart-'));
  const stateFile = join(dir, 'world.json');
  saveState(stateFile, sim.world);
  const again = await startSimulator({ ...options, stateFile, saveIntervalMs: 3_600_000, maxRequestsPerSecond: 1000, raidChancePerHour: 0 });
  try {
    await check(again);
  } finally {
    await again.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
