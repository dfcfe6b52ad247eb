import { expect, test } from 'bun:test';
import mongoose from 'mongoose';
import { HOUR_MS } from '@shared/outcomes';
import { BotDayModel, BotMonthModel } from './bot-day.model';
import { analyticsOf, periodOf } from './query';
import { recordTallies, recordTime, reportIdOf, sweepDays } from './record';
import { toCsv } from './csv';

const id = () => String(new mongoose.Types.ObjectId());
const botOf = (userId = id(), accountId = id()) => ({ botId: id(), userId, accountId });
const at = (iso: string) => Date.parse(iso);

test('a report is counted once: handled again, or ten times at once, it adds nothing more; a later one of the run adds, an earlier one does not', async () => {
  const bot = botOf();
  const hour = at('2026-11-20T10:00:00Z');
  const report = { source: 'run1', seq: 1 };
  const loot = [{ hour, tally: { wood: 100, attacksWon: 1 } }];
  await recordTallies(bot, report, loot);
  await recordTallies(bot, report, loot);
  await Promise.all(Array.from({ length: 10 }, () => recordTallies(bot, report, loot)));
  let day = (await BotDayModel.findById(`${bot.botId}:2026-11-20`).lean())!;
  expect(day.total).toEqual({ wood: 100, attacksWon: 1 });
  expect(day.hours).toEqual({ h10: { wood: 100, attacksWon: 1 } });

  await recordTallies(bot, { source: 'run1', seq: 2 }, [{ hour: hour + HOUR_MS, tally: { wood: 5 } }]);
  await recordTallies(bot, { source: 'run1', seq: 1 }, loot);
  // Another run of the same bot (after a restart) counts from its own numbers.
  await recordTallies(bot, { source: 'run2', seq: 1 }, [{ hour, tally: { stone: 7 } }]);
  day = (await BotDayModel.findById(`${bot.botId}:2026-11-20`).lean())!;
  expect(day.total).toEqual({ wood: 105, attacksWon: 1, stone: 7 });
  expect(day.hours).toEqual({ h10: { wood: 100, attacksWon: 1, stone: 7 }, h11: { wood: 5 } });
  expect(day.month).toBe('2026-11');
});

// A runtime's periodic report and the one it sends on stopping were written side by side: the second landed
// first, and the first, numbered lower, was taken for counted. Its attacks were on the timeline; its sums lost.
test('reports of a run landing out of order each count once; one older than the kept window is taken for counted', async () => {
  const bot = botOf();
  const hour = at('2026-11-20T10:00:00Z');
  const wood = (n: number) => [{ hour, tally: { wood: n } }];
  await recordTallies(bot, { source: 'run1', seq: 3 }, wood(1));
  await recordTallies(bot, { source: 'run1', seq: 2 }, wood(10));
  await Promise.all([4, 5, 6].map((seq) => recordTallies(bot, { source: 'run1', seq }, wood(100))));
  await Promise.all([2, 3, 5, 6].map((seq) => recordTallies(bot, { source: 'run1', seq }, wood(1000))));
  const total = async () => (await BotDayModel.findById(`${bot.botId}:2026-11-20`).lean())!.total;
  expect(await total()).toEqual({ wood: 311 });
  for (let seq = 7; seq <= 80; seq++) await recordTallies(bot, { source: 'run1', seq }, wood(0.5));
  await recordTallies(bot, { source: 'run1', seq: 1 }, wood(10_000));
  expect(await total()).toEqual({ wood: 311 + 37 });
  expect((await BotMonthModel.findById(`${bot.botId}:2026-11`).lean())!.total).toEqual({ wood: 311 + 37 });
});

