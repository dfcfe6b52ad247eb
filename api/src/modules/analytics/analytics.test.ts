/** Analytics end to end: a bot attacks in the local game, its outcomes reach the charts' figures and its "today". */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { action, botPlatform, playerWithBot, waitForConsole, waitForState, type TestPlatform } from '../../../test/bots';
import { call, signUp, waitFor } from '../../../test/helpers';
import { UserModel } from '../users/user.model';
import { lootOf } from '@shared/outcomes';
import { dayOf } from '@shared/day';

let p: TestPlatform;
beforeAll(async () => {
  p = await botPlatform();
});
afterAll(async () => {
  await p.close();
  await p.sim.stop();
}, 30_000);

describe('GET /api/analytics', () => {
  test("a bot's attack and its loot are counted, once, and its card's today is the same figure", async () => {
    const { token, botId, accountId, user } = await playerWithBot(p, 'baron-farmer', { troopsPerAttack: 60, maxLevel: 10 });
    await UserModel.updateOne({ _id: user.id }, { plan: 'premium' });
    expect((await action(p, token, botId, 'start')).status).toBe(200);
    await waitForConsole(p, botId, /Army home with loot: [\d,]+ wood/, 20_000);
    await action(p, token, botId, 'stop');
    await waitForState(botId, 'offline');

    const read = async (query = '') => call(p.app, 'GET', `/api/analytics?range=24h${query}`, { token });
    const mine = await waitFor('the loot in the analytics', async () => {
      const res = await read(`&botId=${botId}`);
      return res.status === 200 && (res.body.totals.attacksWon ?? 0) >= 1 ? res.body : null;
    });
    expect(mine.preview).toBe(false);
    expect(mine.totals.attacksSent).toBeGreaterThanOrEqual(1);
    expect(lootOf(mine.totals)).toBeGreaterThan(0);
    expect(mine.bots).toHaveLength(1);
    expect(mine.bots[0]).toMatchObject({ botId, accountId, name: expect.any(String), accountName: expect.stringContaining('INT1') });

    // The card's "today" is summed from the same outcomes (the day's hours of the same bot).
    const todayStart = Date.parse(`${dayOf(Date.now())}T00:00:00Z`);
    const todays = mine.points.filter((pt: { at: number }) => pt.at >= todayStart);
    const lootToday = todays.reduce((sum: number, pt: { tally: Record<string, number> }) => sum + lootOf(pt.tally), 0);
    const listed = (await call(p.app, 'GET', '/api/bots', { token })).body.find((b: { id: string }) => b.id === botId);
    expect(listed.today.loot).toBe(lootToday);

    // Per account and per player: the same figures; CSV: one row per hour with something in it.
    expect((await read(`&accountId=${accountId}`)).body.totals).toEqual(mine.totals);
    const csv = await call(p.app, 'GET', `/api/analytics/csv?range=7d&botId=${botId}`, { token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('castellan-analytics-7d-');
    expect(String(csv.body).split('\r\n')[1]).toStartWith(`${dayOf(Date.now())},`);
  }, 60_000);

  test('Starter and Plus see the last 24 hours; 7 and 30 days are refused with the reason', async () => {
    const player = await signUp(p.app);
    const day = await call(p.app, 'GET', '/api/analytics', { token: player.token });
    expect(day.status).toBe(200);
    expect(day.body).toMatchObject({ range: '24h', step: 'hour', preview: true, totals: {}, bots: [] });
    expect(day.body.points).toHaveLength(24);
    // The range is the player's own: it starts when they signed up, not 24 hours before they existed.
    const joined = (await UserModel.findById(player.user.id).lean())!.createdAt!.getTime();
    expect(day.body.from).toBe(joined);
    expect(day.body.points[0].at).toBeLessThan(joined);
    const week = await call(p.app, 'GET', '/api/analytics?range=7d', { token: player.token });
    expect(week.status).toBe(403);
    expect(week.body.message).toBe('Analytics over 7 and 30 days come with Premium and Professional: your plan shows the last 24 hours.');
    await UserModel.updateOne({ _id: player.user.id }, { plan: 'plus' });
    expect((await call(p.app, 'GET', '/api/analytics/csv?range=30d', { token: player.token })).status).toBe(403);
  });

  test("someone else's bot or account is not found; bad input is named; signed out is refused", async () => {
    const owner = await playerWithBot(p, 'baron-farmer');
    const other = await signUp(p.app);
    expect((await call(p.app, 'GET', `/api/analytics?botId=${owner.botId}`, { token: other.token })).status).toBe(404);
    expect((await call(p.app, 'GET', `/api/analytics?accountId=${owner.accountId}`, { token: other.token })).status).toBe(404);
    const bad = await call(p.app, 'GET', '/api/analytics?range=1y', { token: other.token });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toContain('range must be 24h, 7d or 30d.');
    expect((await call(p.app, 'GET', '/api/analytics?botId=nope', { token: other.token })).body.message).toContain('botId must be a bot id.');
    expect((await call(p.app, 'GET', '/api/analytics')).status).toBe(401);
  });
});
