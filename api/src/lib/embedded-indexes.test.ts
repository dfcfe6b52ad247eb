/**
 * On the embedded FerretDB over PostgreSQL (the test run's own, EMBEDDED_POSTGRES_URL): the filter FerretDB
 * sends for a find by owner or by `_id` can be served by the index the API added. PostgreSQL rightly reads
 * a table of a few rows whole, so the test asks it for the plan with sequential scans ruled out, on
 * FerretDB's own filter (from FerretDB's `explain`). Skipped where the tests run on MongoDB.
 */
import { expect, test } from 'bun:test';
import mongoose from 'mongoose';
import { BotModel } from '../modules/bots/records/bot.model';
import { addContainmentIndexes } from './embedded-indexes';

const postgresUrl = process.env.EMBEDDED_POSTGRES_URL;

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  Schema?: string;
  Filter?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Plans?: PlanNode[];
};

test.skipIf(!postgresUrl)("FerretDB's filters by _id and by owner can use an index in PostgreSQL, and adding the indexes again adds nothing", async () => {
  // connectDatabase (the test preload) added those of the collections there were then; files run before this
  // one in the same process may have made more since (a model's first use creates its collection), so the
  // first call here may add some, and the second none.
  await addContainmentIndexes(postgresUrl!, mongoose.connection.name);
  expect(await addContainmentIndexes(postgresUrl!, mongoose.connection.name)).toBe(0);
  const sql = new Bun.SQL(postgresUrl!, { max: 1 });
  try {
    for (const query of [BotModel.find({ userId: new mongoose.Types.ObjectId() }), BotModel.find({ _id: new mongoose.Types.ObjectId() })]) {
      const plan = ((await query.explain()) as unknown as { queryPlanner: { Plan: PlanNode } }).queryPlanner.Plan;
      const condition = plan.Filter ?? plan['Recheck Cond'];
      expect(condition).toContain('@>');
      const table = `"${plan.Schema}"."${plan['Relation Name']}"`;
      const rows = await sql.begin(async (tx) => {
        await tx`SET LOCAL enable_seqscan = off`;
        return tx.unsafe(`EXPLAIN SELECT _jsonb FROM ${table} WHERE ${condition}`);
      });
      const text = (rows as Record<string, string>[]).map((row) => row['QUERY PLAN']).join('\n');
      expect(text).toContain('castellan_gin_');
    }
  } finally {
    await sql.close();
  }
});
