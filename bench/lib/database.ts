/**
 * The database a benchmark runs against: the embedded FerretDB (over PostgreSQL, or SQLite with
 * EMBEDDED_DB=sqlite) by default, or the MongoDB at BENCH_MONGODB_URI (production runs MongoDB 8). On
 * MongoDB the run gets a database of its own, dropped at the end.
 */
import { join } from 'node:path';
import mongoose from 'mongoose';
import { startFerretDB } from '../../scripts/lib/ferretdb';

export type BenchDatabase = {
  uri: string;
  label: string;
  stop: () => Promise<void> /** The embedded FerretDB's PostgreSQL (EMBEDDED_POSTGRES_URL for the API). */;
  postgresUrl?: string;
};

/** `uri` with its database name replaced (hosts, credentials and options kept). */
export function withDatabaseName(uri: string, name: string): string {
  const match = /^(mongodb(?:\+srv)?:\/\/[^/?]+)\/?[^?]*(\?.*)?$/.exec(uri);
  if (!match) throw new Error(`BENCH_MONGODB_URI is not a mongodb:// or mongodb+srv:// address: ${uri}`);
  return `${match[1]}/${name}${match[2] ?? ''}`;
}

export async function benchDatabase(scratch: string, name: string): Promise<BenchDatabase> {
  const mongo = process.env.BENCH_MONGODB_URI;
  if (!mongo) {
    const db = await startFerretDB(join(scratch, 'db'), name);
    return {
      uri: db.uri,
      postgresUrl: db.storage?.url,
      label: db.backend === 'postgresql' ? 'embedded FerretDB/PostgreSQL' : 'embedded FerretDB/SQLite',
      stop: db.stop,
    };
  }
  const uri = withDatabaseName(mongo, `${name}_${Date.now().toString(36)}`);
  return {
    uri,
    label: 'MongoDB at BENCH_MONGODB_URI',
    async stop() {
      const conn = await mongoose.createConnection(uri).asPromise();
      await conn.dropDatabase();
      await conn.close();
    },
  };
}
