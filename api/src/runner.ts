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
 *
 * SIGTERM or Ctrl+C drains the node: it takes nothing new, the fleet moves its sessions away, then it exits.
 */
import { gameClientFrom, gameLoginPageFrom } from './config';
import { log } from './lib/logger';
import { RunnerIdInUseError, startRunnerNode } from './runtime';

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
if (problems.length) fail(problems.join('\n'));

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
}).catch((err: unknown) => (err instanceof RunnerIdInUseError ? fail(err.message) : Promise.reject(err)));

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
