/**
 * On the embedded FerretDB over PostgreSQL (the test run's own, EMBEDDED_POSTGRES_URL), finds by `_id` and
 * by owner are served by an index, not by reading the whole table. Skipped where the tests run on MongoDB.
 */
import { expect, test } from 'bun:test';
import mongoose from 'mongoose';
import { BotModel } from '../modules/bots/bot.model';
import { addContainmentIndexes } from './embedded-indexes';

const postgresUrl = process.env.EMBEDDED_POSTGRES_URL;

test.skipIf(!postgresUrl)("finds by _id and by owner use an index on FerretDB's PostgreSQL, and adding them again adds nothing", async () => {
  const database = mongoose.connection.name;
  // connectDatabase (test helpers) added them already.
  expect(await addContainmentIndexes(postgresUrl!, database)).toBe(0);
  const userId = new mongoose.Types.ObjectId();
  const plans = [
    await BotModel.find({ userId }).explain(),
    await BotModel.find({ _id: new mongoose.Types.ObjectId() }).explain(),
  ].map((explained) => JSON.stringify(explained));
  for (const plan of plans) {
    expect(plan).toContain('Index Scan');
    expect(plan).not.toContain('Seq Scan');
  }
});
