/** GET /api/analytics (the figures for the charts) and GET /api/analytics/csv (the same as a file). */
import { Elysia, t } from 'elysia';
import { ErrorBody } from '../../lib/http';
import { authPlugin } from '../auth/plugin';
import type { AuthService } from '../auth/service';
import { AnalyticsParams, AnalyticsResponse } from './schemas';
import type { AnalyticsService } from './service';

type Options = { auth: AuthService; analytics: AnalyticsService };

const errors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody };

export const analyticsRoutes = ({ auth, analytics }: Options) =>
  new Elysia({ prefix: '/api/analytics', tags: ['analytics'] })
    .use(authPlugin(auth))
    .get('', ({ user, query }) => analytics.read({ id: user.id, plan: user.plan as string }, { ...query, range: query.range ?? '24h' }), {
      auth: true,
      query: AnalyticsParams,
      response: { 200: AnalyticsResponse, ...errors },
      detail: {
        summary: 'What your bots achieved: sums, per hour or day, per bot',
        description: 'Loot by resource, attacks sent/won/lost, taxes, feasts, recruits, soldiers lost, incoming attacks, time online and in error. 7 and 30 days come with Premium and Professional (403 otherwise).',
      },
    })
    .get(
      '/csv',
      async ({ user, query, set }) => {
        const range = query.range ?? '24h';
        const body = await analytics.csv({ id: user.id, plan: user.plan as string }, { ...query, range });
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
    );
