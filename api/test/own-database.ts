/**
 * Test files that point this process's mongoose connection at a database of their own (to kill or pause it)
 * hand it back to the shard's shared database when they end. Back it goes even when their own database
 * never started (a start slower than its hook's ceiling on a loaded machine): otherwise every later file in
 * the shard would run without a database and fail for a reason not its own.
 */
import { afterAll, beforeAll } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFerretDB, type Database, type DatabaseOptions } from '../../scripts/lib/ferretdb';
import { connectDatabase, disconnectDatabase } from '../src/lib/db';

/** How long a file's own FerretDB (and PostgreSQL) may take to start: seconds alone, tens at load 40. */
export const OWN_DATABASE_START_MS = 120_000;

export async function backToSharedDatabase(own: Database | undefined): Promise<void> {
  try {
    await disconnectDatabase();
    await own?.stop();
  } finally {
    await connectDatabase(process.env.MONGODB_URI!);
  }
}

/**
 * A FerretDB of the file's own (named `name`, in a scratch folder) that this process's connection uses
 * for the file's tests, handed back to the shared one after them and its folder removed. The returned
 * function gives the database once the file's tests run (to kill it, pause it, read its supervisor).
 */
export function ownDatabase(name: string, options: DatabaseOptions): () => Database {
  const scratch = mkdtempSync(join(tmpdir(), `castellan-${name}-`));
  let db: Database | undefined;
  beforeAll(async () => {
    db = await startFerretDB(join(scratch, 'db'), name, options);
    await disconnectDatabase();
    await connectDatabase(db.uri);
  }, OWN_DATABASE_START_MS);
  afterAll(async () => {
    await backToSharedDatabase(db);
    rmSync(scratch, { recursive: true, force: true });
  }, OWN_DATABASE_START_MS);
  return () => db!;
}
