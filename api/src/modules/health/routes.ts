/**
 * GET /api/health: liveness, and what the API needs to serve beside itself: the database and the engine
 * (NATS: locks, consoles, session changes, the fleet). 503 while either cannot be reached, so a load
 * balancer sends no one to an instance that would answer 503 anyway. Also the bot runtime's figures
 * (null until the first bot starts) and, with a fleet, its runner nodes by state. Nothing here names a
 * host or an address: it is public.
 *
 * The two probes an orchestrator asks (issue 56), each the one question it acts on:
 * GET /api/health/live is 200 while the process answers at all (no dependency: an instance whose database
 * is away is not restarted for it), GET /api/health/ready 200 only while the database and the engine both
 * answer, else 503 naming which are down (take it out of rotation until they come back).
 */
import { Elysia, t } from 'elysia';
import { databaseHealth } from '../../lib/db';
import type { Engine, EngineStatus } from '../../lib/engine';
import type { RunnerView } from '../../runtime';

const State = t.Union([t.Literal('up'), t.Literal('connecting'), t.Literal('down')]);

const Live = t.Object({ success: t.Literal(true), live: t.Literal(true), uptimeSeconds: t.Number() });

const Ready = t.Object({
  success: t.Boolean(),
  ready: t.Boolean(),
  down: t.Array(t.Union([t.Literal('database'), t.Literal('engine')]), { description: 'What does not answer: empty when ready.' }),
  database: t.Object({ state: t.Union([t.Literal('up'), t.Literal('down')]) }),
  engine: t.Object({ state: State }),
});

const Health = t.Object({
  success: t.Boolean(),
  status: t.Union([t.Literal('ok'), t.Literal('degraded')]),
  database: t.Object({
    state: t.Union([t.Literal('up'), t.Literal('down')]),
    latencyMs: t.Nullable(t.Number()),
  }),
  engine: t.Object({ state: State }),
  uptimeSeconds: t.Number(),
  runtime: t.Nullable(t.Object({ running: t.Number(), rssBytes: t.Number(), lagMs: t.Number() })),
  runners: t.Nullable(
    t.Object(
      { live: t.Number(), draining: t.Number(), silent: t.Number(), bots: t.Number() },
      { description: 'The fleet runner nodes by state, and the bots the live ones hold (null: the API runs its bots itself).' },
    ),
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

/** The database and the engine, asked together; 750 ms each at most (see /api/health below). */
async function dependencies(engine: HealthDeps['engine']) {
  const [database, state] = await Promise.all([databaseHealth(750), engineState(engine)]);
  return { database, engine: { state } };
}

export const healthRoutes = ({ runtimeStats, engine: theEngine, runners }: HealthDeps) =>
  new Elysia({ tags: ['system'] })
    .get('/api/health/live', () => ({ success: true as const, live: true as const, uptimeSeconds: Math.round(process.uptime()) }), {
      response: { 200: Live },
      detail: { summary: 'Liveness', description: '200 while the process answers; asks no dependency.' },
    })
    .get(
      '/api/health/ready',
      async ({ status }) => {
        const { database, engine } = await dependencies(theEngine);
        const down = [...(database.state === 'up' ? [] : ['database' as const]), ...(engine.state === 'up' ? [] : ['engine' as const])];
        const ready = down.length === 0;
        return status(ready ? 200 : 503, { success: ready, ready, down, database: { state: database.state }, engine });
      },
      {
        response: { 200: Ready, 503: Ready },
        detail: { summary: 'Readiness', description: '200 only while the database and the engine answer; 503 naming which do not.' },
      },
    )
    .get(
      '/api/health',
      async ({ status }) => {
        const stats = runtimeStats();
        // 750 ms for the database's answer (and the engine's first connection as long): a health check
        // answers within a second even while both are away, which is what load balancers time out on.
        const { database, engine } = await dependencies(theEngine);
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
