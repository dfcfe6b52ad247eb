/**
 * /api/admin/status/incidents: admins open incidents for the status page, append updates to them and
 * remove them (admins only, as every /api/admin route: 401 signed out, 403 for anyone else); each write
 * is audited and shows on this instance's page at once.
 */
import { Elysia, t } from 'elysia';
import { said } from '@shared/i18n/said';
import { answerText } from '../../lib/answer-text';
import { ErrorBody } from '../../lib/http';
import type { AuthService } from '../auth/service';
import { adminPlugin } from '../admin/plugin';
import { audit } from '../admin/audit';
import { adminAnswers } from '../admin/answers.messages';
import { listIncidents, openIncident, removeIncident, updateIncident } from './incidents';
import { Incident, IncidentParams, NewIncident, NewIncidentUpdate } from './schemas';
import type { StatusService } from './service';
import { prose } from '../../lib/prose';

const guarded = { 401: ErrorBody, 403: ErrorBody };

export const incidentAdminRoutes = ({ auth, status }: { auth: AuthService; status: Pick<StatusService, 'forget'> }) =>
  new Elysia({ prefix: '/api/admin/status/incidents', tags: ['admin'] })
    .use(adminPlugin(auth))
    .get('', () => listIncidents(), {
      admin: true,
      response: { 200: t.Array(Incident), ...guarded },
      detail: { summary: 'Every incident of the status page, newest first' },
    })
    .post(
      '',
      async ({ admin, body, status: reply }) => {
        const incident = await openIncident(body);
        await audit(admin, 'status.incident.open', incident.id, `${incident.title} (${incident.state})`);
        status.forget();
        return reply(201, incident);
      },
      {
        admin: true,
        body: NewIncident,
        response: { 201: Incident, 422: ErrorBody, ...guarded },
        detail: {
          summary: 'Open an incident on the status page',
          description:
            'Its title, what is happening (its first update), its state and the parts or game worlds it touches. Shows on the page and in its feed at once.',
        },
      },
    )
    .post(
      '/:id/updates',
      async ({ admin, params, body }) => {
        const incident = await updateIncident(params.id, body);
        await audit(admin, 'status.incident.update', incident.id, `${incident.title} (${incident.state})`);
        status.forget();
        return incident;
      },
      {
        admin: true,
        params: IncidentParams,
        body: NewIncidentUpdate,
        response: { 200: Incident, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody, ...guarded },
        detail: {
          summary: 'Add an update to an incident',
          description: prose(
            'What is happening now, and the state it puts the incident in ("resolved" closes it).',
            'A resolved incident, or one already holding 50 updates, is refused (409): open a new one.',
          ),
        },
      },
    )
    .delete(
      '/:id',
      async ({ admin, params, request }) => {
        const incident = await removeIncident(params.id);
        await audit(admin, 'status.incident.remove', incident.id, `${incident.title} (${incident.state})`);
        status.forget();
        return { success: true as const, message: answerText(request, said(adminAnswers, 'incidentRemoved')) };
      },
      {
        admin: true,
        params: IncidentParams,
        response: { 200: t.Object({ success: t.Literal(true), message: t.String() }), 404: ErrorBody, ...guarded },
        detail: {
          summary: 'Remove an incident from the status page',
          description: 'It leaves the page and its feed at once; the audit log keeps its title and state.',
        },
      },
    );
