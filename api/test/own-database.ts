/**
 * Test files that point this process's mongoose connection at a database of their own (to kill or pause it)
 * hand it back to the shard's shared database when they end. Back it goes even when their own database
 * never started (a start slower than its hook's ceiling on a loaded machine): otherwise every later file in
 * the shard would run without a database and fail for a reason not its own.
 */
import type { Database } from '../../scripts/lib/ferretdb';
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
