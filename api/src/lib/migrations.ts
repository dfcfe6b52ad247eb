/**
 * Changes to stored data that the code of a release needs before it serves: each has an id and runs once
 * per database, recorded in the `migrations` collection when it has finished. An API awaits them before it
 * listens (index.ts), so what it reads is already in the shape it expects.
 *
 * A migration may be cut off at any point (a kill, a lost database) and is then run again from the start
 * at the next start, and two instances starting together may run it at the same time: so each must be
 * idempotent document by document, and give every document the same result whichever run writes it
 * (lib/plan-ids.ts marks each document it changes in the same write).
 */
import mongoose, { type Connection } from 'mongoose';
import { log } from './logger';

/** `run` is given the database to change (the API's own; a test's apart), and says how many documents it changed, by kind. */
export type Migration = { id: string; run: (db: Connection) => Promise<Record<string, number>> };

/** Runs the migrations of `list` not yet recorded, in order; returns the ids it ran. */
export async function runMigrations(list: readonly Migration[], db: Connection = mongoose.connection): Promise<string[]> {
  const applied = db.collection<{ _id: string; appliedAt: Date; changed: Record<string, number> }>('migrations');
  const ran: string[] = [];
  for (const migration of list) {
    if (await applied.findOne({ _id: migration.id })) continue;
    const started = performance.now();
    const changed = await migration.run(db);
    // An upsert: another instance that ran it too may have recorded it first; either record says the same.
    await applied.updateOne({ _id: migration.id }, { $setOnInsert: { appliedAt: new Date(), changed } }, { upsert: true });
    log.info('migration applied', { migration: migration.id, ms: Math.round(performance.now() - started), ...changed });
    ran.push(migration.id);
  }
  return ran;
}
