/** The live map end to end: a playing bot's account map reaches its owner's stream, and no one else's. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { AccountMap } from '@shared/account-map';
import { action, botPlatform, playerWithBot, type TestPlatform } from '../../../test/bots';
import { call, signUp } from '../../../test/helpers';
import { readSse, type SseEvent } from '../../../test/sse';

let p: TestPlatform;
let base = '';
let server: { stop(closeActive?: boolean): Promise<void> } | undefined;
beforeAll(async () => {
  p = await botPlatform({ console: { heartbeatMs: 200 } });
  const listening = p.app.listen({ hostname: '127.0.0.1', port: 0 });
  server = listening.server!;
  base = `http://127.0.0.1:${listening.server!.port}`;
});
afterAll(async () => {
  await server?.stop(true);
  await p.close();
  await p.sim.stop();
}, 30_000);

const maps = (events: SseEvent[]) => events.filter((e) => e.event === 'map').map((e) => JSON.parse(e.data) as AccountMap | null);
const cookie = (token: string) => ({ cookie: `castellan_session=${token}` });

describe('GET /api/accounts/:id/map', () => {
  test("a playing bot's map shows its castle, the camps it read with its verdicts, and its army on the way", async () => {
    const { token, botId, accountId } = await playerWithBot(
      p,
      'baron-farmer',
      { troopsPerAttack: 60, maxLevel: 10 },
      { username: 'MapReader7', password: 'castle-pw' },
    );
    // Before any bot ran: the stream answers at once, with no map yet.
    const before = await readSse(`${base}/api/accounts/${accountId}/map`, cookie(token), (e) => maps(e).length >= 1);
    expect(before.status).toBe(200);
    expect(maps(before.events)).toEqual([null]);

    expect((await action(p, token, botId, 'start')).status).toBe(200);
    const seen = await readSse(
      `${base}/api/accounts/${accountId}/map`,
      cookie(token),
      (e) => maps(e).some((m) => Boolean(m?.armies.some((a) => a.kind === 'attack'))),
      45_000,
    );
    const map = maps(seen.events).findLast((m) => m?.armies.some((a) => a.kind === 'attack'))!;
    expect(map.accountId).toBe(accountId);
    expect(map.castles.length).toBeGreaterThan(0);
    expect(map.readAt).toBeGreaterThan(0);
    const camps = map.targets.filter((t) => t.kind === 'baron');
    expect(camps.length).toBeGreaterThan(0);
    // The farmer sized its attacks from the camps' defenders: the camps it looked at carry its verdict.
    expect(camps.some((t) => t.verdict === 'beatable')).toBe(true);
    const army = map.armies.find((a) => a.kind === 'attack')!;
    expect(army.from).toEqual({ x: map.castles[0]!.x, y: map.castles[0]!.y });
    expect(army.arrivesAt).toBeGreaterThan(army.departedAt ?? 0);
    expect(army.troops).toBeGreaterThan(0);
    await action(p, token, botId, 'stop');
  }, 60_000);

  test('a quiet map is kept open by pings; someone else is told the account is not found; signed out is refused', async () => {
    const owner = await playerWithBot(p, 'baron-farmer');
    const quiet = await readSse(`${base}/api/accounts/${owner.accountId}/map`, cookie(owner.token), (e) => e.some((x) => x.event === 'ping'), 5_000);
    expect(quiet.events.map((e) => e.event)).toEqual(['map', 'ping']);
    const other = await signUp(p.app);
    const refused = await readSse(`${base}/api/accounts/${owner.accountId}/map`, cookie(other.token), () => true);
    expect(refused.status).toBe(404);
    expect(JSON.parse(String(refused.body)).message).toBe('Game account not found.');
    expect((await readSse(`${base}/api/accounts/${owner.accountId}/map`, {}, () => true)).status).toBe(401);

    // A browser opens it with a ticket: for this account only.
    const ticket = (await call(p.app, 'POST', `/api/accounts/${owner.accountId}/map-ticket`, { token: owner.token })).body.ticket as string;
    const byTicket = await readSse(`${base}/api/accounts/${owner.accountId}/map?token=${encodeURIComponent(ticket)}`, {}, (e) => maps(e).length >= 1);
    expect(byTicket.status).toBe(200);
    const elsewhere = await playerWithBot(p, 'baron-farmer');
    expect((await readSse(`${base}/api/accounts/${elsewhere.accountId}/map?token=${encodeURIComponent(ticket)}`, {}, () => true)).status).toBe(401);
    expect((await call(p.app, 'POST', `/api/accounts/${owner.accountId}/map-ticket`, { token: other.token })).status).toBe(404);
  });
});
