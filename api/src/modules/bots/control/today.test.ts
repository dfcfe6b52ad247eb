import { afterAll, beforeAll, expect, test } from 'bun:test';
import mongoose from 'mongoose';
import { BotModel } from '../records/bot.model';
import { mergeToday, recordToday } from './today';

let botId: string;
beforeAll(async () => {
  const bot = await BotModel.create({
    userId: new mongoose.Types.ObjectId(),
    accountId: new mongoose.Types.ObjectId(),
    templateId: 'farming',
    name: 'Counter',
    settings: {},
  });
  botId = bot.id;
});
afterAll(() => BotModel.deleteOne({ _id: botId }));

const stored = async () => (await BotModel.findById(botId).lean())!.today;

test("a day's totals: the first sets them, larger ones raise them, a repeated or late report changes nothing", async () => {
  expect(await stored()).toBeNull();
  await recordToday(botId, { day: '2026-11-23', actions: 2, loot: 100 });
  expect(await stored()).toEqual({ day: '2026-11-23', actions: 2, loot: 100 });
  await recordToday(botId, { day: '2026-11-23', actions: 3, loot: 100 });
  await recordToday(botId, { day: '2026-11-23', actions: 3, loot: 100 });
  await recordToday(botId, { day: '2026-11-23', actions: 2, loot: 100 });
  expect(await stored()).toEqual({ day: '2026-11-23', actions: 3, loot: 100 });
  // Each counter rises on its own: a report behind on one and ahead on the other.
  await recordToday(botId, { day: '2026-11-23', actions: 1, loot: 250 });
  expect(await stored()).toEqual({ day: '2026-11-23', actions: 3, loot: 250 });
});

test('a bot deleted meanwhile: its counters are dropped, without an error and without a document', async () => {
  const gone = new mongoose.Types.ObjectId().toHexString();
  await recordToday(gone, { day: '2026-11-23', actions: 1, loot: 1 });
  expect(await BotModel.exists({ _id: gone })).toBeNull();
});

test('a new day replaces the old one; a late report of the old day does not come back', async () => {
  await recordToday(botId, { day: '2026-11-24', actions: 1, loot: 0 });
  expect(await stored()).toEqual({ day: '2026-11-24', actions: 1, loot: 0 });
  await recordToday(botId, { day: '2026-11-23', actions: 9, loot: 9 });
  expect(await stored()).toEqual({ day: '2026-11-24', actions: 1, loot: 0 });
});

test('merging: the later day wins, within a day the larger figure of each counter', () => {
  const day = (d: string, actions: number, loot: number) => ({ day: d, actions, loot });
  expect(mergeToday(null, day('2026-11-23', 1, 0))).toEqual(day('2026-11-23', 1, 0));
  expect(mergeToday(day('2026-11-23', 5, 10), day('2026-11-23', 3, 40))).toEqual(day('2026-11-23', 5, 40));
  expect(mergeToday(day('2026-11-24', 1, 0), day('2026-11-23', 9, 9))).toEqual(day('2026-11-24', 1, 0));
});
