/**
 * The console hub while its database is away: killed with SIGKILL (the supervisor brings it back on the
 * same port) or frozen (SIGSTOP). Lines written meanwhile wait in memory and are all saved, once each, in
 * order; the log says so once when saving stops working and once when it works again.
 * CONSOLE_OUTAGE_SECONDS (default 3) sets how long the killed database stays away, to measure longer ones.
 * This file points the process's mongoose connection at a database of its own for its duration.
 */
import { afterAll, beforeAll, expect, spyOn, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { startFerretDB, type Database } from '../../../../../scripts/lib/ferretdb';
import { connectDatabase, databaseHealth } from '../../../lib/db';
import { log } from '../../../lib/logger';
import { ConsoleHub } from './hub';
import { ConsoleLineModel } from './line.model';

const OUTAGE_MS = Number(process.env.CONSOLE_OUTAGE_SECONDS ?? 3) * 1000;
const scratch = mkdtempSync(join(tmpdir(), 'castellan-console-outage-'));
const supervisorLines: string[] = [];
let db: Database;

beforeAll(async () => {
  // The supervisor's first wait is the outage: the database is back OUTAGE_MS (plus its start) after the kill.
  db = await startFerretDB(join(scratch, 'db'), 'console_outage', { log: (line) => supervisorLines.push(line), firstBackoffMs: OUTAGE_MS });
  await mongoose.disconnect();
  await connectDatabase(db.uri);
});

afterAll(async () => {
  await mongoose.disconnect();
  await db.stop();
  rmSync(scratch, { recursive: true, force: true });
  await connectDatabase(process.env.MONGODB_URI!);
});

async function savedTexts(botId: string): Promise<string[]> {
  return (await ConsoleLineModel.find({ botId }).sort({ lineId: 1 }).lean()).map((l) => l.text);
}

const messages = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map(([msg]) => msg);

test('a frozen database: a flush gives up at its deadline instead of hanging, and the lines are saved once it answers', async () => {
  const hub = new ConsoleHub({ flushMs: 3_600_000, writeDeadlineMs: 500 });
  const errors = spyOn(log, 'error');
  try {
    hub.append('frozen-bot', 'before');
    await hub.flush();
    process.kill(db.supervised.proc.pid, 'SIGSTOP');
    for (let i = 1; i <= 10; i++) hub.append('frozen-bot', `frozen ${i}`);
    const started = performance.now();
    await hub.flush();
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(hub.pendingCount()).toBe(10);
    process.kill(db.supervised.proc.pid, 'SIGCONT');
    // The frozen try may still land when the database wakes: the retry takes those lines as written.
    const deadline = performance.now() + 15_000;
    while (hub.pendingCount() && performance.now() < deadline) await hub.flush();
    expect(await savedTexts('frozen-bot')).toEqual(['before', ...Array.from({ length: 10 }, (_, i) => `frozen ${i + 1}`)]);
    expect(messages(errors).filter((m) => m === 'console lines cannot be saved; keeping them in memory until the database is back')).toHaveLength(1);
  } finally {
    process.kill(db.supervised.proc.pid, 'SIGCONT');
    errors.mockRestore();
    await hub.close();
  }
}, 30_000);

test('kill -9 of the database: every line appended during the outage is saved once, in order; one log line each way', async () => {
  const hub = new ConsoleHub({ flushMs: 200, burst: 10_000 });
  const errors = spyOn(log, 'error');
  const infos = spyOn(log, 'info');
  const botId = 'killed-db-bot';
  let appended = 0;
  let duringOutage = 0;
  try {
    for (let i = 0; i < 20; i++) hub.append(botId, `line ${++appended}`);
    await hub.flush();
    const readers = new ConsoleHub({ flushMs: 3_600_000 });
    // A bot writing 20 lines a second throughout, while the hub tries to save every 200 ms.
    let backAt = 0;
    const bot = setInterval(() => {
      hub.append(botId, `line ${++appended}`);
      if (!backAt) duringOutage++;
    }, 50);
    const killedAt = performance.now();
    try {
      db.supervised.proc.kill('SIGKILL');
      // A reader opening the console while the database is away gets an error (within the read deadline,
      // not never), and a reader after it the history: the failed load is not remembered.
      await db.supervised.proc.exited;
      expect(await readers.history('reader-bot').then(() => 'read', () => 'failed')).toBe('failed');
      while (!backAt) {
        if ((await databaseHealth(500)).state === 'up') backAt = performance.now();
        else await Bun.sleep(100);
        expect(performance.now() - killedAt).toBeLessThan(OUTAGE_MS + 15_000);
      }
      await Bun.sleep(1_000);
    } finally {
      clearInterval(bot);
    }
    await hub.close();
    const saved = await savedTexts(botId);
    expect(saved).toEqual(Array.from({ length: appended }, (_, i) => `line ${i + 1}`));
    expect(messages(errors).filter((m) => m === 'console lines cannot be saved; keeping them in memory until the database is back')).toHaveLength(1);
    const recovered = infos.mock.calls.filter(([m]) => m === 'console lines saved again');
    expect(recovered).toHaveLength(1);
    expect(recovered[0]![1]).toMatchObject({ droppedOldest: 0 });
    expect(await readers.history('reader-bot')).toEqual([]);
    expect(supervisorLines[0]).toBe(`database stopped unexpectedly (signal SIGKILL); restarting in ${(OUTAGE_MS / 1000).toFixed(1)} s…`);
    expect(supervisorLines[1]).toMatch(/^database is back after \d+\.\d s\.$/);
    console.log(
      `console outage: ${supervisorLines[1]} reads answered after ${((backAt - killedAt) / 1000).toFixed(1)} s; ` +
        `${appended} lines appended (${duringOutage} while the database was away), ${saved.length} saved, ${appended - saved.length} lost`,
    );
  } finally {
    errors.mockRestore();
    infos.mockRestore();
    await hub.close();
  }
}, OUTAGE_MS + 40_000);
