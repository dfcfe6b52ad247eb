/** GET /api/health: liveness plus the database's state; 503 while the database is unreachable. */
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
});

export const healthRoutes = new Elysia({ tags: ['system'] }).get(
  '/api/health',
  async ({ status }) => {
    const database = await databaseHealth();
    const up = database.state === 'up';
    return status(up ? 200 : 503, {
      success: up,
      status: up ? ('ok' as const) : ('degraded' as const),
      database,
      uptimeSeconds: Math.round(process.uptime()),
    });
  },
  { response: { 200: Health, 503: Health }, detail: { summary: 'Service health' } },
);
