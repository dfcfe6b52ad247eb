/**
 * A data folder from the SQLite days starts on PostgreSQL with all of its data: documents, their ids and
 * the unique indexes; the SQLite files are kept aside, and a second start carries nothing over again.
 */
import { afterAll, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { carryOverSqlite } from './carry-over';
import { startFerretDB } from './ferretdb';

const scratch = mkdtempSync(join(tmpdir(), 'castellan-carry-over-'));
const dbDir = join(scratch, 'db');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

test('SQLite data is carried over to PostgreSQL once, with its unique indexes, and the old files are kept aside', async () => {
  const old = await startFerretDB(dbDir, 'castellan', { backend: 'sqlite', throwaway: true });
  const client = new mongoose.mongo.MongoClient(old.uri);
  await client.connect();
  const users = client.db().collection('users');
  await users.createIndex({ email: 1 }, { unique: true });
  await users.insertMany(Array.from({ length: 2_345 }, (_, i) => ({ email: `p${i}@example.com`, plan: i % 2 ? 'plus' : 'starter' })));
  await client
    .db()
    .collection('bots')
    .insertOne({ _id: 'fixed-id' as never, name: 'Tower farmer' });
  await client.close();
  await old.stop();

  const db = await startFerretDB(dbDir, 'castellan', { backend: 'postgresql', throwaway: true });
  try {
    const lines: string[] = [];
    const carried = await carryOverSqlite(dbDir, db.uri, (line) => lines.push(line));
    expect(carried).toMatchObject({ databases: 1, collections: 2, documents: 2_346 });
    expect(lines.at(-1)).toContain('carried over 1 database(s), 2 collections, 2346 documents');

    const moved = readdirSync(carried!.movedTo);
    expect(moved).toContain('castellan.sqlite');
    expect(readdirSync(dbDir).some((name) => name.endsWith('.sqlite'))).toBe(false);

    const check = new mongoose.mongo.MongoClient(db.uri);
    await check.connect();
    try {
      expect(await check.db().collection('users').countDocuments({ plan: 'plus' })).toBe(1_172);
      expect(
        await check
          .db()
          .collection('bots')
          .findOne({ _id: 'fixed-id' as never }),
      ).toMatchObject({ name: 'Tower farmer' });
      // The unique index came along: a second player with the same e-mail is refused.
      expect(check.db().collection('users').insertOne({ email: 'p7@example.com' })).rejects.toThrow(/duplicate key/i);
    } finally {
      await check.close();
    }

    expect(await carryOverSqlite(dbDir, db.uri, () => {})).toBeNull();
    expect(existsSync(join(dbDir, 'postgres', 'PG_VERSION'))).toBe(true);
  } finally {
    await db.stop();
  }
}, 60_000);
