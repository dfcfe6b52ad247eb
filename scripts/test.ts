/**
 * `npm test`: the whole suite on a fresh database.
 *   1. type checks (API, shared, site), beside
 *   2. unit and API integration tests (`bun test`, in shards side by side) against a fresh embedded FerretDB,
 *   3. browser journeys (Playwright, Chromium's headless shell) against the built product on free ports.
 * Ends with one line "tests: N passed, N failed" summing both runners.
 */
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, startFerretDB } from './lib/ferretdb';
import { startNats } from './lib/nats';
import { freePort } from './lib/ports';
import { BUN } from './lib/processes';
import { buildSite, startStack } from './lib/stack';
import { startMailCatcher } from './lib/mail-catcher';
import { shard, testFiles } from './lib/test-shards';
import { productChromium, testChromium } from './lib/chromium';
import { cpuSeconds, fileTimes, slowestFiles, type FileTime } from './lib/suite-times';
import { slowestTests, testTimes, type TestTime } from './lib/e2e-times';
import { OPERATOR_RAIDS_PATH } from '../simulator/session/operator';
import { SIDE_BY_SIDE_WORKERS } from '../e2e/alone';

/** How many `bun test` processes run side by side (UNIT_SHARDS; see lib/test-shards.ts for why). */
const UNIT_SHARDS = Number(process.env.UNIT_SHARDS ?? 8);
// Ports are picked from slices (scripts/lib/ports.ts): the first is this process's (the shards' databases and
// engines, the browser stage's stack), the others one per shard, so two never pick the same free port at once.
process.env.PORT_SLICE = `0/${UNIT_SHARDS + 1}`;

// `bun scripts/test.ts --e2e-only [e2e/file.e2e.ts …]`: just the browser tests (all, or the named files).
const e2eOnly = process.argv.includes('--e2e-only');
// `bun scripts/test.ts --unit-only`: the type checks and `bun test` shards, no browser.
const unitOnly = process.argv.includes('--unit-only');
const e2eFiles = process.argv.slice(2).filter((a) => a.endsWith('.e2e.ts'));
const scratch = mkdtempSync(join(tmpdir(), 'castellan-suite-'));
const results = { passed: 0, failed: 0, skipped: 0 };
// Every failed test's name and first lines, printed again last: CI shows only the tail of the log.
const failures: string[] = [];
let ok = true;
// Each `bun test` file's seconds, for the slowest-files list after the shards.
const unitFileTimes: FileTime[] = [];

/** Seconds since `from`, for the stage lines: where the suite's time goes is read in every CI log. */
const secondsSince = (from: number) => `${((performance.now() - from) / 1000).toFixed(0)} s`;
const suiteStarted = performance.now();

async function run(label: string, cmd: string[], env: Record<string, string> = {}): Promise<boolean> {
  console.log(`\n› ${label}`);
  const started = performance.now();
  const proc = Bun.spawn(cmd, { cwd: ROOT, stdout: 'inherit', stderr: 'inherit', env: { ...process.env, ...env } });
  const passed = (await proc.exited) === 0;
  console.log(`› ${label}: ${passed ? 'passed' : 'FAILED'} in ${secondsSince(started)} (${cpuSeconds(proc.resourceUsage()).toFixed(0)} CPU s)`);
  return passed;
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
  for (const [, attrs, body] of xml.matchAll(/<testcase ([^>]*[^/])>([\s\S]*?)<\/testcase>/g)) {
    const failure = body!.match(/<(?:failure|error)[^>]*>([\s\S]*?)<\/(?:failure|error)>/)?.[1];
    if (failure === undefined) continue;
    const attr = (name: string) => unescapeXml(attrs!.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1] ?? '');
    const where = `${attr('file')}:${attr('line')}`;
    const what = [attr('classname'), attr('name')].filter(Boolean).join(' › ');
    failures.push(`${where} › ${what}\n${indent(unescapeXml(failure).split('\n').slice(0, 8).join('\n'))}`);
  }
}

