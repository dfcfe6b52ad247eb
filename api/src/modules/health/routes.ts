/**
 * GET /api/health: liveness, and what the API needs to serve beside itself: the database and the engine
 * (NATS: locks, consoles, session changes, the fleet). 503 while either cannot be reached, so a load
 * balancer sends no one to an instance that would answer 503 anyway. Also the bot runtime's figures
 * (null until the first bot starts) and, with a fleet, its runner nodes by state. Nothing here names a
 * host or an address: it is public.
 */
import { Elysia, t } from 'elysia';
import { databaseHealth } from '../../lib/db';
import type { Engine, EngineStatus } from '../../lib/engine';
import type { RunnerView } from '../../runtime';

const Health = t.Object({
  success: t.Boolean(),
  status: t.Union([t.Literal('ok'), t.Literal('degraded')]),
  database: t.Object({
    state: t.Union([t.Literal('up'), t.Literal('down')]),
    latencyMs: t.Nullable(t.Number()),
  }),
  engine: t.Object({ state: t.Union([t.Literal('up'), t.Literal('connecting'), t.Literal('down')]) }),
  uptimeSeconds: t.Number(),
  runtime: t.Nullable(t.Object({ running: t.Number(), rssBytes: t.Number(), lagMs: t.Number() })),
  runners: t.Nullable(
    t.Object({ live: t.Number(), draining: t.Number(), silent: t.Number(), bots: t.Number() }, { description: 'The fleet runner nodes by state, and the bots the live ones hold (null: the API runs its bots itself).' }),
  ),
});

export type HealthDeps = {
  runtimeStats: () => { bots: number; rssBytes: number; lagMs: number } | null;
  engine: Pick<Engine, 'ready' | 'status'>;
  /** The fleet's runners; null when bots run in the API's own runtime (RUNNERS=local). */
  runners: (() => RunnerView[]) | null;
};

/** The engine's state; a first connection (the API connects at first use) is waited for up to 750 ms. */
async function engineState(engine: HealthDeps['engine']): Promise<EngineStatus['state']> {
  if (engine.status().state === 'connecting') await engine.ready(750).catch(() => {});
  return engine.status().state;
}

export const healthRoutes = ({ runtimeStats, engine: theEngine, runners }: HealthDeps) => new Elysia({ tags: ['system'] }).get(
  '/api/health',
  async ({ status }) => {
    const stats = runtimeStats();
    // 750 ms for the database's answer (and the engine's first connection as long): a health check
    // answers within a second even while both are away, which is what load balancers time out on.
    const [database, state] = await Promise.all([databaseHealth(750), engineState(theEngine)]);
    const engine = { state };
    const up = database.state === 'up' && engine.state === 'up';
    const fleet = runners?.() ?? null;
    return status(up ? 200 : 503, {
      success: up,
      status: up ? ('ok' as const) : ('degraded' as const),
      database,
      engine,
      uptimeSeconds: Math.round(process.uptime()),
      runtime: stats ? { running: stats.bots, rssBytes: stats.rssBytes, lagMs: stats.lagMs } : null,
      runners: fleet
        ? {
            live: fleet.filter((r) => r.state === 'live').length,
            draining: fleet.filter((r) => r.state === 'draining').length,
            silent: fleet.filter((r) => r.state === 'silent').length,
            bots: fleet.filter((r) => r.state !== 'silent').reduce((n, r) => n + r.bots, 0),
          }
        : null,
    });
  },
  { response: { 200: Health, 503: Health }, detail: { summary: 'Service health' } },
);
