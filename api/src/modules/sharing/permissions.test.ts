/**
 * The one permission table (SHARED_BOT_ROUTES in @shared/sharing), route by route and permission by
 * permission: a player with a share that grants only one permission may use exactly the routes that need
 * it (and `console`, which every share has), and is refused the others with 403 naming what is missing.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { SHARE_PERMISSIONS, SHARED_BOT_ROUTES, sharePermissions, type SharedBotRoute, type SharePermission } from '@shared/sharing';
import { call } from '../../../test/helpers';
import { alliancePlatform } from '../../../test/alliances';

const { platform, app, player } = alliancePlatform();
const server = app.listen({ hostname: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${server.server!.port}`;
afterAll(async () => {
  await server.stop(true);
  await platform.close();
});

type Ctx = { botId: string; accountId: string };
/** One request per route of the table, harmless where it can be (a stop, a rename). */
const REQUESTS: Record<SharedBotRoute, (c: Ctx) => { method: string; path: string; body?: Record<string, unknown> }> = {
  'GET /api/bots/:id': (c) => ({ method: 'GET', path: `/api/bots/${c.botId}` }),
  'POST /api/bots/:id/console-ticket': (c) => ({ method: 'POST', path: `/api/bots/${c.botId}/console-ticket` }),
  'GET /api/bots/:id/console': (c) => ({ method: 'GET', path: `/api/bots/${c.botId}/console` }),
  'GET /api/bots/:id/schedule': (c) => ({ method: 'GET', path: `/api/bots/${c.botId}/schedule` }),
  'GET /api/bots/:id/trades': (c) => ({ method: 'GET', path: `/api/bots/${c.botId}/trades` }),
  'POST /api/bots/:id/actions': (c) => ({ method: 'POST', path: `/api/bots/${c.botId}/actions`, body: { action: 'stop' } }),
  'POST /api/bots/:id/run-for': (c) => ({ method: 'POST', path: `/api/bots/${c.botId}/run-for`, body: { hours: 1 } }),
  'POST /api/bots/:id/play-now': (c) => ({ method: 'POST', path: `/api/bots/${c.botId}/play-now` }),
  'PATCH /api/bots/:id': (c) => ({ method: 'PATCH', path: `/api/bots/${c.botId}`, body: { name: `Renamed ${crypto.randomUUID().slice(0, 6)}` } }),
  'PUT /api/bots/:id/schedule': (c) => ({
    method: 'PUT',
    path: `/api/bots/${c.botId}/schedule`,
    body: { windows: [{ day: 'mon', start: '09:00', end: '12:00' }] },
  }),
  'POST /api/bots/:id/duplicate': (c) => ({ method: 'POST', path: `/api/bots/${c.botId}/duplicate` }),
  'DELETE /api/bots/:id': (c) => ({ method: 'DELETE', path: `/api/bots/${c.botId}` }),
  'POST /api/bots': (c) => ({ method: 'POST', path: '/api/bots', body: { templateId: 'resource-keeper', accountId: c.accountId } }),
};

/** The status only (a console is a stream: its headers are enough). */
async function statusOf(token: string, { method, path, body }: ReturnType<(typeof REQUESTS)[SharedBotRoute]>): Promise<{ status: number; message?: string }> {
  if (path.endsWith('/console')) {
    const abort = new AbortController();
    const res = await fetch(`${base}${path}`, { headers: { cookie: `castellan_session=${token}` }, signal: abort.signal });
    const message = res.ok ? undefined : ((await res.json()) as { message: string }).message;
    abort.abort();
    return { status: res.status, message };
  }
  const res = await call(app, method, path, { token, body });
  return { status: res.status, message: res.body?.message };
}

describe('each route of the table, with a share granting one permission', () => {
  for (const route of Object.keys(SHARED_BOT_ROUTES) as SharedBotRoute[]) {
    test(`${route} needs "${SHARED_BOT_ROUTES[route]}"`, async () => {
      const owner = await player('professional');
      const bot = await call(app, 'POST', '/api/bots', { token: owner.token, body: { templateId: 'resource-keeper', accountId: owner.accounts[0]!.id } });
      const ctx = { botId: bot.body.id as string, accountId: owner.accounts[0]!.id };
      const seen: Record<string, number> = {};
      // The permission that allows a destructive route goes last, so the others meet the bot still there.
      const order = [...SHARE_PERMISSIONS].sort((a, b) => Number(a === SHARED_BOT_ROUTES[route]) - Number(b === SHARED_BOT_ROUTES[route]));
      for (const permission of order) {
        const made = await call(app, 'POST', '/api/shares', { token: owner.token, body: { accountId: ctx.accountId, permissions: [permission] } });
        const friend = await player('starter');
        expect((await call(app, 'POST', '/api/shares/accept', { token: friend.token, body: { code: made.body.code } })).status).toBe(200);
        const allowed = sharePermissions([permission as SharePermission]).includes(SHARED_BOT_ROUTES[route]);
        const answer = await statusOf(friend.token, REQUESTS[route](ctx));
        seen[permission] = answer.status;
        if (allowed) expect({ permission, refused: [401, 403, 404].includes(answer.status) }).toEqual({ permission, refused: false });
        else
          expect({ permission, status: answer.status, names: answer.message?.startsWith(`${owner.name} shares these bots with you without this: `) }).toEqual({
            permission,
            status: 403,
            names: true,
          });
        // Ended again: a game account is shared with five players at most.
        await call(app, 'DELETE', `/api/shares/${made.body.share.id}`, { token: owner.token });
      }
      // And no one without a share learns the bot exists.
      const stranger = await player('professional');
      expect((await statusOf(stranger.token, REQUESTS[route](ctx))).status).toBe(404);
    });
  }
});