test('a document counted before the kept window (`seen`, the highest number) counts nothing at or below it', async () => {
  const bot = botOf();
  const hour = at('2026-11-20T10:00:00Z');
  await BotDayModel.collection.insertOne({
    _id: `${bot.botId}:2026-11-20`,
    ...bot,
    day: '2026-11-20',
    month: '2026-11',
    hours: {},
    total: { wood: 5 },
    seen: { run1: 4 },
  } as never);
  await recordTallies(bot, { source: 'run1', seq: 4 }, [{ hour, tally: { wood: 1 } }]);
  await recordTallies(bot, { source: 'run1', seq: 5 }, [{ hour, tally: { wood: 2 } }]);
  expect((await BotDayModel.findById(`${bot.botId}:2026-11-20`).lean())!.total).toEqual({ wood: 7 });
});

// The day's first reports from several sources at once: each found no document and inserted it, all but one
// were refused for the key and taken for "counted already", and FerretDB lost updates of one document made
// at once (2 of 4 counted). The online tick and a run's first report meet at the start of every day.
test('the first reports of a day from several sources at once are each counted', async () => {
  const hour = at('2026-11-20T00:00:00Z');
  for (let round = 0; round < 10; round++) {
    const bot = botOf();
    await Promise.all(['run1', 'run2', 'run3', 'online'].map((source) => recordTallies(bot, { source, seq: 1 }, [{ hour, tally: { wood: 1 } }])));
    expect((await BotDayModel.findById(`${bot.botId}:2026-11-20`).lean())!.total).toEqual({ wood: 4 });
  }
});

test('a report across midnight goes to both days', async () => {
  const bot = botOf();
  await recordTallies(bot, { source: 'r', seq: 1 }, [
    { hour: at('2026-11-20T23:00:00Z'), tally: { food: 1 } },
    { hour: at('2026-11-21T00:00:00Z'), tally: { food: 2 } },
  ]);
  const days = await BotDayModel.find({ botId: bot.botId }).sort({ day: 1 }).lean();
  expect(days.map((d) => [d.day, d.total])).toEqual([
    ['2026-11-20', { food: 1 }],
    ['2026-11-21', { food: 2 }],
  ]);
});

test('time ticks count once each', async () => {
  const bot = botOf();
  const now = at('2026-11-20T10:17:00Z');
  await recordTime([bot], 'onlineSeconds', 300, now, 1000);
  await recordTime([bot], 'onlineSeconds', 300, now, 1000);
  await recordTime([bot], 'errorSeconds', 300, now, 1000);
  await recordTime([bot], 'onlineSeconds', 300, now + 300_000, 1001);
  expect((await BotDayModel.findById(`${bot.botId}:2026-11-20`).lean())!.total).toEqual({ onlineSeconds: 600, errorSeconds: 300 });
});

test("report names: a runtime's `<bot>:<run>:<n>` is read, anything else refused", () => {
  expect(reportIdOf(`${'a'.repeat(24)}:0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0:12`)).toEqual({ source: '0f1e2d3c4b5a6978', seq: 12 });
  expect(reportIdOf('nonsense')).toBeNull();
  expect(reportIdOf(`${'a'.repeat(24)}:$where:1`)).toBeNull();
});

