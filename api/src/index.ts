/** API entry point: configuration, database, then HTTP. Exits with a readable message when it cannot start. */
import { ConfigError, loadConfig } from './config';
import { connectDatabase, disconnectDatabase } from './lib/db';
import { log } from './lib/logger';
import { createPlatform } from './app';
import { MIGRATIONS } from './migrations';
import { runMigrations } from './lib/migrations';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  await connectDatabase(config.mongoUri);
  // Before anything reads: what the code reads is then in the shape it expects.
  await runMigrations(MIGRATIONS);
  const platform = createPlatform({ config, paceScale: Number(process.env.RUNTIME_PACE_SCALE ?? 1) });
  // Connect to the engine now (it keeps trying in the background if it is not up yet).
  await platform.engine.ready(5_000).catch(() => log.warn('engine not reachable yet; retrying in the background', { url: config.natsUrl }));
  const app = platform.app.listen({ hostname: config.host, port: config.port });
  log.info('api listening', { url: `http://${config.host}:${config.port}`, env: config.env });
  const resumed = await platform.supervisor.resume();
  if (resumed) log.info('bots resumed', { count: resumed });
  // Schedules act from here on: after the resume, so a window's start never races a bot's resumption.
  platform.jobs.serve();

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('api stopping', { signal });
    try {
      // Bots first (every session logs out, the consoles say so and their streams end), then HTTP: a
      // graceful stop lets the streams' last bytes out; whatever is still open after 2 s is cut.
      await platform.close();
      const graceful = await Promise.race([app.stop().then(() => true), Bun.sleep(2000).then(() => false)]);
      if (!graceful) await app.server?.stop(true);
    } catch (err) {
      // The database may be the reason we are going down: what could not be saved was logged; exit anyway.
      log.error('api stop incomplete', { error: err instanceof Error ? err.message : String(err) });
    } finally {
      await disconnectDatabase().catch(() => {});
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

// A background write the database could not take in time (a pool checkout timing out under a burst)
// rejected with no one waiting: it must not end every player's requests and consoles. Said with its
// stack, and the API carries on, as a runner does (runner.ts).
const stackOf = (err: unknown) => (err instanceof Error ? (err.stack ?? err.message) : String(err));
process.on('unhandledRejection', (err) => log.error('api rejection no one handled', { error: stackOf(err) }));
process.on('uncaughtException', (err) => log.error('api error no one caught', { error: stackOf(err) }));

main().catch((err) => {
  log.error('api failed to start', { error: err instanceof Error ? err.message : String(err) });
  process.exit(1);
});
