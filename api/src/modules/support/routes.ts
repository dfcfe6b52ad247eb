/**
 * /api/support/*: the signed-in player's support tickets (never an API key's: support is a person
 * writing). /api/admin/support/*: the desk, for administrators (desk-routes.ts).
 */
import { Elysia } from 'elysia';
import { ErrorBody } from '../../lib/http';
import { authPlugin } from '../auth/plugin';
import type { AuthService } from '../auth/service';
import { BotParams, ConsolePreview, NewTicket, PlayerTicket, Reply, TicketList, TicketParams } from './schemas';
import type { SupportService } from './service';

const signedIn = { 401: ErrorBody, 403: ErrorBody };

export const supportRoutes = ({ auth, support }: { auth: AuthService; support: SupportService }) =>
  new Elysia({ prefix: '/api/support', tags: ['support'] })
    .use(authPlugin(auth))
    .get('/tickets', ({ user }) => support.list(user), {
      auth: true,
      response: { 200: TicketList, ...signedIn },
      detail: { summary: 'Your support tickets, the newest conversation first, and the answer time your plan promises' },
    })
    .post('/tickets', async ({ user, body, status }) => status(201, await support.create(user, body)), {
      auth: true,
      body: NewTicket,
      response: { 201: PlayerTicket, 409: ErrorBody, 422: ErrorBody, 429: ErrorBody, ...signedIn },
      detail: {
        summary: 'Write to support',
        description:
          "With the bot or game account it is about (yours), and if you choose the bot's newest console lines, kept with the ticket as they are now.",
      },
    })
    .get('/tickets/:id', ({ user, params }) => support.get(user, params.id), {
      auth: true,
      params: TicketParams,
      response: { 200: PlayerTicket, 404: ErrorBody, 422: ErrorBody, ...signedIn },
      detail: { summary: 'One of your tickets with its messages' },
    })
    .post('/tickets/:id/messages', ({ user, params, body }) => support.reply(user, params.id, body.body), {
      auth: true,
      params: TicketParams,
      body: Reply,
      response: { 200: PlayerTicket, 404: ErrorBody, 422: ErrorBody, ...signedIn },
      detail: { summary: 'Reply in one of your tickets (a closed one opens again)' },
    })
    .post('/tickets/:id/close', ({ user, params }) => support.close(user, params.id), {
      auth: true,
      params: TicketParams,
      response: { 200: PlayerTicket, 404: ErrorBody, 422: ErrorBody, ...signedIn },
      detail: { summary: 'Close one of your tickets (replying opens it again)' },
    })
    .get('/bots/:botId/console', ({ user, params }) => support.consolePreview(user, params.botId), {
      auth: true,
      params: BotParams,
      response: { 200: ConsolePreview, 404: ErrorBody, 422: ErrorBody, ...signedIn },
      detail: { summary: 'The newest console lines of one of your bots, as a ticket would attach them now' },
    });
