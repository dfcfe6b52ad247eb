/**
 * The database's word, as the product relies on it: each semantic below is one the code assumes of MongoDB
 * (docs/architecture.md, "What the product asks of its database"), run here against the embedded database
 * (FerretDB over PostgreSQL, with the patch of scripts/ferretdb/) and, when CONFORMANCE_MONGODB_URI names
 * one, against a MongoDB too, so a difference between the two shows as a failure of one of them.
 *
 * Every check is concurrent where the product's use is: several clients (a pool each, as several API
 * instances are) at once on one document.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import mongoose from 'mongoose';

// The fields are the tests' own: the driver's operator types need them open.
type Doc = { _id: string | number; [field: string]: any };
const { MongoClient } = mongoose.mongo;

const databases: Array<[string, string]> = [['the embedded database', process.env.MONGODB_URI!]];
if (process.env.CONFORMANCE_MONGODB_URI) databases.push(['MongoDB (CONFORMANCE_MONGODB_URI)', process.env.CONFORMANCE_MONGODB_URI]);

/** Runs `count` callers at once, each given its index. */
const together = <T>(count: number, call: (i: number) => Promise<T>) => Promise.all(Array.from({ length: count }, (_, i) => call(i)));

for (const [name, uri] of databases) {
  describe(`${name} keeps MongoDB's word`, () => {
    // Four clients of their own pools, as four API instances would be.
    const clients = Array.from({ length: 4 }, () => new MongoClient(uri, { maxPoolSize: 20 }));
    const dbName = `conformance_${Date.now()}`;
    const col = (i: number, collection: string) => clients[i % clients.length]!.db(dbName).collection<Doc>(collection);

    beforeAll(async () => {
      await Promise.all(clients.map((c) => c.connect()));
    });
    afterAll(async () => {
      await clients[0]!.db(dbName).dropDatabase();
      await Promise.all(clients.map((c) => c.close()));
    });

    test('update operators are atomic: $inc, $max, $push and $addToSet from 40 callers at once lose nothing', async () => {
      await col(0, 'operators').insertOne({ _id: 'one', n: 0, highest: 0, seen: [], tags: [] });
      await together(40, async (i) => {
        for (let k = 0; k < 5; k++) {
          await col(i, 'operators').updateOne(
            { _id: 'one' },
            { $inc: { n: 1 }, $max: { highest: i * 5 + k }, $push: { seen: `${i}:${k}` as never }, $addToSet: { tags: `t${i % 7}` } },
          );
        }
      });
      const doc = await col(0, 'operators').findOne({ _id: 'one' });
      expect(doc?.n).toBe(200);
      expect(doc?.highest).toBe(199);
      expect((doc?.seen as string[]).length).toBe(200);
      expect(new Set(doc?.seen as string[]).size).toBe(200);
      expect(((doc?.tags as string[]) ?? []).toSorted()).toEqual(['t0', 't1', 't2', 't3', 't4', 't5', 't6']);
    }, 60_000);

    test('$set of different fields by 10 callers at once keeps all ten, in each of 10 documents', async () => {
      await col(0, 'fields').insertMany(Array.from({ length: 10 }, (_, d) => ({ _id: `d${d}` })));
      await together(10, (d) => together(10, (i) => col(i, 'fields').updateOne({ _id: `d${d}` }, { $set: { [`f${i}`]: i } })));
      const docs = await col(0, 'fields').find({}).toArray();
      expect(docs.map((d) => Object.keys(d).length - 1)).toEqual(Array<number>(10).fill(10));
    }, 60_000);

    test('a conditional update has one winner: findOneAndUpdate and updateOne, 10 at once, 10 rounds each', async () => {
      let winners = 0;
      let modified = 0;
      for (let round = 0; round < 10; round++) {
        await col(0, 'claims').insertMany([
          { _id: `a${round}`, state: 'pending' },
          { _id: `b${round}`, state: 'pending' },
        ]);
        const taken = await together(10, (i) => col(i, 'claims').findOneAndUpdate({ _id: `a${round}`, state: 'pending' }, { $set: { state: 'taken', by: i } }));
        winners += taken.filter(Boolean).length;
        const updated = await together(10, (i) => col(i, 'claims').updateOne({ _id: `b${round}`, state: 'pending' }, { $set: { state: 'taken', by: i } }));
        modified += updated.reduce((sum, r) => sum + r.modifiedCount, 0);
      }
      expect(winners).toBe(10);
      expect(modified).toBe(10);
    }, 60_000);

    test('a queue: 10 workers taking the next pending job at once take each of 10 jobs exactly once', async () => {
      await col(0, 'jobs').insertMany(Array.from({ length: 10 }, (_, j) => ({ _id: `j${j}`, state: 'pending', order: j })));
      const taken = await together(10, (i) =>
        col(i, 'jobs').findOneAndUpdate({ state: 'pending' }, { $set: { state: 'taken', by: i } }, { sort: { order: 1 }, returnDocument: 'after' }),
      );
      expect(taken.map((job) => job?._id).toSorted()).toEqual(Array.from({ length: 10 }, (_, j) => `j${j}`).toSorted());
      expect(taken.every((job) => job?.state === 'taken')).toBe(true);
    }, 60_000);

    test('updateMany beside single updates: every document counted exactly', async () => {
      await col(0, 'many').insertMany(Array.from({ length: 20 }, (_, d) => ({ _id: d, group: 'g', n: 0 })));
      await together(10, async (i) => {
        if (i % 2 === 0) await col(i, 'many').updateMany({ group: 'g' }, { $inc: { n: 1 } });
        else for (let d = 0; d < 20; d++) await col(i, 'many').updateOne({ _id: d }, { $inc: { n: 1 } });
      });
      const docs = await col(0, 'many').find({}).toArray();
      expect(docs.map((d) => d.n)).toEqual(Array<number>(20).fill(10));
    }, 60_000);

    test('a conditional delete never removes a document changed after it was read, and deletes once', async () => {
      const lost: number[] = [];
      for (let round = 0; round < 20; round++) {
        await col(0, 'sweep').insertOne({ _id: `s${round}`, until: new Date(Date.now() - 1_000) });
        // Sweeps of lapsed records race the record's renewals. A renewal that took effect made the record
        // lasting, so no sweep may delete it after; one that came first leaves the renewals nothing to match.
        const [, renewals] = await Promise.all([
          together(3, (i) => col(i, 'sweep').deleteMany({ _id: `s${round}`, until: { $lte: new Date() } })),
          together(3, (i) => col(i + 1, 'sweep').updateOne({ _id: `s${round}` }, { $set: { until: new Date(Date.now() + 60_000) } })),
        ]);
        const renewed = renewals.some((r) => r.modifiedCount === 1);
        if (renewed && !(await col(0, 'sweep').findOne({ _id: `s${round}` }))) lost.push(round);
      }
      expect(lost).toEqual([]);
      await col(0, 'sweep').insertOne({ _id: 'once' });
      const deleted = await together(10, (i) => col(i, 'sweep').deleteOne({ _id: 'once' }));
      expect(deleted.reduce((sum, r) => sum + r.deletedCount, 0)).toBe(1);
    }, 60_000);

    test('a unique index admits one of 20 simultaneous inserts of a key, and answers the rest with E11000', async () => {
      await col(0, 'unique').createIndex({ email: 1 }, { unique: true });
      const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => col(i, 'unique').insertOne({ _id: `u${i}`, email: 'same@example.com' })));
      expect(results.filter((r) => r.status === 'fulfilled').length).toBe(1);
      const codes = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as { code?: number }).code] : []));
      expect(codes).toEqual(Array<number | undefined>(19).fill(11000));
    }, 60_000);

    test('upserts race to one document: 20 at once on _id, and on another unique key, each counted', async () => {
      await together(20, (i) => col(i, 'upserts').updateOne({ _id: 'counter' }, { $inc: { n: 1 }, $setOnInsert: { born: true } }, { upsert: true }));
      expect(await col(0, 'upserts').find({ _id: 'counter' }).toArray()).toEqual([{ _id: 'counter', n: 20, born: true }]);

      await col(0, 'upserts_by_key').createIndex({ key: 1 }, { unique: true });
      const found = await together(20, (i) =>
        col(i, 'upserts_by_key').findOneAndUpdate({ key: 'k' }, { $inc: { n: 1 } }, { upsert: true, returnDocument: 'after' }),
      );
      const docs = await col(0, 'upserts_by_key').find({}).toArray();
      expect(docs.length).toBe(1);
      expect(docs[0]?.n).toBe(20);
      expect(found.map((d) => d?.n).toSorted((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    }, 60_000);

    test('sorts, skips and limits: numbers, dates, strings, a field some documents lack, two keys', async () => {
      const at = (minutes: number) => new Date(Date.UTC(2026, 10, 28, 0, minutes));
      await col(0, 'sorted').insertMany([
        { _id: 1, n: 5, at: at(3), name: 'beta', rank: 2 },
        { _id: 2, n: -1, at: at(1), name: 'alpha', rank: 1 },
        { _id: 3, n: 12.5, at: at(9), name: 'Gamma', rank: 2 },
        { _id: 4, n: 0, at: at(2), name: 'delta' },
        { _id: 5, n: 7, at: at(5), name: 'epsilon', rank: 1 },
      ]);
      const ids = (docs: Doc[]) => docs.map((d) => d._id);
      expect(ids(await col(0, 'sorted').find({}).sort({ n: -1 }).limit(3).toArray())).toEqual([3, 5, 1]);
      expect(ids(await col(0, 'sorted').find({}).sort({ at: 1 }).skip(1).limit(2).toArray())).toEqual([4, 1]);
      // Binary order of strings, as MongoDB without a collation: capitals first.
      expect(ids(await col(0, 'sorted').find({}).sort({ name: 1 }).toArray())).toEqual([3, 2, 1, 4, 5]);
      // A missing field sorts first, ascending (it compares as null).
      expect(ids(await col(0, 'sorted').find({}).sort({ rank: 1, n: -1 }).toArray())).toEqual([4, 5, 2, 3, 1]);
      expect(await col(0, 'sorted').countDocuments({ n: { $gte: 0 } })).toBe(4);
    }, 60_000);

    test('what replaces TTL indexes: a sweep by date deletes exactly the lapsed, beside inserts', async () => {
      const now = Date.now();
      await col(0, 'ttl').insertMany(Array.from({ length: 30 }, (_, i) => ({ _id: `old${i}`, until: new Date(now - 1_000 - i) })));
      const [swept] = await Promise.all([
        col(1, 'ttl').deleteMany({ until: { $lte: new Date(now) } }),
        together(10, (i) => col(i, 'ttl').insertOne({ _id: `new${i}`, until: new Date(now + 60_000) })),
      ]);
      expect(swept.deletedCount).toBe(30);
      expect((await col(0, 'ttl').find({}).toArray()).map((d) => d._id).toSorted()).toEqual(Array.from({ length: 10 }, (_, i) => `new${i}`).toSorted());
    }, 60_000);

    test('every value type the product stores survives concurrent updates of its document', async () => {
      const { Binary, Long, ObjectId } = mongoose.mongo;
      const values = {
        double: 0.1,
        negativeZero: -0,
        long: Long.fromString('9007199254740993'),
        date: new Date(1_700_000_000_123),
        binary: new Binary(Buffer.from([0, 1, 2, 255])),
        objectId: new ObjectId(),
        nothing: null,
        text: 'é "quoted" \\ back\nslash 𝄞',
        nested: { list: [1, { b: 'x', c: [2, 3] }], empty: {} },
        tiny: 1e-300,
        huge: 1.7976931348623157e308,
      };
      await col(0, 'types').insertOne({ _id: 'all', ...values, n: 0 });
      await together(10, (i) => col(i, 'types').updateOne({ _id: 'all' }, { $inc: { n: 1 } }));
      const doc = await col(0, 'types').findOne({ _id: 'all' });
      expect(doc?.n).toBe(10);
      expect(doc?.text).toBe(values.text);
      expect(String(doc?.long)).toBe('9007199254740993');
      expect((doc?.date as Date).getTime()).toBe(values.date.getTime());
      expect(doc?.nested).toEqual(values.nested);
    }, 60_000);
  });
}
