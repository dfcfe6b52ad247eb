/**
 * `npm start`: the whole product on its embedded defaults — database, engine (NATS), API on :4000, site on :4321.
 * `npm run dev` does the same with the API restarting on change and Astro's dev server.
 */
import { join } from 'node:path';
import { ROOT } from './lib/ferretdb';
import { gameSettings } from './lib/game-settings';
import { portInUse } from './lib/ports';
import { buildSite, startStack, type Stack } from './lib/stack';
import { startTestPayments, type TestPayments } from './lib/test-payments';
import { backupDir, backupSchedule, scheduleBackups } from './lib/backup';

const dev = process.argv.includes('--dev');
const apiPort = Number(process.env.API_PORT ?? 4000);
const sitePort = Number(process.env.SITE_PORT ?? 4321);
const simPort = Number(process.env.SIM_PORT ?? 4100);
const dataDir = process.env.DATA_DIR ?? join(ROOT, 'data');
// Read before anything starts: a wrong BACKUP_ setting stops the launch with its reason.
const backups = (() => {
  try {
    return backupSchedule(process.env);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
})();

const ports = [
  ['API', apiPort, 'API_PORT'],
  ['site', sitePort, 'SITE_PORT'],
  ['game server', simPort, 'SIM_PORT'],
] as const;
// With GAME_WS_URL or GAME_NETWORK_URL set, no local game server is started, so its port does not matter.
const { localGame } = gameSettings(process.env, simPort);
for (const [name, port, variable] of ports.filter(([name]) => name !== 'game server' || localGame)) {
  if (await portInUse(port)) {
    console.error(`Port ${port} (the ${name}) is already in use. Stop whatever runs there, or set ${variable}.`);
    process.exit(1);
  }
}

/** Where the bots play, and which setting says so. */
function gameLine(s: Stack): string {
  if (s.localGame)
    return `${s.gameUrl}   (local simulator, a game hour every real minute; servers listed at ${s.gameNetworkUrl}; login page ${s.loginPageUrl})`;
  if (s.gameUrl) return `${s.gameUrl}   (GAME_WS_URL${s.gameNetworkUrl ? `; zones from ${s.gameNetworkUrl}` : ''})`;
  return `as listed at ${s.gameNetworkUrl}   (GAME_NETWORK_URL)`;
}

/** Where mail goes: the local catcher's inbox, the operator's relay (never its password), or nowhere. */
function mailLine(s: Stack): string {
  if (s.mailboxUrl) return `Mail (catcher):  ${s.mailboxUrl}   (SMTP ${new URL(s.mailSmtpUrl!).host}; every mail the product sends lands here)`;
  if (process.env.SMTP_URL?.trim()) {
    const relay = new URL(process.env.SMTP_URL.trim());
    return `Mail:            ${relay.protocol}//${relay.host}   (SMTP_URL)`;
  }
  return 'Mail:            off   (MAIL=off: nothing is sent)';
}

let stopping = false;
let stack: Stack | undefined;
let payments: TestPayments | null = null;
let stopBackups: (() => void) | null = null;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  console.log('› stopping');
  stopBackups?.();
  // Mid-start there is no stack yet: exiting stops the parts already started (see process-keeper.ts).
  await stack?.stop();
  await payments?.stop();
  process.exit(code);
}
// The parts run in process groups of their own (detached below), so Ctrl+C, a closed terminal or a
// SIGTERM reaches only this launcher, which stops them in order: it must handle all three from the start.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(0));

if (!dev) {
  console.log('› building the site');
  await buildSite();
}
// Without a payment provider's keys, local stand-ins of PayPal and Stripe take the payments (no real money moves).
payments = await startTestPayments(process.env);
console.log('› starting the database, the engine (NATS), the mail catcher, the API and the site');
stack = await startStack({
  apiPort,
  sitePort,
  simPort,
  timeScale: Number(process.env.SIM_TIME_SCALE ?? 60),
  paceScale: Number(process.env.RUNTIME_PACE_SCALE ?? 1),
  dataDir,
  dev,
  detached: true,
  // The catcher's usual ports, so the inbox keeps its address; any free ones when they are taken.
  mailPorts: { smtp: 1025, http: 8025 },
  // Each part is restarted when it dies; one that keeps dying stops the product (see process-keeper.ts).
  onGiveUp: () => void shutdown(1),
  env: payments?.env,
}).catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

payments?.deliverTo(stack.apiUrl);

// The embedded database is backed up daily while it runs (scripts/lib/backup.ts); a MongoDB of one's own is the operator's to back up.
const storage = stack.database?.storage;
if (storage && backups) stopBackups = scheduleBackups(() => storage.port, backupDir(dataDir), backups, console.log);

/** Whether and where the embedded database is backed up. */
function backupsLine(): string {
  if (!storage) return 'Backups:         yours to take (MONGODB_URI: mongodump, docs/operations.md)';
  if (!backups) return 'Backups:         off   (BACKUPS=off; npm run backup takes one)';
  return `Backups:         every ${backups.everyMs / 3_600_000} h into ${backupDir(dataDir)}, the newest ${backups.keep} kept   (BACKUPS=off turns them off)`;
}

/** Which payments the product takes, and whether real money moves. */
function paymentsLine(): string {
  if (payments)
    return `Payments:        test mode: local stand-ins of PayPal at ${payments.url} and Stripe at ${payments.stripeUrl} (no real money moves; set the PAYPAL_ or STRIPE_ keys for real ones)`;
  return 'Payments:        as configured (PAYPAL_ and STRIPE_ settings)';
}

console.log(`
  Castellan is running.
    Open the site:   ${stack.siteUrl}
    API:             http://localhost:${apiPort}   (docs: http://localhost:${apiPort}/swagger)
    Game server:     ${gameLine(stack)}
    Engine (NATS):   ${stack.natsUrl}${process.env.NATS_URL ? '   (NATS_URL)' : '   (JetStream on disk in the data folder)'}
    ${mailLine(stack)}
    ${paymentsLine()}
    ${backupsLine()}
  Press Ctrl+C to stop.
`);
