/**
 * GET /api/accounts/:id/map — a game account's live map (server-sent events), for its owner and the
 * players it is shared with — and POST /api/accounts/:id/map-ticket, the short-lived ticket a browser's
 * EventSource opens it with (it cannot send the bearer token, and a session token never goes in a URL).
 */
import { Elysia, t } from 'elysia';
import { NotFoundError } from '../../lib/errors';
import { ErrorBody } from '../../lib/http';
import type { OpenStreams } from '../../lib/open-streams';
import { authPlugin } from '../auth/plugin';
import type { AuthService } from '../auth/service';
import { flatText, ReaderRight, streamReader, type StreamReader } from '../auth/stream-reader';
import { storedAccount } from '../accounts/service';
import { AccountParams } from '../accounts/schemas';
import { shareOf } from '../sharing/shares';
import { mapResponse } from './stream';
import type { LiveMaps } from './store';
import { prose } from '../../lib/prose';

type Options = { auth: AuthService; maps: LiveMaps; streams: OpenStreams; heartbeatMs?: number; ticketTtlSeconds?: number };

/** What a map ticket names: the account's map, never a bot's console (the console's tickets name a bot id). */
const ticketSubject = (accountId: string) => `map:${accountId}`;

/**
 * The owner of the account, when `userId` owns it or it is shared with them (while the owner's plan includes
 * sharing); else "not found" (whether it exists is not theirs to know).
 */
export async function reachAccount(userId: string, accountId: string): Promise<string> {
  if (await storedAccount(userId, accountId)) return userId;
  const share = await shareOf(userId, accountId);
  if (share) return share.ownerId;
  throw new NotFoundError('Game account');
}

/** A map reader's right: signed in as they opened it, and the account still theirs or shared with them. */
class MapRight extends ReaderRight {
  constructor(
    auth: AuthService,
    reader: StreamReader,
    private readonly accountId: string,
    private readonly ownerId: string,
  ) {
    super(auth, reader);
  }

  override watchKeys(): string[] {
    return [...super.watchKeys(), `user:${this.ownerId}`, `account:${this.accountId}`];
  }

  async stillReads(): Promise<boolean> {
    if (!(await this.signedIn())) return false;
    return reachAccount(this.userId, this.accountId).then(
      () => true,
      (err) => (err instanceof NotFoundError ? false : Promise.reject(err)),
    );
  }
}

export const liveMapRoutes = ({ auth, maps, streams, heartbeatMs = 15_000, ticketTtlSeconds = 60 }: Options) =>
  new Elysia({ prefix: '/api/accounts', tags: ['accounts'] })
    .use(authPlugin(auth))
    .post(
      '/:id/map-ticket',
      async ({ user, credential, params }) => {
        await reachAccount(user.id, params.id);
        const ticket = await auth.tokens.issueConsoleTicket(user.id, ticketSubject(params.id), credential, ticketTtlSeconds);
        return { ticket, expires_in: ticketTtlSeconds };
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
        const ticket = { token: query.token, subject: ticketSubject(params.id), wrongTicket: 'This map link is for another game account.' };
        const reader = await streamReader(auth, request, server, ticket);
        const ownerId = await reachAccount(reader.userId, params.id);
        return mapResponse(maps, params.id, heartbeatMs, streams, new MapRight(auth, reader, params.id, flatText(ownerId)));
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
            '`end` (data `access ended`; do not reconnect): the reader may no longer read the map (the share ended, they signed',
            "out, their session or key was revoked, the owner's plan no longer includes sharing); it comes within seconds of the change.",
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
                      event: { type: 'string', enum: ['map', 'ping', 'end'] },
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
