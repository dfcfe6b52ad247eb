import { afterAll, describe, expect, test } from 'bun:test';
import { createPlatform } from '../../../../app';
import { decodeJwt } from 'jose';
import { call, RELAXED_THROTTLE, signUp, testConfig, uniqueEmail, ownCounters, waitFor } from '../../../../../test/helpers';
import { consoleLines, readSse, type SseEvent } from '../../../../../test/sse';

const adminEmail = uniqueEmail('admin');
const platform = createPlatform({
  throttleNamespace: ownCounters(),
  config: testConfig({ adminEmails: [adminEmail] }),
  throttle: RELAXED_THROTTLE,
  // Two seconds, not one: `exp` is in whole seconds, so a one-second ticket issued late in a second could
  // expire before its first use; this one lives one to two seconds.
  console: { heartbeatMs: 150, ticketTtlSeconds: 2 },
});
const server = platform.app.listen({ hostname: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${server.server!.port}`;
afterAll(async () => {
  await server.stop(true);
  await platform.close();
});

type Event = SseEvent;
const readEvents = (path: string, headers: Record<string, string>, until: (events: Event[]) => boolean, timeoutMs = 5000) =>
  readSse(`${base}${path}`, headers, until, timeoutMs);

async function ownerWithBot() {
  const player = await signUp(platform.app);
  const account = await call(platform.app, 'POST', '/api/accounts', {
    token: player.token,
    body: { email: 'c@game.example', username: `Merlin${crypto.randomUUID().slice(0, 6)}`, password: 'pw' },
  });
  const bot = await call(platform.app, 'POST', '/api/bots', { token: player.token, body: { templateId: 'resource-keeper', accountId: account.body.id } });
  return { ...player, botId: bot.body.id as string, cookie: { cookie: `castellan_session=${player.token}` } };
}

const lines = (events: Event[]) => consoleLines(events).map((l) => l.text);

describe('GET /api/bots/:id/console', () => {
  test('replays the recent lines, then follows live ones, each a `line` event with its id', async () => {
    const { botId, cookie } = await ownerWithBot();
    for (const text of ['first', 'second', 'third']) platform.hub.append(botId, text);
    setTimeout(() => platform.hub.append(botId, 'live line'), 200);
    const res = await readEvents(`/api/bots/${botId}/console`, cookie, (e) => lines(e).length >= 4);
    expect(res.status).toBe(200);
    expect(res.contentType).toContain('text/event-stream');
    expect(res.events[0]).toMatchObject({ event: 'ready', data: botId });
    expect(lines(res.events)).toEqual(['first', 'second', 'third', 'live line']);
    const ids = consoleLines(res.events).map((l) => l.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(new Set(ids).size).toBe(4);
  });

  // The stream is a plain Response (sse-response.ts): a reader that leaves cancels it, and the cancel (not a
  // pull that never comes again) is what lets go of the bot's feed.
  test('a reader that leaves is let go at once: the feed keeps no listener for it', async () => {
    const { botId, cookie } = await ownerWithBot();
    platform.hub.append(botId, 'one line');
    await readEvents(`/api/bots/${botId}/console`, cookie, (e) => lines(e).length >= 1);
    await waitFor('the reader let go', () => platform.hub.listenerCount(botId) === 0, 2_000);
  });

  test('Last-Event-ID resumes after the given line, without gaps or duplicates', async () => {
    const { botId, cookie } = await ownerWithBot();
    for (const text of ['a', 'b', 'c', 'd']) platform.hub.append(botId, text);
    const first = await readEvents(`/api/bots/${botId}/console`, cookie, (e) => lines(e).length >= 2);
    const secondId = String(consoleLines(first.events)[1]!.id);
    platform.hub.append(botId, 'e');
    const resumed = await readEvents(`/api/bots/${botId}/console`, { ...cookie, 'last-event-id': secondId }, (e) => lines(e).length >= 3);
    expect(lines(resumed.events)).toEqual(['c', 'd', 'e']);
    // The same through the query, for a browser that opens a new EventSource with a fresh ticket.
    const byQuery = await readEvents(`/api/bots/${botId}/console?lastEventId=${secondId}`, cookie, (e) => lines(e).length >= 3);
    expect(lines(byQuery.events)).toEqual(['c', 'd', 'e']);
  });

  test("each line has the server's time and a level; a state change comes in order with the lines, and the stored state after the replay", async () => {
    const { botId, cookie } = await ownerWithBot();
    const before = Date.now();
    platform.hub.append(botId, 'Start requested.');
    platform.hub.append(botId, { text: 'Army home with loot: 5 wood, 0 stone, 0 food.', level: 'success', today: { day: '2026-11-23', actions: 3, loot: 5 } });
    platform.hub.append(botId, { text: 'Bot stopped on an error.', level: 'error', state: { state: 'error', reason: 'Wrong password', since: null } });
    const res = await readEvents(`/api/bots/${botId}/console`, cookie, (e) => e.filter((x) => x.event === 'state').length >= 2);
    const got = consoleLines(res.events);
    expect(got.map((l) => [l.level, l.text])).toEqual([
      ['info', 'Start requested.'],
      ['success', 'Army home with loot: 5 wood, 0 stone, 0 food.'],
      ['error', 'Bot stopped on an error.'],
    ]);
    expect(got[0]!.at).toBeGreaterThanOrEqual(before);
    expect(got[1]!.today).toEqual({ day: '2026-11-23', actions: 3, loot: 5 });
    expect(got[0]!.today).toBeUndefined();
    // The state line's state under the same id, then (after the replay) the bot's state as stored: offline, never started.
    const order = res.events.filter((e) => e.event !== 'ready' && e.event !== 'ping').map((e) => `${e.event}${e.id ? `#${e.id}` : ''}`);
    expect(order).toEqual([`line#${got[0]!.id}`, `line#${got[1]!.id}`, `line#${got[2]!.id}`, `state#${got[2]!.id}`, 'state']);
    const states = res.events.filter((e) => e.event === 'state').map((e) => JSON.parse(e.data));
    expect(states).toEqual([
      { state: 'error', reason: 'Wrong password', since: null },
      { state: 'offline', reason: null, since: null },
    ]);
  });

  test('sends heartbeats on a quiet stream', async () => {
    const { botId, cookie } = await ownerWithBot();
    const res = await readEvents(`/api/bots/${botId}/console`, cookie, (e) => e.some((x) => x.event === 'ping'), 3000);
    expect(res.events.some((e) => e.event === 'ping')).toBe(true);
  });

  test('ends cleanly when the bot is deleted', async () => {
    const { botId, cookie, token } = await ownerWithBot();
    setTimeout(() => void call(platform.app, 'DELETE', `/api/bots/${botId}`, { token }), 200);
    const res = await readEvents(`/api/bots/${botId}/console`, cookie, (e) => e.some((x) => x.event === 'end'));
    expect(res.events.at(-1)).toEqual({ event: 'end', data: 'bot deleted' });
  });

  test('a console ticket opens the stream; the session token in the URL does not; tickets expire', async () => {
    const { botId, token } = await ownerWithBot();
    platform.hub.append(botId, 'hello');
    const issued = await call(platform.app, 'POST', `/api/bots/${botId}/console-ticket`, { token });
    expect(issued.status).toBe(200);
    expect(issued.body.expires_in).toBe(2);
    const ok = await readEvents(`/api/bots/${botId}/console?token=${issued.body.ticket}`, {}, (e) => lines(e).length >= 1);
    expect(lines(ok.events)).toEqual(['hello']);

    const session = await readEvents(`/api/bots/${botId}/console?token=${token}`, {}, () => true);
    expect(session.status).toBe(401);
    expect(JSON.parse(session.body!).message).toStartWith('A session token is not accepted in a console link. Request a console ticket');

    // Its expiry passing is what is tested: wait for the time it names, not a guess at it.
    const { exp } = decodeJwt(issued.body.ticket);
    await waitFor('the ticket to expire', () => Date.now() >= exp! * 1000, 4_000, 20);
    const expired = await readEvents(`/api/bots/${botId}/console?token=${issued.body.ticket}`, {}, () => true);
    expect(expired.status).toBe(401);
    expect(JSON.parse(expired.body!).message).toBe('This console link has expired. Open the console again.');
  });

  test('a ticket for one bot does not open another', async () => {
    const one = await ownerWithBot();
    const other = await ownerWithBot();
    const ticket = (await call(platform.app, 'POST', `/api/bots/${one.botId}/console-ticket`, { token: one.token })).body.ticket;
    expect((await readEvents(`/api/bots/${other.botId}/console?token=${ticket}`, {}, () => true)).status).toBe(401);
  });

  test('another user cannot read a console; signed out cannot; an admin can', async () => {
    const owner = await ownerWithBot();
    const stranger = await signUp(platform.app);
    platform.hub.append(owner.botId, 'private');
    expect((await readEvents(`/api/bots/${owner.botId}/console`, { cookie: `castellan_session=${stranger.token}` }, () => true)).status).toBe(404);
    expect((await readEvents(`/api/bots/${owner.botId}/console`, {}, () => true)).status).toBe(401);
    const admin = await signUp(platform.app, adminEmail);
    const res = await readEvents(`/api/bots/${owner.botId}/console`, { authorization: `Bearer ${admin.token}` }, (e) => lines(e).length >= 1);
    expect(lines(res.events)).toEqual(['private']);
  });
});
