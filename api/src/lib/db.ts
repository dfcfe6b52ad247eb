/**
 * The database connection. Indexes are built by us at start-up (autoIndex off), so a failing index is a
 * loud start-up error rather than a silent background failure. Only features MongoDB 8 and FerretDB
 * share are used (see the README).
 */
import mongoose from 'mongoose';
import { log } from './logger';

mongoose.set('autoIndex', false);
mongoose.set('strictQuery', true);

export async function connectDatabase(uri: string): Promise<typeof mongoose> {
  const conn = await mongoose.connect(uri, { serverSelectionTimeoutMS: 10_000, autoCreate: true });
  await syncIndexes();
  log.info('database connected', { database: conn.connection.name });
  return conn;
}

export async function syncIndexes(): Promise<void> {
  for (const model of Object.values(mongoose.models)) {
    await model.createCollection().catch((err: { codeName?: string }) => {
      if (err.codeName !== 'NamespaceExists') throw err;
    });
    await model.syncIndexes();
  }
}

export async function disconnectDatabase(): Promise<void> {
  await mongoose.disconnect();
}

export type DatabaseHealth = { state: 'up' | 'down'; latencyMs: number | null };

export async function databaseHealth(): Promise<DatabaseHealth> {
  const db = mongoose.connection.db;
  if (mongoose.connection.readyState !== 1 || !db) return { state: 'down', latencyMs: null };
  const started = performance.now();
  try {
    await db.admin().ping();
    return { state: 'up', latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch {
    return { state: 'down', latencyMs: null };
  }
}

/** Whether a write failed on a unique index (MongoDB and FerretDB both answer code 11000). */
export function isDuplicateKey(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: number }).code === 11000;
}
