/** /api/users/me/dashboard-layout: the player's dashboard arrangement per device size (Professional). */
import { Elysia, t } from 'elysia';
import { answerText } from '../../lib/answer-text';
import { said } from '@shared/i18n/said';
import { dashboardAnswers } from './answers.messages';
import type { DashboardLayout } from '@shared/dashboard';
import { ErrorBody } from '../../lib/http';
import { authPlugin } from '../auth/plugin';
import type { AuthService } from '../auth/service';
import { Layout, LayoutView, SaveLayout, SizeParams } from './schemas';
import type { DashboardService } from './service';
import { prose } from '../../lib/prose';

export const dashboardRoutes = ({ auth, dashboard }: { auth: AuthService; dashboard: DashboardService }) =>
  new Elysia({ prefix: '/api/users/me/dashboard-layout', tags: ['users'] })
    .use(authPlugin(auth))
    .get('', ({ user }) => dashboard.read({ id: user.id, plan: user.plan as string }), {
      auth: true,
      response: { 200: LayoutView, 401: ErrorBody },
      detail: { summary: 'Your dashboard arrangement for wide and narrow screens (null: the default dashboard)' },
    })
    .put('', ({ user, body }) => dashboard.save({ id: user.id, plan: user.plan as string }, body.size, body.layout as DashboardLayout), {
      auth: true,
      body: SaveLayout,
      response: { 200: Layout, 401: ErrorBody, 403: ErrorBody, 422: ErrorBody },
      detail: {
        summary: 'Save your dashboard arrangement for one screen size (Professional)',
        description: prose(
          'Replaces the arrangement for that size.',
          'Unknown card ids, ids named twice and game accounts or bots not yours are refused (422); chart cards need the "Charts',
          'on the dashboard" beta (403).',
        ),
      },
    })
    .delete(
      '/:size',
      async ({ user, params, request }) => {
        await dashboard.reset(user.id, params.size);
        return { success: true as const, message: answerText(request, said(dashboardAnswers, 'layoutReset')) };
      },
      {
        auth: true,
        params: SizeParams,
        response: { 200: t.Object({ success: t.Literal(true), message: t.String() }), 401: ErrorBody, 422: ErrorBody },
        detail: { summary: 'Reset the dashboard for one screen size to the default' },
      },
    );
