/** API entry point: configuration, database, then HTTP. Exits with a readable message when it cannot start. */
import { ConfigError, loadConfig } from './config';
import { connectDatabase, disconnectDatabase } from './lib/db';
import { log } from './lib/logger';
import { createApp } from './app';

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
  const app = createApp({ config }).listen({ hostname: config.host, port: config.port });
  log.info('api listening', { url: `http://${config.host}:${config.port}`, env: config.env });

  const shutdown = async (signal: string) => {
    log.info('api stopping', { signal });
    await app.stop();
    await disconnectDatabase();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  log.error('api failed to start', { error: err instanceof Error ? err.message : String(err) });
  process.exit(1);
});
