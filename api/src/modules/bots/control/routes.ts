/**
 * The bots' control: POST /api/bots/actions (all of them), POST /api/bots/:id/actions (start or stop one),
 * POST /api/bots/:id/console-ticket and the live console GET /api/bots/:id/console (server-sent events).
 */
import { Elysia, t } from 'elysia';
import { isValidObjectId } from 'mongoose';
import { askedLocale } from '../../../lib/error-language';
import { NotFoundError, UnauthorizedError } from '../../../lib/errors';
import { clientPlugin, ErrorBody } from '../../../lib/http';
import type { OpenStreams } from '../../../lib/open-streams';
import { authPlugin } from '../../auth/plugin';
import type { AuthService } from '../../auth/service';
import { flatText, ReaderRight, streamReader, type StreamReader } from '../../auth/stream-reader';
import { BotAction, BotParams, BotResponse, BulkAction, BulkResults, ConsoleTicket, inLanguage, mayReadConsole, reachBot } from '../records';
import { BotModel } from '../records/bot.model';
import type { ConsoleHub } from './console/hub';
import { STATE_FIELDS, stateOf } from './console/events';
import { consoleResponse } from './console/sse-response';
import type { Bots } from './service';
import { prose } from '../../../lib/prose';

type Options = {
  auth: AuthService;
  bots: Bots;
  hub: ConsoleHub;
  streams: OpenStreams;
  trustedProxies: readonly string[];
  heartbeatMs?: number;
  ticketTtlSeconds?: number;
};

/**
 * A console reader's right: signed in as they opened it, and an administrator, the bot's owner, or a player
 * the bot's account is shared with (while the owner's plan includes sharing).
 */
class ConsoleRight extends ReaderRight {
  constructor(
    auth: AuthService,
    reader: StreamReader,
    private readonly botId: string,
    private readonly ownerId: string,
    private readonly accountId: string,
  ) {
    super(auth, reader);
  }

  override watchKeys(): string[] {
    return [...super.watchKeys(), `user:${this.ownerId}`, `account:${this.accountId}`, `bot:${this.botId}`];
  }

  async stillReads(): Promise<boolean> {
    if (!(await this.signedIn())) return false;
    const admin = await this.auth.userById(this.userId).then(this.auth.isAdmin, (err) => (err instanceof UnauthorizedError ? false : Promise.reject(err)));
    return admin || mayReadConsole(this.userId, this.botId);
  }
}

export const botControlRoutes = ({ auth, bots, hub, streams, trustedProxies, heartbeatMs = 15_000, ticketTtlSeconds = 60 }: Options) =>
  new Elysia({ prefix: '/api/bots', tags: ['bots'] })
    .use(authPlugin(auth))
    // The client's address goes into the activity log with each start and stop.
    .use(clientPlugin(trustedProxies))
    .post('/actions', ({ user, body, clientIp, request }) => bots.actOnAll(user, body.action, body.accountId, clientIp, askedLocale(request)), {
      auth: true,
      body: BulkAction,
      response: { 200: BulkResults, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      detail: {
        summary: 'Start or stop all your bots, or those of one game account',
        description: 'Each bot as its own request would be (plan, slots, daily limit); the answer says what each did.',
      },
    })
    .post('/:id/actions', async ({ user, params, body, clientIp, request }) => inLanguage(request, await bots.act(user, params.id, body.action, clientIp)), {
      auth: true,
      params: BotParams,
      body: BotAction,
      response: { 200: BotResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      detail: {
        summary: 'Start or stop a bot',
        description: 'The answer carries the requested state in `desiredState`; `state` follows when the runtime reports (watch the console).',
      },
    })
    .post(
      '/:id/console-ticket',
      async ({ user, credential, params }) => {
        if (auth.isAdmin(user)) await bots.owned(user.id, params.id, true);
        else await reachBot(user, params.id, 'POST /api/bots/:id/console-ticket');
        return { ticket: await auth.tokens.issueConsoleTicket(user.id, params.id, credential, ticketTtlSeconds), expires_in: ticketTtlSeconds };
      },
      {
        auth: true,
        params: BotParams,
        response: { 200: ConsoleTicket, 401: ErrorBody, 404: ErrorBody },
        detail: { summary: "A short-lived ticket for opening this bot's console with ?token=" },
      },
    )
    .guard(
      {
        params: BotParams,
        query: t.Object({
          token: t.Optional(t.String({ description: 'A console ticket (never the session token)' })),
          lastEventId: t.Optional(t.String({ description: 'Resume after this line id (for clients that cannot send the Last-Event-ID header)' })),
        }),
      },
      (app) =>
        app
          // Who may read: the session (cookie or bearer) or a console ticket for this very bot; the owner or an admin.
          .resolve(async ({ params, query, request, server }) => {
            const ticket = { token: query.token, subject: params.id, wrongTicket: 'This console link is for another bot.' };
            const reader = await streamReader(auth, request, server, ticket);
            const viewer = await auth.userById(reader.userId);
            // A malformed id is simply not found; a database error must surface as a 503, not a 404.
            const readAt = Date.now();
            const bot = isValidObjectId(params.id) && (await BotModel.findOne({ _id: params.id }, { ...STATE_FIELDS, userId: 1, accountId: 1 }).lean());
            // The owner, an administrator, or a player the bot's game account is shared with (any share lets them read).
            const shared = Boolean(bot) && !auth.isAdmin(viewer) && String(bot && bot.userId) !== reader.userId;
            if (!bot || (shared && !(await mayReadConsole(reader.userId, params.id)))) throw new NotFoundError('Bot');
            const right = new ConsoleRight(auth, reader, params.id, flatText(bot.userId), flatText(bot.accountId));
            // Its state as stored now, told after the replay (console/stream.ts; read here, with the check: one read).
            return { consoleBotId: params.id, stored: { state: stateOf(bot), readAt }, right };
          })
          .get(
            '/:id/console',
            ({ consoleBotId, stored, right, headers, query }) =>
              consoleResponse({
                hub,
                botId: consoleBotId,
                lastEventId: Number(headers['last-event-id'] ?? query.lastEventId ?? 0) || 0,
                heartbeatMs,
                stored,
                streams,
                right,
              }),
            {
              detail: {
                summary: 'Live console (server-sent events)',
                description: prose(
                  'Typed events (shared/src/console.ts). `ready` (data: the bot id) first.',
                  '`line`: one console line, its id the event id, data JSON `{ at, level, text, today? }` (`at` server time in ms; `level`',
                  "info, success, warning or error; `today` the day's counters `{ day, actions, loot }` when the line reports an action or",
                  'loot).',
                  "`state`: the bot's state changed, data JSON `{ state, reason, since }` (state online, offline or error); sent also once",
                  'after the replay with the state as stored.',
                  'On connect the recent lines are replayed (after `Last-Event-ID` when given), then new ones follow.',
                  '`ping` every 15 s keeps the stream open; `end` means the bot was deleted (data `bot deleted`; do not reconnect), the',
                  'reader may no longer read it (data `access ended`: a share ended, a sign-out, a session or key revoked; do not',
                  'reconnect), or the server is stopping (reconnect and resume).',
                  'Authenticated by the session cookie or a console ticket in `?token=`.',
                ),
                responses: {
                  200: { description: 'text/event-stream of console lines', content: { 'text/event-stream': { schema: { type: 'string' } } } },
                  401: { description: 'Not signed in, or the ticket expired' },
                  404: { description: 'No such bot of yours' },
                },
              },
            },
          ),
    );
