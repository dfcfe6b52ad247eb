/**
 * GET /api/analytics (the figures for the charts), GET /api/analytics/csv (the same as a file), and the
 * timeline of attacks: GET /api/analytics/timeline and /api/analytics/timeline/csv.
 */
import { Elysia, t } from 'elysia';
import { ErrorBody } from '../../lib/http';
import { authPlugin } from '../auth/plugin';
import type { AuthService } from '../auth/service';
import { AnalyticsParams, AnalyticsResponse, TimelinePageSchema, TimelineParams } from './schemas';
import type { AnalyticsService } from './service';
import { prose } from '../../lib/prose';

type Options = { auth: AuthService; analytics: AnalyticsService };

const errors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody };

export const analyticsRoutes = ({ auth, analytics }: Options) =>
  new Elysia({ prefix: '/api/analytics', tags: ['analytics'] })
    .use(authPlugin(auth))
    .get('', ({ user, query }) => analytics.read(viewerOf(user), { ...query, range: query.range ?? '24h' }), {
      auth: true,
      query: AnalyticsParams,
      response: { 200: AnalyticsResponse, ...errors },
      detail: {
        summary: 'What your bots achieved: sums, per hour or day, per bot',
        description: prose(
          'Loot by resource, attacks sent/won/lost, taxes, feasts, recruits, soldiers lost, incoming attacks, time online and in',
          'error. 7 and 30 days come with Premium and Professional (403 otherwise).',
        ),
      },
    })
    .get(
      '/csv',
      async ({ user, query, set }) => {
        const range = query.range ?? '24h';
        const body = await analytics.csv(viewerOf(user), { ...query, range });
        set.headers['content-type'] = 'text/csv; charset=utf-8';
        set.headers['content-disposition'] = `attachment; filename="castellan-analytics-${range}-${new Date().toISOString().slice(0, 10)}.csv"`;
        return body;
      },
      {
        auth: true,
        query: AnalyticsParams,
        // Documented as text/csv (docs/document.ts: Elysia names a string's answer text/plain).
        response: { 200: t.String({ description: 'The figures as CSV (RFC 4180), a header row first' }), ...errors },
        detail: { summary: 'The same figures as CSV, one row per hour or day and bot' },
      },
    )
    .get('/timeline', ({ user, query }) => analytics.timeline({ id: user.id, plan: user.plan as string }, scopeOf(query), filterOf(query)), {
      auth: true,
      query: TimelineParams,
      response: { 200: TimelinePageSchema, ...errors },
      detail: {
        summary: 'Every attack your bots sent, newest first',
        description: prose(
          'One row per attack: target, soldiers sent, result (won, lost, empty, unknown, or away while the army is out), loot,',
          'soldiers lost, and when it left, arrived and ended.',
          'Filter by game account or bot, UTC day, template and result; 50 a page (`before`: the `next` of the page before).',
        ),
      },
    })
    .get(
      '/timeline/csv',
      async ({ user, query, set }) => {
        const body = await analytics.timelineCsv({ id: user.id, plan: user.plan as string }, scopeOf(query), filterOf(query));
        set.headers['content-type'] = 'text/csv; charset=utf-8';
        set.headers['content-disposition'] = `attachment; filename="castellan-attacks-${query.day ?? new Date().toISOString().slice(0, 10)}.csv"`;
        return body;
      },
      {
        auth: true,
        query: TimelineParams,
        response: {
          200: t.String({ description: 'The attacks as CSV (RFC 4180, cells that a spreadsheet would read as a formula guarded), a header row first' }),
          ...errors,
        },
        detail: { summary: 'The timeline as CSV (the newest 5,000 rows that match)' },
      },
    );

/** The signed-in player as analytics reads them: their figures begin at their sign-up. */
const viewerOf = (user: { id: string; plan?: unknown; createdAt?: Date | null }) => ({
  id: user.id,
  plan: user.plan as string,
  ...(user.createdAt && { joinedAt: user.createdAt.getTime() }),
});

type TimelineQuery = { accountId?: string; botId?: string; day?: string; template?: string; result?: 'won' | 'lost' | 'away'; before?: number };
const scopeOf = (q: TimelineQuery) => ({ ...(q.accountId && { accountId: q.accountId }), ...(q.botId && { botId: q.botId }) });
const filterOf = (q: TimelineQuery) => ({
  ...(q.day && { day: q.day }),
  ...(q.template && { templateId: q.template }),
  ...(q.result && { result: q.result }),
  ...(q.before !== undefined && { before: q.before }),
});
