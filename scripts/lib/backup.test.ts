/**
 * Backups that restore, on the embedded database `npm start` runs (FerretDB over PostgreSQL, in a data
 * folder of the test's own): a backup taken while it serves, then data changed, added and deleted, then the
 * restore (refused while it runs), and everything is as it was at the backup, indexes included.
 */
import { afterAll, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import mongoose from 'mongoose';
import { startFerretDB } from './ferretdb';
import { backupEmbedded, backupSchedule, clusterDir, listBackups, pruneBackups, restoreEmbedded, runningPort } from './backup';

const scratch = mkdtempSync(join(tmpdir(), 'castellan-backup-'));
const dataDir = join(scratch, 'data');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Every document of every collection, by collection, sorted: what "as it was" means. */
async function everything(uri: string): Promise<Record<string, unknown[]>> {
  const client = await new mongoose.mongo.MongoClient(uri).connect();
  try {
    const db = client.db();
    const out: Record<string, unknown[]> = {};
    for (const { name } of (await db.listCollections().toArray()).sort((a, b) => a.name.localeCompare(b.name))) {
      out[name] = await db.collection(name).find({}).sort({ _id: 1 }).toArray();
    }
    return out;
  } finally {
    await client.close();
  }
}

test('backed up while serving, then changed and deleted, restored: everything as it was, the unique index too', async () => {
  let db = await startFerretDB(join(dataDir, 'db'), 'castellan');
  const client = await new mongoose.mongo.MongoClient(db.uri).connect();
  const users = client.db().collection<{ _id: string; email: string; plan: string; at?: Date }>('users');
  await users.createIndex({ email: 1 }, { unique: true });
  await users.insertMany(
    Array.from({ length: 50 }, (_, i) => ({
      _id: `u${i}`,
      email: `p${i}@example.com`,
      plan: i % 3 ? 'starter' : 'premium',
      at: new Date(1_700_000_000_000 + i),
    })),
  );
  await client
    .db()
    .collection('bots')
    .insertOne({ _id: 'b1' as never, name: 'Farmer', settings: { level: 20, names: ['a', 'b'] } });
  const before = await everything(db.uri);

  const file = await backupEmbedded(dataDir);
  expect(listBackups(join(dataDir, 'backups'))).toEqual([file]);
  // Only the product's own user may read a dump, or list the folder.
  expect([statSync(join(dataDir, 'backups')).mode & 0o777, statSync(file).mode & 0o777]).toEqual([0o700, 0o600]);

  await users.updateMany({}, { $set: { plan: 'gone' } });
  await users.deleteMany({ _id: { $in: ['u1', 'u2', 'u3'] } });
  await users.insertOne({ _id: 'later', email: 'later@example.com', plan: 'plus' });
  await client.db().collection('bots').drop();
  await client.close();
  expect(await everything(db.uri)).not.toEqual(before);

  // Not while it runs: FerretDB would serve tables that are no longer there.
  expect(runningPort(clusterDir(dataDir))).toBeGreaterThan(0);
  await expect(restoreEmbedded(dataDir, file)).rejects.toThrow('Castellan is running on this data folder: stop it');
  await db.stop();

  await restoreEmbedded(dataDir, file);
  db = await startFerretDB(join(dataDir, 'db'), 'castellan');
  try {
    expect(await everything(db.uri)).toEqual(before);
    const again = await new mongoose.mongo.MongoClient(db.uri).connect();
    const duplicate = await again
      .db()
      .collection('users')
      .insertOne({ _id: 'dup' as never, email: 'p0@example.com' })
      .catch((err: { code?: number }) => err.code);
    await again.close();
    expect(duplicate).toBe(11000);
  } finally {
    await db.stop();
  }
}, 120_000);

test('a damaged backup is refused and leaves the data as it was', async () => {
  const damaged = join(scratch, 'castellan-2026-01-01T00-00-00-000Z.dump');
  writeFileSync(damaged, 'PGDMP this is not a dump');
  const db = await startFerretDB(join(dataDir, 'db'), 'castellan');
  const before = await everything(db.uri);
  await db.stop();
  await expect(restoreEmbedded(dataDir, damaged)).rejects.toThrow('pg_restore');
  const after = await startFerretDB(join(dataDir, 'db'), 'castellan');
  try {
    expect(await everything(after.uri)).toEqual(before);
  } finally {
    await after.stop();
  }
}, 120_000);

test('retention keeps the newest; the schedule reads its settings and refuses wrong ones', () => {
  const dir = join(scratch, 'retention');
  mkdirSync(dir, { recursive: true });
  for (const day of ['01', '02', '03', '04']) writeFileSync(join(dir, `castellan-2026-11-${day}T03-00-00-000Z.dump`), 'x');
  {
    expect(pruneBackups(dir, 2).map((f) => basename(f))).toEqual(['castellan-2026-11-01T03-00-00-000Z.dump', 'castellan-2026-11-02T03-00-00-000Z.dump']);
    expect(listBackups(dir).map((f) => basename(f))).toEqual(['castellan-2026-11-03T03-00-00-000Z.dump', 'castellan-2026-11-04T03-00-00-000Z.dump']);
    expect(backupSchedule({})).toEqual({ everyMs: 86_400_000, keep: 7 });
    expect(backupSchedule({ BACKUPS: 'off' })).toBeNull();
    expect(backupSchedule({ BACKUP_EVERY_HOURS: '6', BACKUP_KEEP: '28' })).toEqual({ everyMs: 21_600_000, keep: 28 });
    expect(() => backupSchedule({ BACKUP_KEEP: '0' })).toThrow('BACKUP_KEEP must be a whole number of backups from 1, not "0".');
  }
});
