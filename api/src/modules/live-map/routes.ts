/**
 * GET /api/accounts/:id/map — a game account's live map (server-sent events), for its owner and the
 * players it is shared with — and POST /api/accounts/:id/map-ticket, the short-lived ticket a browser's
 * EventSource opens it with (it cannot send the bearer token, and a session token never goes in a URL).
 */
import { Elysia, t } from 'elysia';
import { NotFoundError, UnauthorizedError } from '../../lib/errors';
import { ErrorBody } from '../../lib/http';
import { authPlugin, sessionUser } from '../auth/plugin';
import type { AuthService } from '../auth/service';
import { storedAccount } from '../accounts/service';
import { AccountParams } from '../accounts/schemas';
import { shareOf } from '../sharing/shares';
import { mapResponse } from './stream';
import type { LiveMaps } from './store';
import { prose } from '../../lib/prose';

type Options = { auth: AuthService; maps: LiveMaps; heartbeatMs?: number; ticketTtlSeconds?: number };

/** What a map ticket names: the account's map, never a bot's console (the console's tickets name a bot id). */
const ticketSubject = (accountId: string) => `map:${accountId}`;

/** The account, when `userId` owns it or it is shared with them; else "not found" (whether it exists is not theirs to know). */
export async function reachAccount(userId: string, accountId: string): Promise<void> {
  if (await storedAccount(userId, accountId)) return;
  if (await shareOf(userId, accountId)) return;
  throw new NotFoundError('Game account');
}

export const liveMapRoutes = ({ auth, maps, heartbeatMs = 15_000, ticketTtlSeconds = 60 }: Options) =>
  new Elysia({ prefix: '/api/accounts', tags: ['accounts'] })
    .use(authPlugin(auth))
    .post(
      '/:id/map-ticket',
      async ({ user, params }) => {
        await reachAccount(user.id, params.id);
        return { ticket: await auth.tokens.issueConsoleTicket(user.id, ticketSubject(params.id), ticketTtlSeconds), expires_in: ticketTtlSeconds };
      },
      {
        auth: true,
        params: AccountParams,
        response: { 200: t.Object({ ticket: t.String(), expires_in: t.Number() }), 401: ErrorBody, 404: ErrorBody },
        detail: { summary: "A short-lived ticket for opening this account's live map with ?token=" },
      },
    )
    .get(
      '/:id/map',
      async ({ params, query, request, server }) => {
        let userId: string;
        if (query.token) {
          const ticket = await auth.tokens.verifyConsoleTicket(query.token);
          if (ticket.botId !== ticketSubject(params.id)) throw new UnauthorizedError('This map link is for another game account.');
          userId = ticket.userId;
        } else {
          userId = (await sessionUser(auth, request, server)).id;
        }
        await reachAccount(userId, params.id);
        return mapResponse(maps, params.id, heartbeatMs);
      },
      {
        params: AccountParams,
        query: t.Object({ token: t.Optional(t.String({ description: 'A map ticket (never the session token)' })) }),
        detail: {
          summary: "The account's live map (server-sent events)",
          description: prose(
            'Typed events (shared/src/account-map.ts).',
            "`map`: the account's map as its bots last saw it, data JSON `AccountMap` (castles, targets with level, cooldown and",
            'whether the bots can beat them, armies on the move with their arrival; times in server ms), or `null` before any bot',
            'read it; first at once, then each change, at most once a second. `ping` every 15 s keeps the stream open.',
            'Built from what the bots already read: opening it sends nothing to the game.',
            'Authenticated by the session (cookie or bearer) or a map ticket in `?token=`.',
          ),
          responses: {
            200: {
              description: 'text/event-stream of maps',
              // Each event, as clients of server-sent events read it (`data` is the map's JSON, or `null`).
              content: {
                'text/event-stream': {
                  schema: {
                    type: 'object',
                    properties: {
                      event: { type: 'string', enum: ['map', 'ping'] },
                      data: { type: 'string' },
                      id: { type: 'string' },
                      retry: { type: 'integer' },
                    },
                    required: ['data'],
                  },
                },
              },
            },
            401: { description: 'Not signed in, or a ticket for another account' },
            404: { description: 'No such game account of yours' },
          },
        },
      },
    );