function unescapeXml(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function indent(text: string): string {
  return text.replace(/^/gm, '    ');
}

function countPlaywright(file: string): void {
  const stats = JSON.parse(readFileSync(file, 'utf8')).stats as { expected: number; unexpected: number; flaky: number; skipped: number };
  results.passed += stats.expected + stats.flaky;
  results.failed += stats.unexpected;
  results.skipped += stats.skipped;
  if (stats.unexpected) failures.push('browser tests: see the ✘ lines in their report above');
}

// The site is built beside the unit shards once the type checks are done: the shards' first two minutes are
// mostly waiting (the long files that kill, restart and wait on processes run first), and the type checks
// and the build fill them. Beside the type checks of TypeScript 6 the build took 69 s instead of 22 s and
// the stage 331 s instead of 300 s; beside the shards' last minute (after the first shard) 62 s, and the
// stage was no shorter.
let siteBuild: ReturnType<typeof buildTheSite> | undefined;
function startSiteBuild() {
  siteBuild ??= buildTheSite();
  siteBuild.catch(() => {}); // awaited, and its failure reported, by the browser stage
  return siteBuild;
}

try {
  if (!e2eOnly) await unitStage(unitOnly ? undefined : startSiteBuild);
  if (!unitOnly) await e2eStage(await startSiteBuild());
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  ok = false;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

async function unitStage(typesChecked?: () => void) {
  // The type checks run beside the tests: they only read the files.
  const checked = run('type checks', [BUN, 'scripts/check.ts']).finally(() => typesChecked?.());

  // One fresh FerretDB for the unit run; each shard uses a database of its own in it (the browser stage
  // starts its own with the product).
  const db = process.env.MONGODB_URI ? undefined : await startFerretDB(join(scratch, 'db'), `unit_${Date.now()}`, { throwaway: true });
  const baseUri = process.env.MONGODB_URI ?? db!.uri;
  // And one mail catcher: every mail the tests cause lands there (never at a real relay), and they read it back
  // (each test by an address of its own).
  const mail = await startMailCatcher({ quiet: true });
  const shards = shard(testFiles(ROOT, ['api', 'shared', 'site', 'simulator', 'scripts']), UNIT_SHARDS);
  console.log(`\n› unit and API tests: ${shards.reduce((n, s) => n + s.length, 0)} files in ${shards.length} shards side by side`);
  const started = performance.now();
  const outcomes = await Promise.all(
    shards.map((files, i) =>
      runShard(i + 1, files, { uri: shardDatabase(baseUri, i + 1), dir: db ? join(scratch, 'db') : undefined, postgresUrl: db?.storage?.url }, mail),
    ),
  );
  console.log(`› unit and API tests took ${secondsSince(started)}; the slowest files:\n${slowestFiles(unitFileTimes, 15)}`);
  ok = (await checked) && outcomes.every(Boolean) && ok;
  await mail.stop();
  await db?.stop();
}

/** `uri` with `_<n>` after its database name (hosts and options kept). */
function shardDatabase(uri: string, n: number): string {
  const url = new URL(uri);
  url.pathname = `/${url.pathname.slice(1) || 'castellan_test'}_${n}`;
  return url.toString();
}

/**
 * One shard: `bun test` on its files, with a database and an engine (NATS) of its own, so that one
 * shard's fleet never resumes another's bots; its output is printed whole when it ends.
 */
async function runShard(
  n: number,
  files: string[],
  database: { uri: string; dir?: string; postgresUrl?: string },
  mail: { smtpUrl: string; httpUrl: string },
): Promise<boolean> {
  const nats = process.env.NATS_URL ? undefined : await startNats(join(scratch, `nats-${n}`));
  const junit = join(scratch, `unit-${n}.xml`);
  const output = join(scratch, `unit-${n}.log`);
  // 30 s per test unless it says otherwise (bun's default is 5 s): six shards share 2 cores, and a test
  // that signs up, starts a bot and waits for it must not fail on the machine's speed.
  const proc = Bun.spawn([BUN, 'test', '--timeout=30000', '--reporter=junit', `--reporter-outfile=${junit}`, ...files.map((f) => `./${f}`)], {
    cwd: ROOT,
    stdout: Bun.file(output),
    stderr: Bun.file(`${output}.err`),
    env: {
      ...process.env,
      MONGODB_URI: database.uri,
      NATS_URL: process.env.NATS_URL ?? nats!.url,
      PORT_SLICE: `${n}/${UNIT_SHARDS + 1}`,
      DATA_DIR: join(scratch, `unit-data-${n}`),
      SMTP_URL: mail.smtpUrl,
      MAILBOX_URL: mail.httpUrl,
      MAIL: '',
      // The tests' runtimes mint the game's login tokens in the headless shell (two runtime files: 1.2 CPU s of
      // it against 8.3 s of the full Chromium, which login-token.test.ts still starts as the product's).
      CHROMIUM_PATH: testChromium(),
      PRODUCT_CHROMIUM_PATH: productChromium(),
      ...(database.dir ? { TEST_DB_DIR: database.dir } : {}),
      ...(database.postgresUrl ? { EMBEDDED_POSTGRES_URL: database.postgresUrl } : {}),
    },
  });
  const started = performance.now();
  const passed = (await proc.exited) === 0;
  await nats?.stop();
  const cost = `${secondsSince(started)}, ${cpuSeconds(proc.resourceUsage()).toFixed(0)} CPU s`;
  console.log(`\n› shard ${n} of the unit and API tests (${files.length} files): ${passed ? 'passed' : 'FAILED'} in ${cost}`);
  const printed = readFileSync(output, 'utf8') + readFileSync(`${output}.err`, 'utf8');
  process.stdout.write(printed);
  // An error no test caught (a wait that outlived its test's timeout) counts as a failure in the junit file
  // with no test named: its lines are kept too, or CI's tail would list fewer failures than it counts.
  for (const block of printed.split('# Unhandled error between tests').slice(1)) {
    failures.push(
      `shard ${n} › an error between tests\n${indent(
        block
          .split('\n')
          .filter((l) => l.trim() && !/^-+$/.test(l.trim()))
          .slice(0, 10)
          .join('\n'),
      )}`,
    );
  }
  // bun's junit reporter writes the file and a console summary; its file is the count of record.
  try {
    countJunit(junit);
    unitFileTimes.push(...fileTimes(readFileSync(junit, 'utf8')));
    // Kept beside the browser stage's results: each test's own time is read there when a shard grows.
    mkdirSync(join(ROOT, 'test-results'), { recursive: true });
    copyFileSync(junit, join(ROOT, 'test-results', `unit-${n}.xml`));
  } catch {
    results.failed += 1;
  }
  return passed;
}

async function buildTheSite(): Promise<{ siteDir: string; sitePort: number }> {
  console.log('\n› building the site');
  const started = performance.now();
  const siteDir = join(scratch, 'site-dist');
  // The site's port is chosen first: its address is built into the pages (sitemap, share cards).
  const sitePort = await freePort();
  await buildSite(siteDir, { SITE_PORT: String(sitePort) });
  console.log(`› the site built in ${secondsSince(started)}`);
  return { siteDir, sitePort };
}

async function e2eStage({ siteDir, sitePort }: { siteDir: string; sitePort: number }) {
  // PayPal is faked at its HTTP boundary, so the checkout journey can run to the end in the browser.
  const { startFakePayPal } = await import('../api/test/fakes/paypal/server');
  const paypal = await startFakePayPal();
  // Stripe too, as npm start's test mode has it: card checkouts, plan changes priced and charged by its stand-in.
  const { startFakeStripe } = await import('../api/test/fakes/stripe/server');
  const stripe = await startFakeStripe();
  // Discord too: the API redeems codes and reads users at the fake (DISCORD_API_BASE); the browser tests
  // answer discord.com's authorize page themselves and ask the fake for codes (DISCORD_FAKE_URL).
  const { startFakeDiscord } = await import('../api/test/fakes/discord/server');
  const discord = await startFakeDiscord();
  // A push service: the API's pushes go to its endpoints (loopback is allowed outside production), and the
  // browser tests read them back, decrypted, to hand to the service worker.
  const { startFakePushService } = await import('../api/test/fakes/push-service/server');
  const pushService = await startFakePushService();
  // The push journey sends a raider at its player's castle through the game server's operator route rather
  // than wait for the hourly roll's (a 5 % chance a game hour: once in 20 s on average, a minute when unlucky).
  const gameOperatorKey = randomBytes(16).toString('hex');
  const stack = await startStack({
    siteDir,
    apiPort: await freePort(),
    sitePort,
    simPort: await freePort(),
    timeScale: 3600,
    paceScale: 0.02,
    gameOperatorKey,
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
      PAYPAL_PLAN_PREMIUM: paypal.plans.premium!,
      PAYPAL_PLAN_PROFESSIONAL: paypal.plans.professional!,
      STRIPE_API_BASE: stripe.url,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_PRICE_PLUS: stripe.prices.plus,
      STRIPE_PRICE_PREMIUM: stripe.prices.premium,
      STRIPE_PRICE_PROFESSIONAL: stripe.prices.professional,
      DISCORD_API_BASE: discord.apiBase,
      // Players' Discord alerts go to the same fake (its Execute Webhook).
      DISCORD_WEBHOOK_BASE: discord.apiBase,
      DISCORD_CLIENT_ID: discord.clientId,
      DISCORD_CLIENT_SECRET: discord.clientSecret,
      // Slash commands: the fake signs them with its application's key, checked with this public key.
      DISCORD_PUBLIC_KEY: discord.publicKeyHex,
    },
  });
  discord.interactionsTo(`${stack.apiUrl}/api/discord/interactions`);
  // PayPal's webhooks follow what the browser does there (approval, cancel, refund), as they would live.
  paypal.deliverTo(`${stack.apiUrl}/api/paypal/webhook`);
  stripe.deliverTo(`${stack.apiUrl}/api/stripe/webhook`);
  const env = {
    BASE_URL: stack.siteUrl,
    DISCORD_FAKE_URL: discord.url,
    // A renewal whose card is declined is asked of Stripe's stand-in (its /_stand-in/renewals).
    STRIPE_FAKE_URL: stripe.url,
    PUSH_FAKE_URL: pushService.url,
    GAME_OPERATOR_RAIDS_URL: stack.localGame && stack.loginPageUrl ? new URL(OPERATOR_RAIDS_PATH, stack.loginPageUrl).href : '',
    GAME_OPERATOR_KEY: gameOperatorKey,
    MAILBOX_URL: stack.mailboxUrl!,
    // The alliance journey stores an incoming attack as the API keeps one: the stack's game server plays an
    // hour a second, so its raids land before a browser could look at them.
    E2E_MONGODB_URI: stack.database?.uri ?? process.env.MONGODB_URI ?? '',
    // The update-prompt journey "deploys" a new service worker by rewriting the built one.
    E2E_SITE_DIR: siteDir,
  };
  const files = e2eFiles.map((f) => f.replace(/^e2e\//, ''));
  const journeyTimes: TestTime[] = [];
  const started = performance.now();
  try {
    // The journeys side by side, then those that change what every page sees, one at a time (e2e/alone.ts).
    // Two runs of Playwright rather than one project depending on the other: a failure among the first
    // would skip the second's tests unseen.
    for (const [project, workers] of [
      ['side-by-side', String(SIDE_BY_SIDE_WORKERS)],
      ['alone', '1'],
    ] as const) {
      const report = join(scratch, `e2e-${project}.json`);
      const cli = [
        BUN,
        '--bun',
        'node_modules/@playwright/test/cli.js',
        'test',
        '-c',
        'e2e/playwright.config.ts',
        `--project=${project}`,
        '--no-deps',
        `--workers=${workers}`,
        '--pass-with-no-tests',
        ...files,
      ];
      // Its CPU seconds are what the runner waited for: its workers and part of their Chromiums (docs/testing.md).
      ok =
        (await run(`browser tests (Chromium), ${project}`, cli, {
          ...env,
          E2E_JSON_REPORT: report,
          E2E_OUTPUT_DIR: join(ROOT, 'test-results', `run-${process.pid}-${project}`),
        })) && ok;
      countPlaywright(report);
      // Kept beside the unit shards' reports: each journey's time is read there when the stage grows.
      mkdirSync(join(ROOT, 'test-results'), { recursive: true });
      copyFileSync(report, join(ROOT, 'test-results', `e2e-${project}.json`));
      journeyTimes.push(...testTimes(JSON.parse(readFileSync(report, 'utf8'))));
    }
    console.log(`› browser tests took ${secondsSince(started)}; the slowest tests:\n${slowestTests(journeyTimes, 15)}`);
  } catch (err) {
    console.error(err);
    results.failed += 1;
    ok = false;
  } finally {
    await stack.stop();
    await paypal.stop();
    await stripe.stop();
    await discord.stop();
    await pushService.stop();
  }
}

if (failures.length) console.log(`\nfailed tests:\n${failures.map((f) => `  ${f}`).join('\n')}`);
const skipped = results.skipped ? `, ${results.skipped} skipped` : '';
console.log(`\ntests: ${results.passed} passed, ${results.failed} failed${skipped} (the suite took ${secondsSince(suiteStarted)})`);
process.exit(ok && results.failed === 0 ? 0 : 1);
