/**
 * GET /metrics: this API instance's series in Prometheus' text format (issue 56), on the API's own port
 * and outside /api, so the site's /api forwarder never passes it on (site/src/pages/api/[...path].ts);
 * Prometheus scrapes each instance itself (docs/operations.md, "Metrics and health").
 *
 * METRICS_TOKEN set: a scrape sends `Authorization: Bearer <token>`, compared in constant time, else 401
 * in the one error shape. Production without a token answers 404, as for a path that does not exist, and
 * the start-up log says why: the API still starts (its figures are not worth refusing players for), but
 * they are not open to whoever reaches the port. Development and tests without a token: open.
 */
import { Elysia } from 'elysia';
import { said } from '@shared/i18n/said';
import { AppError } from '../errors';
import { commonErrors } from '../errors.messages';
import { log } from '../logger';
import { bearerMatches } from './bearer';
import { mergeExpositions } from './merge';
import { collectProcessMetrics, exposition } from './registry';

export const METRICS_PATH = '/metrics';

export type MetricsEndpointOptions = {
  /** METRICS_TOKEN; null: none set. */
  token: string | null;
  production: boolean;
  /** Series kept by another process, appended to this one's (the bot runtime's, lib/metrics/runtime-exposition.ts); null: none now. */
  also?: () => Promise<string | null>;
};

export function metricsEndpoint({ token, production, also }: MetricsEndpointOptions) {
  collectProcessMetrics();
  const closed = production && !token;
  if (closed)
    log.warn('GET /metrics answers 404: METRICS_TOKEN is not set, and production shows its figures only to a scraper holding one (docs/operations.md)');
  return new Elysia({ name: 'metrics-endpoint', seed: { token, production } }).get(
    METRICS_PATH,
    async ({ request, set }) => {
      if (closed) throw new AppError(404, 'NOT_FOUND', said(commonErrors, 'noSuchEndpoint'));
      if (token && !bearerMatches(request, token)) throw new AppError(401, 'UNAUTHORIZED', said(commonErrors, 'signIn'), { 'www-authenticate': 'Bearer' });
      const [own, more] = await Promise.all([exposition(), also?.() ?? null]);
      set.headers['content-type'] = own.contentType;
      set.headers['cache-control'] = 'no-store';
      return more ? mergeExpositions(own.body, more) : own.body;
    },
    // For operators, not players: not in the API document.
    { detail: { hide: true } },
  );
}
