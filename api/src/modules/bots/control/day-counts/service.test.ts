/** A bot's day counts in the real database: reservations hold the limit under concurrency and across "restarts". */
import { expect, test } from 'bun:test';
import { DayCountEntryModel, DayCountTotalModel } from './day-count.model';
import { dayCountsOf, reserveDayCount, sweepDayCounts } from './service';

const bot = () => `bot-${crypto.randomUUID().slice(0, 8)}`;
const day = '2026-11-23';

test('ten reservations at once with a limit of 1: exactly one is granted, and the day counts 1', async () => {
  for (let round = 0; round < 5; round++) {
    const botId = bot();
    const answers = await Promise.all(Array.from({ length: 10 }, () => reserveDayCount({ botId, counter: 'attacks', day, amount: 1, limit: 1 })));
    expect(answers.filter((a) => a.granted)).toHaveLength(1);
    expect(answers.every((a) => a.total === 1)).toBe(true);
    expect((await dayCountsOf(botId, ['attacks'], day)).counts).toEqual({ attacks: 1 });
  }
});

test('amounts against a cap: twenty sales of 1,000 at once under a cap of 5,000 sell five; a give-back frees room again', async () => {
  const botId = bot();
  const answers = await Promise.all(Array.from({ length: 20 }, () => reserveDayCount({ botId, counter: 'sold:wood', day, amount: 1000, limit: 5000 })));
  expect(answers.filter((a) => a.granted)).toHaveLength(5);
  expect(await reserveDayCount({ botId, counter: 'sold:wood', day, amount: 1, limit: 5000 })).toEqual({ granted: false, total: 5000 });
  // The game did only 400 of one sale: the rest is given back, and room for 600 opens.
  expect(await reserveDayCount({ botId, counter: 'sold:wood', day, amount: -600, limit: null })).toEqual({ granted: true, total: 4400 });
  expect(await reserveDayCount({ botId, counter: 'sold:wood', day, amount: 600, limit: 5000 })).toEqual({ granted: true, total: 5000 });
  // A give-back never takes the day below zero; other counters and days are apart.
  expect(await reserveDayCount({ botId, counter: 'bought:wood', day, amount: -50, limit: null })).toEqual({ granted: true, total: 0 });
  expect((await dayCountsOf(botId, ['sold:wood', 'bought:wood'], day)).counts).toEqual({ 'sold:wood': 5000 });
  expect((await dayCountsOf(botId, ['sold:wood'], '2026-11-24')).counts).toEqual({});
});

test('the limit is the log’s, not the hint’s: entries past a lost hint are counted by the next reservation (a crash between the two writes)', async () => {
  const botId = bot();
  await reserveDayCount({ botId, counter: 'attacks', day, amount: 1, limit: 3 });
  await reserveDayCount({ botId, counter: 'attacks', day, amount: 1, limit: 3 });
  // The hint lost, as if the instance died after inserting its entry and before keeping the hint.
  await DayCountTotalModel.updateOne({ _id: `${botId}|${day}` }, { $unset: { 'counters.attacks': 1 } });
  expect(await reserveDayCount({ botId, counter: 'attacks', day, amount: 1, limit: 3 })).toEqual({ granted: true, total: 3 });
  expect((await dayCountsOf(botId, ['attacks'], day)).counts).toEqual({ attacks: 3 });
  expect(await reserveDayCount({ botId, counter: 'attacks', day, amount: 1, limit: 3 })).toEqual({ granted: false, total: 3 });
});

test("one document holds a bot's hints of a day, every counter's: a spec's counts are one read", async () => {
  const botId = bot();
  await reserveDayCount({ botId, counter: 'risk:logins', day, amount: 1, limit: null });
  await reserveDayCount({ botId, counter: 'risk:attacks', day, amount: 2, limit: null });
  await reserveDayCount({ botId, counter: 'risk:logins', day, amount: 1, limit: null });
  expect(await DayCountTotalModel.countDocuments({ botId })).toBe(1);
  expect((await dayCountsOf(botId, ['risk:logins', 'risk:attacks', 'risk:mapTiles'], day)).counts).toEqual({ 'risk:logins': 2, 'risk:attacks': 2 });
});

test('old days are swept, yesterday and today are kept', async () => {
  const botId = bot();
  const now = Date.parse('2026-11-23T12:00:00Z');
  for (const d of ['2026-11-21', '2026-11-22', '2026-11-23']) await reserveDayCount({ botId, counter: 'attacks', day: d, amount: 1, limit: null });
  await sweepDayCounts(now);
  expect((await DayCountEntryModel.find({ botId }).lean()).map((e) => e.day).sort()).toEqual(['2026-11-22', '2026-11-23']);
  expect((await DayCountTotalModel.find({ botId }).lean()).map((e) => e.day).sort()).toEqual(['2026-11-22', '2026-11-23']);
});

// Each reservation's hint upsert found no hint and inserted; all but one were refused for the key, and their
// granted reservations ended in errors (a full run's "twenty sales" test met it; this test failed 1 run in 2).
test('first reservations of a day at once: every one granted, none ends in an error for the hint they all create', async () => {
  for (let round = 0; round < 20; round++) {
    const botId = `bot-first-${crypto.randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: 8 }, () => reserveDayCount({ botId, counter: 'attacks', day, amount: 1, limit: null })));
    expect(answers.map((a) => a.granted)).toEqual(Array(8).fill(true));
    expect((await dayCountsOf(botId, ['attacks'], day)).counts.attacks).toBeGreaterThanOrEqual(1);
  }
});

// This process remembers where each log ended; another instance may have appended since.
test('entries another instance added after this one’s last reservation are counted, not overwritten', async () => {
  const botId = bot();
  const key = `${botId}|${day}|attacks`;
  expect(await reserveDayCount({ botId, counter: 'attacks', day, amount: 1, limit: 3 })).toEqual({ granted: true, total: 1 });
  // Another instance's two reservations, written as it writes them (entries 2 and 3, then its hint).
  await DayCountEntryModel.create([
    { _id: `${key}|2`, botId, day, amount: 1, at: new Date() },
    { _id: `${key}|3`, botId, day, amount: 1, at: new Date() },
  ]);
  await DayCountTotalModel.updateOne({ _id: `${botId}|${day}` }, { $set: { 'counters.attacks': { seq: 3, total: 3 }, botId, day } });
  expect(await reserveDayCount({ botId, counter: 'attacks', day, amount: 1, limit: 3 })).toEqual({ granted: false, total: 3 });
  expect(await DayCountEntryModel.countDocuments({ botId })).toBe(3);
});
