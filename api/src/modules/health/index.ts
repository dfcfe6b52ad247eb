/**
 * GET /api/health: liveness, the database's state (503 while it is unreachable) and the bot runtime's
 * figures (null until the first bot starts).
 */
import { Elysia, t } from 'elysia';
import { databaseHealth } from '../../lib/db';

const Health = t.Object({
  success: t.Boolean(),
  status: t.Union([t.Literal('ok'), t.Literal('degraded')]),
  database: t.Object({
    state: t.Union([t.Literal('up'), t.Literal('down')]),
    latencyMs: t.Nullable(t.Number()),
  }),
  uptimeSeconds: t.Number(),
  runtime: t.Nullable(t.Object({ running: t.Number(), rssBytes: t.Number(), lagMs: t.Number() })),
});

type RuntimeStats = () => { bots: number; rssBytes: number; lagMs: number } | null;

export const healthRoutes = (runtimeStats: RuntimeStats) => new Elysia({ tags: ['system'] }).get(
  '/api/health',
  async ({ status }) => {
    const stats = runtimeStats();
    const database = await databaseHealth();
    const up = database.state === 'up';
    return status(up ? 200 : 503, {
      success: up,
      status: up ? ('ok' as const) : ('degraded' as const),
      database,
      uptimeSeconds: Math.round(process.uptime()),
      runtime: stats ? { running: stats.bots, rssBytes: stats.rssBytes, lagMs: stats.lagMs } : null,
    });
  },
  { response: { 200: Health, 503: Health }, detail: { summary: 'Service health' } },
);
