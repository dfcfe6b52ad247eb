/**
 * /api/admin/status/incidents: admins open incidents for the status page and append updates to them
 * (admins only, as every /api/admin route: 401 signed out, 403 for anyone else); each write is audited
 * and shows on this instance's page at once.
 */
import { Elysia, t } from 'elysia';
import { ErrorBody } from '../../lib/http';
import type { AuthService } from '../auth/service';
import { adminPlugin } from '../admin/plugin';
import { audit } from '../admin/audit';
import { listIncidents, openIncident, updateIncident } from './incidents';
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
    );
