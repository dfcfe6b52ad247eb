/** /api/admin/support/*: the support desk, for administrators only (the admin module's `admin` guard). */
import { Elysia, t } from 'elysia';
import { ErrorBody } from '../../lib/http';
import { adminPlugin } from '../admin/plugin';
import type { AuthService } from '../auth/service';
import { CANNED_ANSWERS } from './canned';
import type { SupportDesk } from './desk';
import { AdminReply, AdminTicket, CannedAnswer, Queue, QueueQuery, TicketParams } from './schemas';
import { prose } from '../../lib/prose';

const guarded = { 401: ErrorBody, 403: ErrorBody };

export const supportDeskRoutes = ({ auth, desk }: { auth: AuthService; desk: SupportDesk }) =>
  new Elysia({ prefix: '/api/admin/support', tags: ['admin'] })
    .use(adminPlugin(auth))
    .get('/tickets', ({ query }) => desk.queue(query), {
      admin: true,
      query: QueueQuery,
      response: { 200: Queue, 422: ErrorBody, ...guarded },
      detail: {
        summary: 'The support queue',
        description: prose(
          'waiting (default): tickets waiting for support, the highest plan first, then the longest waiting; answered; closed; or',
          'with `user`, every ticket of that user.',
        ),
      },
    })
    .get('/tickets/:id', ({ params }) => desk.view(params.id), {
      admin: true,
      params: TicketParams,
      response: { 200: AdminTicket, 404: ErrorBody, 422: ErrorBody, ...guarded },
      detail: { summary: "One ticket with its messages and the admins' internal notes" },
    })
    .post('/tickets/:id/assign', ({ admin, params }) => desk.assign(admin, params.id, true), {
      admin: true,
      params: TicketParams,
      response: { 200: AdminTicket, 404: ErrorBody, 422: ErrorBody, ...guarded },
      detail: { summary: 'Assign the ticket to yourself (audited)' },
    })
    .delete('/tickets/:id/assign', ({ admin, params }) => desk.assign(admin, params.id, false), {
      admin: true,
      params: TicketParams,
      response: { 200: AdminTicket, 404: ErrorBody, 422: ErrorBody, ...guarded },
      detail: { summary: 'Assign the ticket to no one (audited)' },
    })
    .post('/tickets/:id/messages', ({ admin, params, body }) => desk.write(admin, params.id, body), {
      admin: true,
      params: TicketParams,
      body: AdminReply,
      response: { 200: AdminTicket, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody, ...guarded },
      detail: {
        summary: 'Answer the player, or add an internal note',
        description: 'An answer reaches the player on the bell and by mail; a note (`internal: true`) only other admins see. Audited.',
      },
    })
    .post('/tickets/:id/close', ({ admin, params }) => desk.close(admin, params.id), {
      admin: true,
      params: TicketParams,
      response: { 200: AdminTicket, 404: ErrorBody, 422: ErrorBody, ...guarded },
      detail: { summary: "Close the ticket (the player's reply opens it again; audited)" },
    })
    .get('/canned', () => [...CANNED_ANSWERS], {
      admin: true,
      response: { 200: t.Array(CannedAnswer), ...guarded },
      detail: { summary: 'The canned answers an admin can insert into a reply' },
    });
