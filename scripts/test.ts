/**
 * `npm test`: the whole suite on a fresh database.
 *   1. type checks (API, shared, site),
 *   2. unit and API integration tests (`bun test`) against a fresh embedded FerretDB,
 *   3. browser journeys (Playwright, Debian's Chromium) against the built product on free ports.
 * Ends with one line "tests: N passed, N failed" summing both runners.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, startFerretDB } from './lib/ferretdb';
import { startNats } from './lib/nats';
import { freePort } from './lib/ports';
import { BUN } from './lib/processes';
import { buildSite, startStack } from './lib/stack';
import { startMailCatcher } from './lib/mail-catcher';

// `bun scripts/test.ts --e2e-only [e2e/file.e2e.ts …]`: just the browser tests (all, or the named files).
const e2eOnly = process.argv.includes('--e2e-only');
const e2eFiles = process.argv.slice(2).filter((a) => a.endsWith('.e2e.ts'));
const scratch = mkdtempSync(join(tmpdir(), 'castellan-suite-'));
const results = { passed: 0, failed: 0, skipped: 0 };
let ok = true;

async function run(label: string, cmd: string[], env: Record<string, string> = {}): Promise<boolean> {
  console.log(`\n› ${label}`);
  const proc = Bun.spawn(cmd, { cwd: ROOT, stdout: 'inherit', stderr: 'inherit', env: { ...process.env, ...env } });
  return (await proc.exited) === 0;
}

function countJunit(file: string): void {
  const xml = readFileSync(file, 'utf8');
  const suite = xml.match(/<testsuites[^>]*>/)?.[0] ?? '';
  const num = (attr: string) => Number(suite.match(new RegExp(`${attr}="(\\d+)"`))?.[1] ?? 0);
  const failed = num('failures') + num('errors');
  const skipped = num('skipped');
  results.failed += failed;
  results.skipped += skipped;
  results.passed += num('tests') - failed - skipped;
}

function countPlaywright(file: string): void {
  const stats = JSON.parse(readFileSync(file, 'utf8')).stats as { expected: number; unexpected: number; flaky: number; skipped: number };
  results.passed += stats.expected + stats.flaky;
  results.failed += stats.unexpected;
  results.skipped += stats.skipped;
}

try {
  if (!e2eOnly) await unitStage();
  await e2eStage();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  ok = false;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

async function unitStage() {
  ok = (await run('type checks', [BUN, 'scripts/check.ts'])) && ok;

  // One fresh FerretDB for the whole run; unit tests and browser tests use separate databases in it.
  const db = process.env.MONGODB_URI ? undefined : await startFerretDB(join(scratch, 'db'), `unit_${Date.now()}`, { throwaway: true });
  const unitUri = process.env.MONGODB_URI ?? db!.uri;
  // And one engine (NATS with JetStream) for it; tests keep apart by their bots' ids.
  const nats = process.env.NATS_URL ? undefined : await startNats(join(scratch, 'nats'));
  // And one mail catcher: every mail the tests cause lands there (never at a real relay), and they read it back.
  const mail = await startMailCatcher({ quiet: true });
  const junit = join(scratch, 'unit.xml');
  const unitOk = await run('unit and API tests', [BUN, 'test', '--reporter=junit', `--reporter-outfile=${junit}`, 'api', 'shared', 'site', 'simulator', 'scripts'], {
    MONGODB_URI: unitUri,
    NATS_URL: process.env.NATS_URL ?? nats!.url,
    DATA_DIR: join(scratch, 'unit-data'),
    SMTP_URL: mail.smtpUrl,
    MAILBOX_URL: mail.httpUrl,
    MAIL: '',
    ...(db ? { TEST_DB_DIR: join(scratch, 'db') } : {}),
  });
  // bun's junit reporter writes the file and a console summary; its file is the count of record.
  try {
    countJunit(junit);
  } catch {
    results.failed += 1;
  }
  ok = unitOk && ok;
  await mail.stop();
  await nats?.stop();
  await db?.stop();
}

async function e2eStage() {
  console.log('\n› building the site');
  const siteDir = join(scratch, 'site-dist');
  // The site's port is chosen first: its address is built into the pages (sitemap, share cards).
  const sitePort = await freePort();
  await buildSite(siteDir, { SITE_PORT: String(sitePort) });
  // PayPal is faked at its HTTP boundary, so the checkout journey can run to the end in the browser.
  const { startFakePayPal } = await import('../api/test/fakes/paypal/server');
  const paypal = await startFakePayPal();
  // Discord too: the API redeems codes and reads users at the fake (DISCORD_API_BASE); the browser tests
  // answer discord.com's authorize page themselves and ask the fake for codes (DISCORD_FAKE_URL).
  const { startFakeDiscord } = await import('../api/test/fakes/discord/server');
  const discord = await startFakeDiscord();
  const stack = await startStack({
    siteDir,
    apiPort: await freePort(),
    sitePort,
    simPort: await freePort(),
    timeScale: 3600,
    paceScale: 0.02,
    dataDir: join(scratch, 'e2e-data'),
    dbName: `e2e_${Date.now()}`,
    quiet: true,
    // The browser journeys follow links from the mails they cause (e2e/mailbox.ts).
    catchMail: true,
    throwawayData: true,
    // Every browser test signs up from 127.0.0.1; the production limit would stop the suite, not abuse.
    env: {
      AUTH_REGISTRATIONS_PER_HOUR: '10000',
      ADMIN_EMAILS: 'admin@castellan.test',
      PAYPAL_API_BASE: paypal.url,
      PAYPAL_CLIENT_ID: paypal.clientId,
      PAYPAL_CLIENT_SECRET: paypal.clientSecret,
      PAYPAL_WEBHOOK_ID: paypal.webhookId,
      PAYPAL_PLAN_PLUS: paypal.plans.plus!,
      PAYPAL_PLAN_ADVANCED: paypal.plans.advanced!,
      PAYPAL_PLAN_PREMIUM: paypal.plans.premium!,
      DISCORD_API_BASE: discord.apiBase,
      DISCORD_CLIENT_ID: discord.clientId,
      DISCORD_CLIENT_SECRET: discord.clientSecret,
    },
  });
  const report = join(scratch, 'e2e.json');
  try {
    ok =
      (await run('browser tests (Chromium)', [BUN, '--bun', 'node_modules/@playwright/test/cli.js', 'test', '-c', 'e2e/playwright.config.ts', ...e2eFiles.map((f) => f.replace(/^e2e\//, ''))], {
        BASE_URL: stack.siteUrl,
        E2E_JSON_REPORT: report,
        E2E_OUTPUT_DIR: join(ROOT, 'test-results', `run-${process.pid}`),
        DISCORD_FAKE_URL: discord.url,
        MAILBOX_URL: stack.mailboxUrl!,
        // The update-prompt journey "deploys" a new service worker by rewriting the built one.
        E2E_SITE_DIR: siteDir,
      })) && ok;
    countPlaywright(report);
  } catch (err) {
    console.error(err);
    results.failed += 1;
    ok = false;
  } finally {
    await stack.stop();
    await paypal.stop();
    await discord.stop();
  }
}

const skipped = results.skipped ? `, ${results.skipped} skipped` : '';
console.log(`\ntests: ${results.passed} passed, ${results.failed} failed${skipped}`);
process.exit(ok && results.failed === 0 ? 0 : 1);
