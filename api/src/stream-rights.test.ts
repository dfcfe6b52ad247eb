/**
 * Every stream ends when its reader's right ends (lib/open-streams.ts): a guest's map and console when the
 * share ends or is given back, or the owner's plan no longer shares; a player's map when they sign out,
 * their session is revoked or expires, their password is changed elsewhere or their account deleted; an
 * administrator's reading of another's console when their address changes; a console read with an API key
 * when the key is revoked; and on another API instance than the one the change was made on.
 * Each ends with `end: access ended`, long before the minute's sweep could have ended it.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { createPlatform } from './app';
import { alliancePlatform } from '../test/alliances';
import { call, ownCounters, RELAXED_THROTTLE, signUp, testConfig, uniqueEmail } from '../test/helpers';
import { fakeRuntime } from '../test/leaving';
import { readSse } from '../test/sse';
import { UserModel } from './modules/users/user.model';
import { SessionModel } from './modules/auth/sessions/session.model';

const { platform, app, player } = alliancePlatform();
const server = app.listen({ hostname: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${server.server!.port}`;
// A second API instance on the same database and engine.
const second = createPlatform({
  config: testConfig(),
  throttle: RELAXED_THROTTLE,
  throttleNamespace: ownCounters(),
  createRuntime: () => fakeRuntime().runtime,
});
const secondServer = second.app.listen({ hostname: '127.0.0.1', port: 0 });
const secondBase = `http://127.0.0.1:${secondServer.server!.port}`;
// An instance whose administrator is named by an address (ADMIN_EMAILS): administrators may read any console.
const adminEmail = uniqueEmail('admin');
const withAdmin = createPlatform({
  config: testConfig({ adminEmails: [adminEmail] }),
  throttle: RELAXED_THROTTLE,
  throttleNamespace: ownCounters(),
  createRuntime: () => fakeRuntime().runtime,
});
const adminServer = withAdmin.app.listen({ hostname: '127.0.0.1', port: 0 });
const adminBase = `http://127.0.0.1:${adminServer.server!.port}`;
afterAll(async () => {
  await server.stop(true);
  await secondServer.stop(true);
  await adminServer.stop(true);
  await platform.close();
  await second.close();
  await withAdmin.close();
});

type Player = Awaited<ReturnType<typeof player>>;
const cookie = (who: { token: string }) => ({ cookie: `castellan_session=${who.token}` });
const mapOf = (who: Player) => `/api/accounts/${who.accounts[0]!.id}/map`;

/** An owner on Plus with a bot, and a friend with an accepted share of the owner's account. */
async function sharedAccount() {
  const owner = await player('plus');
  const bot = await call(app, 'POST', '/api/bots', {
    token: owner.token,
    body: { templateId: 'resource-keeper', accountId: owner.accounts[0]!.id, name: 'Farmer' },
  });
  expect(bot.status).toBe(201);
  const made = await call(app, 'POST', '/api/shares', { token: owner.token, body: { accountId: owner.accounts[0]!.id, permissions: ['control'] } });
  const friend = await player('starter');
  expect((await call(app, 'POST', '/api/shares/accept', { token: friend.token, body: { code: made.body.code } })).status).toBe(200);
  return { owner, friend, botId: bot.body.id as string, shareId: made.body.share.id as string };
}

/**
 * Opens the stream at `url` and, once it has answered, makes `change`; returns the change's status, the last
 * event and how long after the change the stream ended. Waits up to 20 s: the sweep (60 s) cannot be what ends it.
 */
async function endAfter(url: string, headers: Record<string, string>, change: () => Promise<{ status: number }>) {
  let changed: Promise<{ status: number }> | null = null;
  let changedAt = 0;
  const opened = await readSse(
    url,
    headers,
    (events) => {
      if (!changed && events.length > 0) {
        changedAt = performance.now();
        changed = change();
      }
      return events.some((e) => e.event === 'end');
    },
    20_000,
  );
  expect(opened.status).toBe(200);
  const afterMs = performance.now() - changedAt;
  console.log(`stream ended ${afterMs.toFixed(0)} ms after the change`);
  return { status: (await changed!).status, last: opened.events.at(-1), afterMs };
}

