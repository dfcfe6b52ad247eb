/**
 * The timeline end to end: a bot plays in the local game for a while, and its attacks' rows, its card's
 * "today" and Analytics tell the same figures to the unit (they are written from the same reports).
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { action, botPlatform, playerWithBot, waitForState, type TestPlatform } from '../../../test/bots';
import { call, signUp, waitFor } from '../../../test/helpers';
import { UserModel } from '../users/user.model';
import { startSimulator } from '../../../../simulator/server';
import { lootOf } from '@shared/outcomes';
import { dayOf } from '@shared/day';
import type { TimelineEntry } from '@shared/timeline';
import { openAttacksOf, recordAttacks } from './timeline';
import { createAnalytics } from './service';
import { tallyOf } from '@shared/outcomes';

let p: TestPlatform;
beforeAll(async () => {
  // A game hour passes in a real second: the bot plays several camps' cooldowns within the test.
  p = await botPlatform({}, await startSimulator({ port: 0, seed: 7, timeScale: 3600, raidChancePerHour: 0 }));
});
afterAll(async () => {
  await p.close();
  await p.sim.stop();
}, 30_000);

const lootSum = (rows: TimelineEntry[]) => rows.reduce((sum, r) => sum + lootOf(r.loot), 0);

describe('the timeline', () => {
  test("after a stretch of play, the rows, the card's today and Analytics agree to the unit", async () => {
    const { token, botId, accountId, user } = await playerWithBot(
      p,
      'baron-farmer',
      { troopsPerAttack: 60, maxLevel: 10 },
      { username: 'TimelineKeeper7', password: 'castle-pw' },
    );
    await UserModel.updateOne({ _id: user.id }, { plan: 'premium' });
    expect((await action(p, token, botId, 'start')).status).toBe(200);
    const rows = async (query = '') =>
      (await call(p.app, 'GET', `/api/analytics/timeline?botId=${botId}${query}`, { token })).body as { entries: TimelineEntry[]; next: string | null };
    await waitFor('six attacks home', async () => (await rows()).entries.filter((r) => r.result !== 'away').length >= 6, 90_000, 250);
    await action(p, token, botId, 'stop');
    await waitForState(botId, 'offline');

    // Everything the bot did was reported when it stopped: the figures settle.
    const analytics = async () => (await call(p.app, 'GET', `/api/analytics?range=24h&botId=${botId}`, { token })).body;
    // What the two said last, for the failure's message: which of them is short, and by what.
    let seen = '';
    const settled = await waitFor(
      'the last report counted',
      async () => {
        const [page, figures] = await Promise.all([rows(), analytics()]);
        seen = `rows ${page.entries.length} (${page.entries.map((r) => r.result).join(' ')}), totals ${JSON.stringify(figures.totals)}`;
        return page.entries.length === figures.totals.attacksSent ? { page, figures } : null;
      },
      10_000,
      100,
    ).catch((err: Error) => {
      throw new Error(`${err.message}: ${seen}`);
    });
    const all = settled.page.entries;
    const today = all.filter((r) => dayOf(r.sentAt) === dayOf(Date.now()));
    const { totals } = settled.figures;
    expect(all.length).toBe(totals.attacksSent);
    expect(all.filter((r) => r.result === 'won').length).toBe(totals.attacksWon ?? 0);
    expect(all.filter((r) => r.result === 'lost').length).toBe(totals.attacksLost ?? 0);
    expect(lootSum(all)).toBe(lootOf(totals));
    expect(all.reduce((sum, r) => sum + r.lost, 0)).toBe(totals.troopsLost ?? 0);
    // The card: today's loot is the rows' of today.
    const card = (await call(p.app, 'GET', '/api/bots', { token })).body.find((b: { id: string }) => b.id === botId);
    expect(card.today.loot).toBe(lootSum(today));
    expect(card.today.actions).toBeGreaterThanOrEqual(today.length);

    // Each row says where, with what, and what came of it.
    const won = all.find((r) => r.result === 'won')!;
    expect(won).toMatchObject({
      botId,
      accountId,
      templateId: 'baron-farmer',
      target: { kind: 'baron', id: `${won.target.kingdomId}:${won.target.x}:${won.target.y}` },
    });
    expect(won.soldiers).toBeGreaterThan(0);
    expect(won.endedAt!).toBeGreaterThan(won.sentAt);
    // Every attack on a camp was sized, so its row keeps the bot's forecast beside what came of it (issue 65).
    expect(all.every((r) => r.forecast?.won === true && r.forecast.lost >= 0)).toBe(true);
    expect([...all].sort((a, b) => b.sentAt - a.sentAt).map((r) => r.id)).toEqual(all.map((r) => r.id));

    // Filters, the account's view, and the CSV.
    expect((await rows('&result=won')).entries.every((r) => r.result === 'won')).toBe(true);
    expect((await rows(`&day=${dayOf(Date.now())}`)).entries.length).toBe(today.length);
    expect((await rows('&day=2020-01-01')).entries).toEqual([]);
    const byAccount = (await call(p.app, 'GET', `/api/analytics/timeline?accountId=${accountId}&template=baron-farmer`, { token })).body;
    expect(byAccount.entries.map((r: TimelineEntry) => r.id)).toEqual(all.map((r) => r.id));
    const csv = await call(p.app, 'GET', `/api/analytics/timeline/csv?botId=${botId}`, { token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = String(csv.body).trimEnd().split('\r\n');
    expect(lines[0]).toStartWith('Sent (UTC),Bot,Template,Target,');
    expect(lines).toHaveLength(all.length + 1);
    expect(lines[1]).toContain('robber baron castle');
  }, 150_000);

  test('unfiltered, every result is listed; a result filter keeps its own (lost: every end not won)', async () => {
    const { token, botId, accountId, user } = await playerWithBot(p, 'baron-farmer');
    const target = { id: '0:1:1', kingdomId: 0, x: 1, y: 1, kind: 'baron' as const, level: 3, name: 'camp' };
    const now = Date.now();
    const launches = ['a', 'b', 'c', 'd'].map((id, i) => ({ phase: 'sent' as const, id, at: now - 3000 + i, target, soldiers: 10, arrivesAt: null }));
    const ends = [
      { phase: 'ended' as const, id: 'a', at: now, result: 'won' as const, loot: { wood: 5, stone: 0, food: 0 }, lost: 0 },
      { phase: 'ended' as const, id: 'b', at: now, result: 'lost' as const, loot: { wood: 0, stone: 0, food: 0 }, lost: 10 },
      { phase: 'ended' as const, id: 'd', at: now, result: 'empty' as const, loot: { wood: 0, stone: 0, food: 0 }, lost: 0 },
    ];
    await recordAttacks({ botId, userId: user.id, accountId, templateId: 'baron-farmer' }, [...launches, ...ends]);
    const results = async (query = '') =>
      ((await call(p.app, 'GET', `/api/analytics/timeline?botId=${botId}${query}`, { token })).body.entries as TimelineEntry[]).map((r) => r.result).sort();
    // Elysia's t.UnionEnum once filled a left-out filter with its first value: only the won were listed.
    expect(await results()).toEqual(['away', 'empty', 'lost', 'won']);
    // Lost is every end not won, as Analytics counts it: an army home with nothing is among them.
    expect(await results('&result=lost')).toEqual(['empty', 'lost']);
    expect(await results('&result=away')).toEqual(['away']);
  });

  test('an end read from a battle report counts once, on the row of the bot that sent it, however many logins read it', async () => {
    const { token, botId, accountId, user } = await playerWithBot(p, 'baron-farmer');
    // A second bot on the account (a plan with the slots for it) reads the first one's reports.
    await UserModel.updateOne({ _id: user.id }, { plan: 'premium' });
    const other = await call(p.app, 'POST', '/api/bots', { token, body: { templateId: 'resource-keeper', accountId, settings: {} } });
    expect(other.status).toBe(201);
    const readerId = other.body.id as string;
    const target = { id: '0:4:4', kingdomId: 0, x: 4, y: 4, kind: 'baron' as const, level: 3, name: 'camp' };
    const now = Date.now();
    const sent = ['a', 'b', 'c'].map((id, i) => ({ phase: 'sent' as const, id, at: now - 9000 + i, target, soldiers: 50, arrivesAt: now - 5000 }));
    await recordAttacks({ botId, userId: user.id, accountId, templateId: 'baron-farmer' }, sent);
    expect((await openAttacksOf(accountId)).map((a) => [a.botId, a.id]).sort()).toEqual([
      [botId, 'a'],
      [botId, 'b'],
      [botId, 'c'],
    ]);
    const loot = { wood: 40, stone: 0, food: 2 };
    const read = [
      { phase: 'ended' as const, id: 'a', at: now, result: 'won' as const, loot, lost: 5, source: 'report' as const, botId },
      { phase: 'ended' as const, id: 'b', at: now, result: 'lost' as const, loot: { wood: 0, stone: 0, food: 0 }, lost: 50, source: 'report' as const, botId },
      {
        phase: 'ended' as const,
        id: 'c',
        at: now,
        result: 'unknown' as const,
        loot: { wood: 0, stone: 0, food: 0 },
        lost: 0,
        source: 'noReport' as const,
        botId,
      },
    ];
    const analytics = createAnalytics();
    const run = () => crypto.randomUUID();
    // Another bot of the account read them; the same report handled twice; a later login (a failover) read them again.
    const first = `${readerId}:${run()}:1`;
    await analytics.record(readerId, first, [], read);
    await analytics.record(readerId, first, [], read);
    await analytics.record(readerId, `${readerId}:${run()}:1`, [], read);
    // The bot itself, started again, read the first one too: its own sums carried it, and they are taken back.
    const own = tallyOf({ kind: 'attack-home', loot, soldiersSent: 50, soldiersHome: 45, won: true });
    await analytics.record(botId, `${botId}:${run()}:1`, [{ hour: now - (now % 3_600_000), tally: own }], [{ ...read[0]!, botId: undefined }]);

    const totals = (await call(p.app, 'GET', `/api/analytics?range=24h&botId=${botId}`, { token })).body.totals;
    expect({ won: totals.attacksWon, lost: totals.attacksLost, wood: totals.wood, food: totals.food, troopsLost: totals.troopsLost }).toEqual({
      won: 1,
      lost: 1,
      wood: 40,
      food: 2,
      troopsLost: 55,
    });
    const readerTotals = (await call(p.app, 'GET', `/api/analytics?range=24h&botId=${readerId}`, { token })).body.totals;
    expect(readerTotals.attacksWon ?? 0).toBe(0);
    const rows = (await call(p.app, 'GET', `/api/analytics/timeline?botId=${botId}`, { token })).body.entries as TimelineEntry[];
    expect(rows.map((r) => [r.id.split(':')[1], r.result, r.source]).sort()).toEqual([
      ['a', 'won', 'report'],
      ['b', 'lost', 'report'],
      ['c', 'unknown', 'noReport'],
    ]);
    // Nothing is open any more: the next start hands over nothing.
    expect(await openAttacksOf(accountId)).toEqual([]);
  });

  test("someone else's bot or account is not found; bad filters are named", async () => {
    const owner = await playerWithBot(p, 'baron-farmer');
    const other = await signUp(p.app);
    expect((await call(p.app, 'GET', `/api/analytics/timeline?botId=${owner.botId}`, { token: other.token })).status).toBe(404);
    expect((await call(p.app, 'GET', `/api/analytics/timeline?accountId=${owner.accountId}`, { token: other.token })).status).toBe(404);
    const bad = await call(p.app, 'GET', '/api/analytics/timeline?day=yesterday&result=maybe', { token: other.token });
    expect(bad.status).toBe(422);
    expect((await call(p.app, 'GET', '/api/analytics/timeline?day=yesterday', { token: other.token })).body.message).toContain(
      'day must be a date written YYYY-MM-DD.',
    );
    expect((await call(p.app, 'GET', '/api/analytics/timeline?result=maybe', { token: other.token })).body.message).toContain(
      'result must be won, lost or away.',
    );
    expect((await call(p.app, 'GET', '/api/analytics/timeline')).status).toBe(401);
    expect((await call(p.app, 'GET', '/api/analytics/timeline', { token: other.token })).body).toEqual({ entries: [], next: null });
  });
});
