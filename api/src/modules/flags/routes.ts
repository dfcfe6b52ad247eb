/**
 * /api/users/me/beta: the open betas and the player's opt-in (opting in needs the plan the flag names);
 * /api/admin/flags: every flag, switched on and off by administrators (audited), with who opted in.
 */
import { Elysia, t } from 'elysia';
import { askedLocale } from '../../lib/error-language';
import { ErrorBody } from '../../lib/http';
import { adminPlugin } from '../admin/plugin';
import { authPlugin } from '../auth/plugin';
import type { AuthService } from '../auth/service';
import { AdminFlag, FlagParams, FlagSwitch, OptInBody, PlayerBeta, PlayerBetas } from './schemas';
import type { BetaService } from './service';

type Options = { auth: AuthService; beta: BetaService };

const guarded = { 401: ErrorBody, 403: ErrorBody };

export const betaRoutes = ({ auth, beta }: Options) =>
  new Elysia({ prefix: '/api/users/me/beta', tags: ['users'] })
    .use(authPlugin(auth))
    .get('', async ({ user, request }) => ({ flags: await beta.betaOf({ id: user.id, plan: user.plan as string }, askedLocale(request)) }), {
      auth: true,
      response: { 200: PlayerBetas, 401: ErrorBody },
      detail: { summary: 'The beta features open now, with whether your plan lets you opt in and whether you have' },
    })
    .put('/:id', ({ user, params, body, request }) => beta.setOptIn({ id: user.id, plan: user.plan as string }, params.id, body.optIn, askedLocale(request)), {
      auth: true,
      params: FlagParams,
      body: OptInBody,
      response: { 200: PlayerBeta, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody, ...guarded },
      detail: {
        summary: 'Opt in to a beta feature, or out of it',
        description: 'Opting in needs the plan the flag names (Professional: 403 otherwise) and the flag on (409 otherwise); opting out is always allowed.',
      },
    });

export const flagAdminRoutes = ({ auth, beta }: Options) =>
  new Elysia({ prefix: '/api/admin/flags', tags: ['admin'] })
    .use(adminPlugin(auth))
    .get('', () => beta.adminFlags(), {
      admin: true,
      response: { 200: t.Array(AdminFlag), ...guarded },
      detail: { summary: 'Every beta flag: on or off, and the players who opted in' },
    })
    .patch('/:id', ({ admin, params, body }) => beta.setFlag(admin, params.id, body.enabled), {
      admin: true,
      params: FlagParams,
      body: FlagSwitch,
      response: { 200: AdminFlag, 404: ErrorBody, 422: ErrorBody, ...guarded },
      detail: {
        summary: 'Turn a beta flag on or off (audited)',
        description: 'Off stops offering what the flag gates at once; opt-ins are kept for when it is on again.',
      },
    });
