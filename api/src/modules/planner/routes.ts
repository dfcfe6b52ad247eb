/** POST /api/accounts/:id/plan — the strategy planner's plan for one of the caller's game accounts (Professional). */
import { Elysia } from 'elysia';
import { ErrorBody } from '../../lib/http';
import { authPlugin } from '../auth/plugin';
import type { AuthService } from '../auth/service';
import { AccountParams } from '../accounts/schemas';
import { PlanRequest, PlanResponse } from './schemas';
import type { PlannerService } from './service';
import { prose } from '../../lib/prose';

export const plannerRoutes = ({ auth, planner }: { auth: AuthService; planner: PlannerService }) =>
  new Elysia({ prefix: '/api/accounts', tags: ['planner'] })
    .use(authPlugin(auth))
    .post('/:id/plan', ({ user, params, body }) => planner.plan({ id: user.id, plan: user.plan as string }, params.id, body), {
      auth: true,
      params: AccountParams,
      body: PlanRequest,
      response: { 200: PlanResponse, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody, 429: ErrorBody, 503: ErrorBody },
      detail: {
        summary: 'Plan the attacks of the next hours (Professional)',
        description: prose(
          'Logs into the game once (like Test login: if you are playing on the account right now, the game signs you out; refused',
          'with 409 while bots on the account run), reads the castles, commanders, armies and the camps in reach, and returns the',
          'attacks that bring the most expected loot home within `hours`, each with its reasons, beside the best template setting',
          'on the same snapshot.',
        ),
      },
    });
