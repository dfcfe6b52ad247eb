/** /api/admin/*: platform figures, users, bots, system health, announcements and the audit log — admins only. */
import { Elysia, t } from 'elysia';
import { answerText } from '../../lib/answer-text';
import { said } from '@shared/i18n/said';
import { adminAnswers } from './answers.messages';
import { askedLocale } from '../../lib/error-language';
import { ErrorBody } from '../../lib/http';
import type { AuthService } from '../auth/service';
import type { ServerDirectory } from '../game-network/directory';
import { listAnnouncements, publishAnnouncement, removeAnnouncement } from './announcements';
import { audit, listAudit } from './audit';
import { Announcement, NewAnnouncement } from '../announcements/schemas';
import {
  AdminBot,
  AnalyticsRangeQuery,
  PlatformAnalytics,
  AdminUserDetail,
  AuditEntry,
  AuditQuery,
  PlanChange,
  Stats,
  System,
  UserBotParams,
  UserPage,
  UserParams,
  UserQuery,
} from './schemas';
import { adminPlugin } from './plugin';
import { platformStats } from './stats';
import { platformAnalytics } from './analytics';
import { systemHealth, type SystemSources } from './system';
import { listAllBots, listUsers } from './users';
import { userDetail } from './user-detail';
import { changeUserPlan, stopUserBot, type AdminStop } from './user-actions';
import { prose } from '../../lib/prose';

type Options = Omit<SystemSources, 'servers' | 'runtime'> & {
  auth: AuthService;
  servers: ServerDirectory;
  runtimeStats: SystemSources['runtime'];
  /** Stops any user's bot through the supervisor, saying so in its console. */
  stopBot: AdminStop;
  /** The entitlement rule (billing/entitlement.ts): settles a user's plan after a grant changed. */
  applyEntitlement: (userId: string) => Promise<void>;
};

const guarded = { 401: ErrorBody, 403: ErrorBody };

export const adminRoutes = ({
  auth,
  servers,
  runtimeStats,
  runners,
  billing,
  gameOrigin,
  clientBuild,
  engine,
  openAlerts,
  stopBot,
  applyEntitlement,
}: Options) =>
  new Elysia({ prefix: '/api/admin', tags: ['admin'] })
    .use(adminPlugin(auth))
    .get('/stats', () => platformStats(), {
      admin: true,
      response: { 200: Stats, ...guarded },
      detail: { summary: 'Platform figures: users, bots online, paid subscriptions, monthly recurring revenue' },
    })
    .get('/analytics', ({ query }) => platformAnalytics(query.range ?? '30d'), {
      admin: true,
      query: AnalyticsRangeQuery,
      response: { 200: PlatformAnalytics, 422: ErrorBody, ...guarded },
      detail: { summary: 'Sign-ups, active bots, paying users, monthly recurring revenue and churn per day over 30 or 90 days' },
    })
    .get('/users', ({ query, request }) => listUsers(query.search, query.page ?? 1, query.limit ?? 20, askedLocale(request)), {
      admin: true,
      query: UserQuery,
      response: { 200: UserPage, 422: ErrorBody, ...guarded },
      detail: { summary: 'Users, newest first, searchable by e-mail or username' },
    })
    .get('/users/:id', ({ params, request }) => userDetail(params.id, (u) => auth.isAdmin(u), askedLocale(request)), {
      admin: true,
      params: UserParams,
      response: { 200: AdminUserDetail, 404: ErrorBody, 422: ErrorBody, ...guarded },
      detail: { summary: 'One user: profile, sign-in methods, subscription and any plan grant, bots, and the audit entries about them' },
    })
    .post(
      '/users/:id/bots/:botId/stop',
      async ({ admin, params, request }) => {
        await stopUserBot(admin, params.id, params.botId, stopBot);
        return { success: true as const, message: answerText(request, said(adminAnswers, 'botStopped')) };
      },
      {
        admin: true,
        params: UserBotParams,
        response: { 200: t.Object({ success: t.Literal(true), message: t.String() }), 404: ErrorBody, 422: ErrorBody, ...guarded },
        detail: {
          summary: "Stop one of this user's bots",
          description: 'The bot finishes its step and logs out; its console says an administrator stopped it. Audited.',
        },
      },
    )
    .post(
      '/users/:id/plan',
      async ({ admin, params, body, request }) => {
        await changeUserPlan(admin, params.id, body, applyEntitlement);
        return userDetail(params.id, (u) => auth.isAdmin(u), askedLocale(request));
      },
      {
        admin: true,
        params: UserParams,
        body: PlanChange,
        response: { 200: AdminUserDetail, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody, ...guarded },
        detail: {
          summary: "Change a user's plan, with a reason for the audit log",
          description: prose(
            'Recorded as a grant the plan rule reads beside the subscription: the user has at least this plan, whatever they pay.',
            'Starter removes the grant. A grant below a plan the user pays for is refused (409): cancel at the provider first.',
          ),
        },
      },
    )
    .get('/bots', ({ request }) => listAllBots(200, askedLocale(request)), {
      admin: true,
      response: { 200: t.Array(AdminBot), ...guarded },
      detail: { summary: 'Every bot with its owner and state (newest 200)' },
    })
    .get(
      '/system',
      ({ request }) => systemHealth({ servers, runtime: runtimeStats, runners, billing, gameOrigin, clientBuild, engine, openAlerts }, askedLocale(request)),
      {
        admin: true,
        response: { 200: System, ...guarded },
        detail: { summary: 'Database, bot runtime, game server and payment providers' },
      },
    )
    .get('/announcements', () => listAnnouncements(200), {
      admin: true,
      response: { 200: t.Array(Announcement), ...guarded },
      detail: { summary: 'All announcements, newest first' },
    })
    .post('/announcements', async ({ admin, body, status }) => status(201, await publishAnnouncement(admin, body)), {
      admin: true,
      body: NewAnnouncement,
      response: { 201: Announcement, 422: ErrorBody, ...guarded },
      detail: { summary: 'Publish an announcement' },
    })
    .delete(
      '/announcements/:id',
      async ({ admin, params, request }) => {
        await removeAnnouncement(admin, params.id);
        return { success: true as const, message: answerText(request, said(adminAnswers, 'announcementRemoved')) };
      },
      {
        admin: true,
        params: t.Object({ id: t.String() }),
        response: { 200: t.Object({ success: t.Literal(true), message: t.String() }), 404: ErrorBody, ...guarded },
        detail: { summary: 'Remove an announcement' },
      },
    )
    .get('/audit', ({ query }) => listAudit(query.limit ?? 100, query.user), {
      admin: true,
      query: AuditQuery,
      response: { 200: t.Array(AuditEntry), 422: ErrorBody, ...guarded },
      detail: { summary: 'The audit log: who did what, when' },
    });

export { audit };
