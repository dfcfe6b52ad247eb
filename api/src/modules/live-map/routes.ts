/** GET /api/accounts/:id/map — a game account's live map (server-sent events), for its owner and the players it is shared with. */
import { Elysia } from 'elysia';
import { NotFoundError } from '../../lib/errors';
import { ErrorBody } from '../../lib/http';
import { authPlugin } from '../auth/plugin';
import type { AuthService } from '../auth/service';
import { storedAccount } from '../accounts/service';
import { AccountParams } from '../accounts/schemas';
import { shareOf } from '../sharing/shares';
import { mapResponse } from './stream';
import type { LiveMaps } from './store';

type Options = { auth: AuthService; maps: LiveMaps; heartbeatMs?: number };

/** The account, when `userId` owns it or it is shared with them; else "not found" (whether it exists is not theirs to know). */
export async function reachAccount(userId: string, accountId: string): Promise<void> {
  if (await storedAccount(userId, accountId)) return;
  if (await shareOf(userId, accountId)) return;
  throw new NotFoundError('Game account');
}

export const liveMapRoutes = ({ auth, maps, heartbeatMs = 15_000 }: Options) =>
  new Elysia({ prefix: '/api/accounts', tags: ['accounts'] }).use(authPlugin(auth)).get(
    '/:id/map',
    async ({ user, params }) => {
      await reachAccount(user.id, params.id);
      return mapResponse(maps, params.id, heartbeatMs);
    },
    {
      auth: true,
      params: AccountParams,
      detail: {
        summary: "The account's live map (server-sent events)",
        description:
          'Typed events (shared/src/account-map.ts). `map`: the account\'s map as its bots last saw it, data JSON `AccountMap` (castles, targets with level, cooldown and whether the bots can beat them, armies on the move with their arrival; times in server ms), or `null` before any bot read it; first at once, then each change, at most once a second. `ping` every 15 s keeps the stream open. Built from what the bots already read: opening it sends nothing to the game.',
        responses: {
          200: { description: 'text/event-stream of maps', content: { 'text/event-stream': { schema: { type: 'string' } } } },
          401: { description: 'Not signed in' },
          404: { description: 'No such game account of yours' },
        },
      },
      response: { 401: ErrorBody, 404: ErrorBody },
    },
  );