const ACCESS_ENDED = { event: 'end', data: 'access ended' };

describe('a guest of a share', () => {
  test('loses the map and the console when the owner ends the share, and the map when they give it back', async () => {
    const { owner, friend, botId, shareId } = await sharedAccount();
    // Both streams open before the share ends: the console's is told when the map's change is made.
    let consoleOpen = () => {};
    const opened = new Promise<void>((resolve) => (consoleOpen = resolve));
    const consoleEnd = endAfter(`${base}/api/bots/${botId}/console`, cookie(friend), async () => {
      consoleOpen();
      return { status: 200 };
    });
    const map = await endAfter(`${base}${mapOf(owner)}`, cookie(friend), async () => {
      await opened;
      return call(app, 'DELETE', `/api/shares/${shareId}`, { token: owner.token });
    });
    expect(map).toMatchObject({ status: 200, last: ACCESS_ENDED });
    expect(await consoleEnd).toMatchObject({ last: ACCESS_ENDED });
    expect((await call(app, 'GET', mapOf(owner), { token: friend.token })).status).toBe(404);

    const again = await sharedAccount();
    const share = (await call(app, 'GET', '/api/shares/with-me', { token: again.friend.token })).body[0].share_id as string;
    const given = await endAfter(`${base}${mapOf(again.owner)}`, cookie(again.friend), () =>
      call(app, 'DELETE', `/api/shares/with-me/${share}`, { token: again.friend.token }),
    );
    expect(given).toMatchObject({ status: 200, last: ACCESS_ENDED });
  });

  test("loses the map when the owner's plan no longer includes sharing, and has it again when it does", async () => {
    const { owner, friend, botId } = await sharedAccount();
    const ended = await endAfter(`${base}${mapOf(owner)}`, cookie(friend), async () => {
      await UserModel.updateOne({ _id: owner.userId }, { $set: { plan: 'starter' } });
      return { status: 200 };
    });
    expect(ended.last).toEqual(ACCESS_ENDED);
    expect((await call(app, 'GET', `/api/bots/${botId}`, { token: friend.token })).status).toBe(404);
    expect((await call(app, 'GET', '/api/shares/with-me', { token: friend.token })).body).toEqual([]);
    await UserModel.updateOne({ _id: owner.userId }, { $set: { plan: 'plus' } });
    expect((await call(app, 'GET', `/api/bots/${botId}`, { token: friend.token })).status).toBe(200);
  });

  test('on another API instance: the share ended on this one ends the stream open there', async () => {
    const { owner, friend, shareId } = await sharedAccount();
    const ended = await endAfter(`${secondBase}${mapOf(owner)}`, cookie(friend), () => call(app, 'DELETE', `/api/shares/${shareId}`, { token: owner.token }));
    expect(ended).toMatchObject({ status: 200, last: ACCESS_ENDED });
  });

  test('loses the map when the owner deletes their account', async () => {
    const { owner, friend } = await sharedAccount();
    const ended = await endAfter(`${base}${mapOf(owner)}`, cookie(friend), () =>
      call(app, 'DELETE', '/api/users/me', { token: owner.token, body: { password: owner.password, confirm: 'DELETE' } }),
    );
    expect(ended).toMatchObject({ status: 200, last: ACCESS_ENDED });
  });
});