test("a player's period: hours for 24 h, UTC days for 7 and 30 days, every bot's share, scoped to an account or a bot", async () => {
  const userId = id();
  const accountA = id();
  const a = botOf(userId, accountA);
  const b = botOf(userId, accountA);
  const c = botOf(userId);
  const stranger = botOf();
  const now = at('2026-11-25T09:30:00Z');
  await recordTallies(a, { source: 'r', seq: 1 }, [
    { hour: at('2026-11-25T09:00:00Z'), tally: { wood: 10, attacksSent: 1 } },
    { hour: at('2026-11-24T10:00:00Z'), tally: { wood: 20 } }, // 23 h 30 ago: inside 24 h
    { hour: at('2026-11-24T09:00:00Z'), tally: { wood: 40 } }, // outside 24 h, inside 7 days
    { hour: at('2026-10-27T12:00:00Z'), tally: { wood: 80 } }, // 29 days ago: inside 30 days (last month)
    { hour: at('2026-10-25T12:00:00Z'), tally: { wood: 160 } }, // 31 days ago: outside
  ]);
  await recordTallies(b, { source: 'r', seq: 1 }, [{ hour: at('2026-11-25T08:00:00Z'), tally: { stone: 3 } }]);
  await recordTallies(c, { source: 'r', seq: 1 }, [{ hour: at('2026-11-23T08:00:00Z'), tally: { food: 5 } }]);
  await recordTallies(stranger, { source: 'r', seq: 1 }, [{ hour: at('2026-11-25T08:00:00Z'), tally: { wood: 1000 } }]);

  const day = await analyticsOf(userId, '24h', {}, now);
  expect(day.step).toBe('hour');
  expect(day.points).toHaveLength(24);
  expect(day.points[0]!.at).toBe(at('2026-11-24T10:00:00Z'));
  expect(day.points[23]!.at).toBe(at('2026-11-25T09:00:00Z'));
  expect(day.totals).toEqual({ wood: 30, attacksSent: 1, stone: 3 });
  expect(day.points[23]!.tally).toEqual({ wood: 10, attacksSent: 1 });

  const week = await analyticsOf(userId, '7d', {}, now);
  expect(week.points.map((p) => new Date(p.at).toISOString().slice(0, 10))).toEqual([
    '2026-11-19',
    '2026-11-20',
    '2026-11-21',
    '2026-11-22',
    '2026-11-23',
    '2026-11-24',
    '2026-11-25',
  ]);
  expect(week.totals).toEqual({ wood: 70, attacksSent: 1, stone: 3, food: 5 });
  expect(week.bots.find((s) => s.botId === a.botId)!.totals).toEqual({ wood: 70, attacksSent: 1 });

  const month = await analyticsOf(userId, '30d', {}, now);
  expect(month.points).toHaveLength(30);
  expect(month.totals.wood).toBe(150);

  expect((await analyticsOf(userId, '7d', { accountId: accountA }, now)).totals).toEqual({ wood: 70, attacksSent: 1, stone: 3 });
  expect((await analyticsOf(userId, '7d', { botId: c.botId }, now)).totals).toEqual({ food: 5 });
  expect((await analyticsOf(userId, '7d', { botId: stranger.botId }, now)).totals).toEqual({});

  // Names from the player and from the game (a game account named like a formula): kept as text.
  const csv = toCsv({
    step: week.step,
    bots: week.bots.map((s) => ({
      ...s,
      name: s.botId === c.botId ? '=HYPERLINK("x")' : 'Farmer, north',
      accountName: s.botId === c.botId ? '+Knight' : 'Knight – INT1',
    })),
  });
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toStartWith('Day (UTC),Bot,Game account,Actions,Attacks sent,Attacks won');
  expect(lines).toContain(`2026-11-23,"'=HYPERLINK(""x"")",'+Knight,0,0,0,0,0,0,5,0,0,0,0,0,0,0`);
  expect(lines.filter((l) => l.includes('"Farmer, north"'))).toHaveLength(3);
});

test('the periods end with the hour or day now in, oldest first', () => {
  const now = at('2026-03-29T01:59:59Z');
  expect(periodOf('24h', now)).toMatchObject({ step: 'hour', to: at('2026-03-29T02:00:00Z') });
  expect(periodOf('7d', now).starts[0]).toBe(at('2026-03-23T00:00:00Z'));
});

test('days past the keeping period are swept, newer ones kept', async () => {
  const bot = botOf();
  await recordTallies(bot, { source: 'r', seq: 1 }, [
    { hour: at('2026-08-01T00:00:00Z'), tally: { wood: 1 } },
    { hour: at('2026-11-01T00:00:00Z'), tally: { wood: 1 } },
  ]);
  await sweepDays(90, at('2026-11-25T00:00:00Z'));
  expect((await BotDayModel.find({ botId: bot.botId }).lean()).map((d) => d.day)).toEqual(['2026-11-01']);
});
