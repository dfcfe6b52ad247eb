/**
 * The database connection. Indexes are built by us at start-up (autoIndex off), so a failing index is a
 * loud start-up error rather than a silent background failure. Only features MongoDB 8 and FerretDB
 * share are used (docs/architecture.md, docs/scale.md).
 */
import './driver-on-bun';
import mongoose from 'mongoose';
import { addContainmentIndexes } from './embedded-indexes';
import { DatabaseUnavailableError } from './errors';
import { log } from './logger';
import { monitorCommands } from './metrics/database';
import { metricsOn } from './metrics/switch';
import { isStorageUnreachable } from './storage-errors';

mongoose.set('autoIndex', false);
mongoose.set('strictQuery', true);
// While the database is unreachable an operation fails within about a second (and the request is a
// 503, see isDatabaseUnavailable) instead of waiting 10 s for a server or hanging on a frozen one.
// waitQueueTimeoutMS: waiting for a pooled connection is bounded too (the driver's default is for ever),
// generously: under a burst (50 sign-ups at once) connections open two at a time and 800 ms was too short.
mongoose.set('bufferTimeoutMS', 800);
// maxPoolSize: the driver's default, said here because the embedded FerretDB's own pool of PostgreSQL
// connections must stay above it (scripts/lib/ferretdb.ts: at or below, a burst of updates deadlocks it).
const DRIVER_TIMEOUTS = {
  serverSelectionTimeoutMS: 800,
  heartbeatFrequencyMS: 2_000,
  socketTimeoutMS: 10_000,
  connectTimeoutMS: 5_000,
  waitQueueTimeoutMS: 10_000,
  maxPoolSize: 100,
};

/** `monitor`: every command timed (lib/metrics/database.ts; METRICS=off turns it off). */
export async function connectDatabase(uri: string, { attempts = 20, monitor = metricsOn() } = {}): Promise<typeof mongoose> {
  // The first connection may race the database's own start (a restart by its process keeper, scripts/lib/process-keeper.ts): try for a while.
  let conn: typeof mongoose | undefined;
  for (let attempt = 1; !conn; attempt++) {
    try {
      conn = await mongoose.connect(uri, { ...DRIVER_TIMEOUTS, autoCreate: true, monitorCommands: monitor });
    } catch (err) {
      if (attempt >= attempts || !isDatabaseUnavailable(err)) throw err;
      await Bun.sleep(500);
    }
  }
  if (monitor) monitorCommands(conn.connection.getClient());
  await syncIndexes();
  // The embedded FerretDB over PostgreSQL (the launcher says where its PostgreSQL is): indexes its
  // filters can use. An optimisation only: a failure is logged and the API runs on.
  const postgresUrl = process.env.EMBEDDED_POSTGRES_URL;
  if (postgresUrl) {
    await addContainmentIndexes(postgresUrl, conn.connection.name).catch((err) =>
      log.error('could not add the embedded database indexes', { error: String(err) }),
    );
  }
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

/** Pings the database; a database that does not answer within `timeoutMs` (killed, frozen) is down. */
export async function databaseHealth(timeoutMs = 1_000): Promise<DatabaseHealth> {
  const db = mongoose.connection.db;
  if (mongoose.connection.readyState !== 1 || !db) return { state: 'down', latencyMs: null };
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const answered = await Promise.race([
      db
        .admin()
        .ping()
        .then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
    ]);
    return answered ? { state: 'up', latencyMs: Math.round((performance.now() - started) * 10) / 10 } : { state: 'down', latencyMs: null };
  } catch {
    return { state: 'down', latencyMs: null };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Far under the driver's 10 s socket timeout, far over a read on a loaded machine (CI saw a sign-up's
 * read pass 2 s with four test shards sharing two cores and one database).
 */
const DEADLINE_MS = 4_000;

/**
 * A read that must not hang: on Bun, an operation written to a pooled connection in the instant the
 * database is killed could stay unanswered for ever (measured: still pending after 14 s with socketTimeoutMS
 * 10 s and timeoutMS 3 s). driver-on-bun.ts fixes the cause we found (a write waiting for 'drain'); the
 * session check keeps this deadline as a guard, so a request in flight at that instant is a 503, never a hang.
 */
export async function withDeadline<T>(operation: Promise<T>, ms = DEADLINE_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([operation, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new DatabaseUnavailableError()), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

const UNAVAILABLE_ERRORS = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
  'MongoPoolClosedError',
  'MongoWaitQueueTimeoutError',
]);

/**
 * Whether an error means the database could not be reached (as opposed to refusing the operation): the
 * driver's own word for a server it cannot reach (FerretDB killed or restarting), or the embedded FerretDB's
 * for its PostgreSQL (storage-errors.ts).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { name, message } = err as { name?: string; message?: string };
  if (name && UNAVAILABLE_ERRORS.has(name)) return true;
  if (isStorageUnreachable(err)) return true;
  // A bulk write wraps the driver's own error (FerretDB away: server selection, the network) in a
  // MongoBulkWriteError without a code; the driver's error is its errorResponse (mongodb 7, bulk/common.js).
  const inner = (err as { errorResponse?: unknown }).errorResponse;
  if (name === 'MongoBulkWriteError' && inner instanceof Error && inner !== err) return isDatabaseUnavailable(inner);
  // Mongoose's own queue while it has no connection: "Operation `users.findOne()` buffering timed out".
  return name === 'MongooseError' && /buffering timed out|before initial connection|Client must be connected/.test(message ?? '');
}

/** Whether a write failed on a unique index (MongoDB and FerretDB both answer code 11000). */
export function isDuplicateKey(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: number }).code === 11000;
}