describe("a player's own stream", () => {
  test('ends when they sign out, also when opened with a ticket and read on another instance', async () => {
    const owner = await player('plus');
    const signedOut = await endAfter(`${base}${mapOf(owner)}`, cookie(owner), () => call(app, 'POST', '/api/auth/logout', { token: owner.token }));
    expect(signedOut.last).toEqual(ACCESS_ENDED);

    const again = await signIn(owner);
    const ticket = (await call(app, 'POST', `/api/accounts/${owner.accounts[0]!.id}/map-ticket`, { token: again })).body.ticket as string;
    const byTicket = await endAfter(`${secondBase}${mapOf(owner)}?token=${encodeURIComponent(ticket)}`, {}, () =>
      call(app, 'POST', '/api/auth/logout', { token: again }),
    );
    expect(byTicket.last).toEqual(ACCESS_ENDED);
  });

  test('ends when its session is revoked, or the password is changed, from another session', async () => {
    const owner = await player('plus');
    const other = await signIn(owner);
    const sessions = (await call(app, 'GET', '/api/auth/sessions', { token: other })).body.sessions as { id: string; current: boolean }[];
    const first = sessions.find((s) => !s.current)!;
    const revoked = await endAfter(`${base}${mapOf(owner)}`, cookie(owner), () => call(app, 'DELETE', `/api/auth/sessions/${first.id}`, { token: other }));
    expect(revoked.last).toEqual(ACCESS_ENDED);

    const third = await signIn(owner);
    const changed = await endAfter(`${base}${mapOf(owner)}`, { cookie: `castellan_session=${third}` }, () =>
      call(app, 'POST', '/api/auth/password', { token: other, body: { currentPassword: owner.password, newPassword: 'a much newer horse' } }),
    );
    expect(changed).toMatchObject({ status: 200, last: ACCESS_ENDED });
    // The session that changed it reads on.
    const still = await readSse(`${base}${mapOf(owner)}`, { cookie: `castellan_session=${other}` }, (e) => e.length > 0);
    expect(still.status).toBe(200);
  });

  test('ends at the sweep when its session expires (nothing announces an expiry)', async () => {
    const owner = await player('plus');
    const { sid } = JSON.parse(Buffer.from(owner.token.split('.')[1]!, 'base64url').toString()) as { sid: string };
    const expired = await endAfter(`${base}${mapOf(owner)}`, cookie(owner), async () => {
      await SessionModel.updateOne({ _id: sid }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
      await platform.streams.sweep();
      return { status: 200 };
    });
    expect(expired.last).toEqual(ACCESS_ENDED);
  });

  test("an administrator's reading of another player's console ends when their address is no longer an administrator's", async () => {
    const admin = await signUp(withAdmin.app, adminEmail);
    const { botId } = await sharedAccount();
    // The address changes as a confirmed change writes it (credentials/service.ts verifyEmail).
    const moved = await endAfter(`${adminBase}/api/bots/${botId}/console`, cookie(admin), async () => {
      await UserModel.updateOne({ _id: admin.user.id }, { $set: { email: uniqueEmail('moved'), emailVerifiedAt: new Date() } });
      return { status: 200 };
    });
    expect(moved.last).toEqual(ACCESS_ENDED);
  });

  test('read with an API key ends when the key is revoked', async () => {
    const owner = await player('professional');
    const bot = await call(app, 'POST', '/api/bots', {
      token: owner.token,
      body: { templateId: 'resource-keeper', accountId: owner.accounts[0]!.id, name: 'Keyed' },
    });
    const made = await call(app, 'POST', '/api/users/me/api-keys', { token: owner.token, body: { name: 'dashboard', scopes: ['read'] } });
    expect(made.status).toBe(201);
    const ended = await endAfter(`${base}/api/bots/${bot.body.id}/console`, { authorization: `Bearer ${made.body.key}` }, () =>
      call(app, 'DELETE', `/api/users/me/api-keys/${made.body.apiKey.id}`, { token: owner.token }),
    );
    expect(ended.last).toEqual(ACCESS_ENDED);
  });
});

/** A new session of `who` (a second device): its token. */
async function signIn(who: Player): Promise<string> {
  const res = await call(app, 'POST', '/api/auth/login', { body: { email: who.email, password: who.password } });
  expect(res.status).toBe(200);
  return res.body.token as string;
}
