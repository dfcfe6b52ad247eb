/**
 * Changes to stored data that the code of a release needs before it serves: each has an id and runs once
 * per database, recorded in the `migrations` collection when it has finished. An API awaits them before it
 * listens (index.ts), so what it reads is already in the shape it expects.
 *
 * Once across instances: a migration is taken by inserting its record as `running` (an insert on its `_id`,
 * which one of any number of instances wins); the others wait for it to be `applied` before they serve. A
 * holder that died (its hold lapsed) is taken over by one waiter (a conditional update), and a run that
 * failed gives its record back, so the next start runs it again.
 *
 * Written expand-then-contract (docs/architecture.md, "Upgrades"): a release adds what it needs beside
 * what the running release reads, and only a later release, once no instance of the old one runs, removes
 * the old. A migration may still be cut off at any point (a kill, a lost database) and then runs again from
 * the start, so each must be idempotent document by document (lib/plan-ids.ts marks each document it
 * changes in the same write).
 */
import mongoose, { type Connection } from 'mongoose';
import { log } from './logger';

/** `run` is given the database to change (the API's own; a test's apart), and says how many documents it changed, by kind. */
export type Migration = { id: string; run: (db: Connection) => Promise<Record<string, number>> };

/** How long a running migration holds its record before a waiter may take it over (its holder died). */
export const MIGRATION_HOLD_MS = 30 * 60_000;
/** How often a waiting instance looks whether the migration it waits for is applied. */
const WAIT_STEP_MS = 200;

type MigrationRecord = { _id: string; state?: 'running' | 'applied'; until?: Date; appliedAt?: Date; changed?: Record<string, number> };

/** Runs the migrations of `list` not yet applied, in order, each once across instances; returns the ids this instance ran. */
export async function runMigrations(list: readonly Migration[], db: Connection = mongoose.connection, now = () => Date.now()): Promise<string[]> {
  const records = db.collection<MigrationRecord>('migrations');
  const ran: string[] = [];
  for (const migration of list) {
    if (await takeOrWait(records, migration.id, now)) {
      await runTaken(records, migration, db);
      ran.push(migration.id);
    }
  }
  return ran;
}

/** True when this instance took the migration to run; false once another applied it. */
async function takeOrWait(records: mongoose.mongo.Collection<MigrationRecord>, id: string, now: () => number): Promise<boolean> {
  for (;;) {
    const record = await records.findOne({ _id: id });
    // Records from before the `state` field are applied ones.
    if (record && record.state !== 'running') return false;
    if (!record) {
      try {
        await records.insertOne({ _id: id, state: 'running', until: new Date(now() + MIGRATION_HOLD_MS) });
        return true;
      } catch (err) {
        if ((err as { code?: number }).code !== 11000) throw err;
        continue;
      }
    }
    if (record.until && record.until.getTime() <= now()) {
      const taken = await records.updateOne({ _id: id, state: 'running', until: record.until }, { $set: { until: new Date(now() + MIGRATION_HOLD_MS) } });
      if (taken.modifiedCount === 1) {
        log.warn('migration taken over: its holder stopped before it was applied', { migration: id });
        return true;
      }
    }
    await Bun.sleep(WAIT_STEP_MS);
  }
}

async function runTaken(records: mongoose.mongo.Collection<MigrationRecord>, migration: Migration, db: Connection): Promise<void> {
  const started = performance.now();
  let changed: Record<string, number>;
  try {
    changed = await migration.run(db);
  } catch (err) {
    // Given back: the next start (here or on another instance) runs it again from the start.
    await records.deleteOne({ _id: migration.id, state: 'running' }).catch(() => {});
    throw err;
  }
  await records.updateOne({ _id: migration.id }, { $set: { state: 'applied', appliedAt: new Date(), changed }, $unset: { until: '' } });
  log.info('migration applied', { migration: migration.id, ms: Math.round(performance.now() - started), ...changed });
}
