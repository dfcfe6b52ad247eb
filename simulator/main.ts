/**
 * Runs the simulator for local development: `bun simulator/main.ts`.
 * Env: SIM_PORT (4100), SIM_HOST (127.0.0.1), SIM_SEED (1), SIM_TIME_SCALE (60), SIM_STATE_FILE (none),
 * SIM_OPERATOR_KEY (none: the operator's raid route, operator.ts, stays closed).
 */
import { startSimulator } from './server';

function numberFromEnv(name: string, fallback: number, valid: (n: number) => boolean): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || !valid(value)) {
    // Starting on a silently different port or scale would only confuse whoever set it.
    console.error(`${name}=${raw} is not valid`);
    process.exit(2);
  }
  return value;
}

const simulator = await startSimulator({
  port: numberFromEnv('SIM_PORT', 4100, (n) => Number.isInteger(n) && n >= 0 && n < 65536),
  hostname: process.env.SIM_HOST || '127.0.0.1',
  seed: numberFromEnv('SIM_SEED', 1, Number.isInteger),
  timeScale: numberFromEnv('SIM_TIME_SCALE', 60, (n) => n > 0),
  ...(process.env.SIM_STATE_FILE ? { stateFile: process.env.SIM_STATE_FILE } : {}),
  ...(process.env.SIM_OPERATOR_KEY ? { operatorKey: process.env.SIM_OPERATOR_KEY } : {}),
});
console.log(`game simulator listening on ${simulator.url} (network document: ${simulator.networkUrl})`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  await simulator.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
