/**
 * Runner node entry point (`npm run runner`): runs bots for the fleet on this host. It needs the engine
 * and the game's login page, nothing else: no database, no keys (sessions arrive sealed to it).
 *
 *   NATS_URL              the engine (required)
 *   RUNNER_ID             this node's name in the fleet (default: host name and a random suffix)
 *   RUNNER_CAPACITY       bots this node takes at most (default 2000)
 *   GAME_LOGIN_PAGE_URL   the game's login page for reCAPTCHA tokens (required in production; in
 *                         development beside GAME_WS_URL / GAME_NETWORK_URL, as for the API)
 *   GAME_CLIENT_BUILD, GAME_CLIENT_URL  the game client build to announce, as for the API (config.ts)
 *   GAME_RECAPTCHA_SITE_KEY, CHROMIUM_PATH, FLEET_NAMESPACE (tests), RUNTIME_PACE_SCALE (tests),
 *   RUNNER_HANG_MS (tests: how long a silent thread is a hang, fleet/hang-watch.ts)
 *   RUNNER_METRICS_PORT   where its metrics and health answer (lib/metrics/probe-server.ts): default 9464
 *                         (0 under NODE_ENV=test, where runners share a host), 0 = a free port, logged
 *   RUNNER_METRICS_HOST   the address that port listens on (default 0.0.0.0)
 *   METRICS_TOKEN         what a scrape of its /metrics must send as a bearer token, as for the API
 *                         (production without one: /metrics answers 404, health still answers)
 *   GAME_NETWORK_URL      the game's network document: the runner is ready only while it answers
 *
 * SIGTERM or Ctrl+C drains the node: it takes nothing new, the fleet moves its sessions away, then it exits.
 */
import { gameClientFrom, gameLoginPageFrom } from './config';
import { log } from './lib/logger';
import { collectProcessMetrics } from './lib/metrics/registry';
import { startProbeServer } from './lib/metrics/probe-server';
import { RunnerIdInUseError, startRunnerNode, type RunnerNode } from './runtime';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const env = process.env;
const problems: string[] = [];
const engineUrl = env.NATS_URL?.trim() || '';
if (!engineUrl) problems.push('NATS_URL is not set: a runner node needs the engine (NATS with JetStream) the API instances use.');
const capacity = Number(env.RUNNER_CAPACITY ?? 2000);
if (!Number.isInteger(capacity) || capacity < 1) problems.push(`RUNNER_CAPACITY must be a whole number of bots, got "${env.RUNNER_CAPACITY}".`);
// The same page the API would use (GAME_LOGIN_PAGE_URL; in development, beside GAME_WS_URL / GAME_NETWORK_URL).
const loginPage = gameLoginPageFrom(env, problems);
const clientBuild = gameClientFrom(env, problems);
const metricsPort = Number(env.RUNNER_METRICS_PORT?.trim() || (env.NODE_ENV === 'test' ? 0 : 9464));
if (!Number.isInteger(metricsPort) || metricsPort < 0 || metricsPort > 65535)
  problems.push(`RUNNER_METRICS_PORT must be a port number (0 for a free one), got "${env.RUNNER_METRICS_PORT}".`);
const gameNetworkUrl = env.GAME_NETWORK_URL?.trim() || null;
if (gameNetworkUrl && !/^https?:\/\//.test(gameNetworkUrl)) problems.push(`GAME_NETWORK_URL must be an http(s) URL, got "${gameNetworkUrl}".`);
if (problems.length) fail(problems.join('\n'));

// Metrics and health (issue 56), up before the node joins the fleet: live at once, ready once it has.
let joined: RunnerNode | null = null;
collectProcessMetrics();
const metricsToken = env.METRICS_TOKEN?.trim() || null;
const metricsClosed = env.NODE_ENV === 'production' && !metricsToken;
if (metricsClosed) log.warn('runner /metrics answers 404: METRICS_TOKEN is not set, and production shows its figures only to a scraper holding one');
try {
  const probe = startProbeServer({
    port: metricsPort,
    hostname: env.RUNNER_METRICS_HOST?.trim() || '0.0.0.0',
    token: metricsToken,
    metrics: !metricsClosed,
    checks: {
      engine: () => (joined ? joined.readiness.engine() : 'the runner is still joining the fleet'),
      game: () => (joined ? joined.readiness.game() : 'the runner is still joining the fleet'),
      draining: () => joined?.readiness.draining() ?? null,
    },
  });
  log.info('runner metrics and health', { url: probe.url, paths: ['/metrics', '/health/live', '/health/ready'] });
} catch (err) {
  // The bots matter more than their figures: the runner runs on without them, and says so.
  log.error('runner metrics and health cannot listen; running without them', {
    port: metricsPort,
    error: String(err),
    fix: 'set RUNNER_METRICS_PORT to a free port, or 0 for any',
  });
}

// Tests only: a module that adds behaviours of its own (one that hangs this runner, say), as daemon.ts does.
if (env.NODE_ENV === 'test' && env.RUNTIME_TEST_BEHAVIOURS) await import(env.RUNTIME_TEST_BEHAVIOURS);

const node = await startRunnerNode({
  engineUrl,
  id: env.RUNNER_ID?.trim() || undefined,
  capacity,
  namespace: env.FLEET_NAMESPACE || undefined,
  paceScale: Number(env.RUNTIME_PACE_SCALE ?? 1),
  backoff: env.RUNTIME_BACKOFF_MS ? JSON.parse(env.RUNTIME_BACKOFF_MS) : undefined,
  loginPage,
  clientBuild,
  chromiumPath: env.CHROMIUM_PATH || undefined,
  hangMs: env.RUNNER_HANG_MS ? Number(env.RUNNER_HANG_MS) : undefined,
  gameNetworkUrl,
}).catch((err: unknown) => (err instanceof RunnerIdInUseError ? fail(err.message) : Promise.reject(err)));
joined = node;

let draining = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (draining) return;
    draining = true;
    log.info('runner draining', { id: node.id, signal });
    void node.drain().finally(() => process.exit(0));
  });
}
// A bug in one bot's callbacks must not end every other bot: report it and carry on.
process.on('uncaughtException', (err) => log.error('runner error', { error: String(err) }));
process.on('unhandledRejection', (err) => log.error('runner rejection', { error: String(err) }));
