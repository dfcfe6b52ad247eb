/**
 * Carries a data folder from the SQLite days over to PostgreSQL, once: when `dbDir` still holds
 * FerretDB's SQLite files, they are served by a FerretDB of their own for the copy, every database,
 * collection, document and index is written to `targetUri`'s server, the counts are compared, and the old
 * files move to `dbDir/sqlite-carried-over-<time>/` (kept, never deleted: the owner removes them when
 * they are content). A copy that fails leaves the old files where they were and the product does not
 * start; the next start copies again from the beginning (each database is emptied first).
 */
import { mkdirSync, readdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { startFerretDB } from './ferretdb';

const BATCH = 1_000;

/** FerretDB's SQLite files in `dbDir` (a database per `<name>.sqlite`, with its WAL and shared memory). */
function sqliteFiles(dbDir: string): string[] {
  try {
    return readdirSync(dbDir).filter((name) => /\.sqlite(-wal|-shm)?$/.test(name) || name === 'state.json');
  } catch {
    return [];
  }
}

export type CarriedOver = { databases: number; collections: number; documents: number; movedTo: string };

export async function carryOverSqlite(dbDir: string, targetUri: string, log: (line: string) => void = console.log): Promise<CarriedOver | null> {
  const files = sqliteFiles(dbDir);
  if (!files.some((name) => name.endsWith('.sqlite'))) return null;
  log(`database: carrying the SQLite data in ${dbDir} over to PostgreSQL (once)…`);
  const old = await startFerretDB(dbDir, 'admin', { backend: 'sqlite' });
  const from = new mongoose.mongo.MongoClient(old.uri);
  const to = new mongoose.mongo.MongoClient(targetUri);
  const totals = { databases: 0, collections: 0, documents: 0 };
  try {
    await Promise.all([from.connect(), to.connect()]);
    const { databases } = await from.db('admin').admin().listDatabases();
    for (const { name } of databases) {
      if (name === 'admin' || name === 'local' || name === 'config') continue;
      const source = from.db(name);
      const target = to.db(name);
      await target.dropDatabase();
      totals.databases++;
      for (const { name: collection } of await source.listCollections({}, { nameOnly: true }).toArray()) {
        totals.collections++;
        let batch: mongoose.mongo.Document[] = [];
        for await (const doc of source.collection(collection).find({})) {
          batch.push(doc);
          if (batch.length === BATCH) {
            await target.collection(collection).insertMany(batch, { ordered: true });
            batch = [];
          }
        }
        if (batch.length) await target.collection(collection).insertMany(batch, { ordered: true });
        const indexes = (await source.collection(collection).listIndexes().toArray()).filter((index) => index.name !== '_id_');
        if (indexes.length) {
          await target
            .collection(collection)
            .createIndexes(indexes.map(({ key, name: indexName, unique }) => ({ key, name: indexName, ...(unique ? { unique: true } : {}) })));
        }
        const [had, has] = await Promise.all([source.collection(collection).countDocuments(), target.collection(collection).countDocuments()]);
        if (had !== has) throw new Error(`${name}.${collection}: ${had} documents in SQLite but ${has} after the copy`);
        totals.documents += has;
      }
    }
  } finally {
    await Promise.all([from.close(), to.close()]).catch(() => {});
    await old.stop();
  }
  const movedTo = join(dbDir, `sqlite-carried-over-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  mkdirSync(movedTo);
  for (const name of sqliteFiles(dbDir)) renameSync(join(dbDir, name), join(movedTo, name));
  log(
    `database: carried over ${totals.databases} database(s), ${totals.collections} collections, ${totals.documents} documents; the SQLite files are kept in ${movedTo}.`,
  );
  return { ...totals, movedTo };
}
