/**
 * bench/transfer: what a visitor downloads for /, /pricing and /dashboard (signed in) — the HTML and the
 * JS and CSS files the page loads, as Chromium found them — in brotli (what browsers get), gzip and
 * uncompressed; then what compressing the largest file on every request would cost instead of the
 * copies the build makes once (site/server/precompress.ts).
 *   npm run bench -- transfer
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, DEFAULT_CHROMIUM_PATH } from '../api/src/runtime/game/login-token';
import { SESSION_TOKEN_KEY } from '../shared/src/auth';
import { freePort } from '../scripts/lib/ports';
import { buildSite, startStack, type Stack } from '../scripts/lib/stack';
import { linkIn, mailTo } from '../api/test/mailbox';

const ENCODINGS = ['br', 'gzip', 'identity'] as const;
type Encoding = (typeof ENCODINGS)[number];
type Sizes = Record<Encoding, number>;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The same-origin HTML, JS and CSS a page loads in Chromium (its API calls and images left out). */
async function filesLoadedBy(browser: Browser, url: string, token?: string): Promise<string[]> {
  const context = await browser.newContext();
  if (token) await context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [SESSION_TOKEN_KEY, token]);
  const page = await context.newPage();
  const files = new Set<string>();
  page.on('response', (res) => {
    if (['document', 'script', 'stylesheet'].includes(res.request().resourceType()) && new URL(res.url()).origin === new URL(url).origin) files.add(res.url());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await context.close();
  return [...files];
}

/** Bytes on the wire for one file as each encoding is asked for (files under 1 KiB come plain whatever is asked). */
async function sizesOf(url: string): Promise<Sizes> {
  const sizes = {} as Sizes;
  for (const encoding of ENCODINGS) {
    const res = await fetch(url, { headers: { 'accept-encoding': encoding }, decompress: false } as RequestInit);
    const sent = res.headers.get('content-encoding') ?? 'identity';
    if (sent !== encoding && sent !== 'identity') throw new Error(`${url}: asked for ${encoding}, got ${sent}`);
    sizes[encoding] = (await res.arrayBuffer()).byteLength;
  }
  return sizes;
}

function timeEach(runs: number, fn: () => unknown): number {
  const started = performance.now();
  for (let i = 0; i < runs; i++) fn();
  return (performance.now() - started) / runs;
}

const scratch = mkdtempSync(join(tmpdir(), 'castellan-bench-transfer-'));
let stack: Stack | undefined;
let browser: Browser | undefined;
try {
  const sitePort = await freePort();
  const siteDir = join(scratch, 'site');
  await buildSite(siteDir, { SITE_PORT: String(sitePort) });
  stack = await startStack({
    siteDir,
    sitePort,
    apiPort: await freePort(),
    simPort: await freePort(),
    dataDir: join(scratch, 'data'),
    dbName: 'bench_transfer',
    quiet: true,
  });
  const site = stack.siteUrl;
  // Signed up as a player does: the sign-up, then the link the stack's mail catcher caught.
  const registered = await fetch(`${site}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site },
    body: JSON.stringify({ email: 'transfer@example.com', password: 'bench password' }),
  });
  if (registered.status !== 202 || !stack.mailboxUrl)
    throw new Error(`bench sign-up: ${registered.status} ${await registered.text()} (mail catcher: ${stack.mailboxUrl})`);
  process.env.MAILBOX_URL = stack.mailboxUrl;
  const link = linkIn(await mailTo('transfer@example.com', { subject: /Finish creating/ }), '/verify-email');
  const opened = await fetch(`${site}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site },
    body: JSON.stringify({ token: new URLSearchParams(link.hash.slice(1)).get('token') }),
  });
  const { token } = (await opened.json()) as { token: string };
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH, args: CHROMIUM_ARGS });

  console.log('bench/transfer: bytes a first visit downloads (HTML + the JS and CSS it loads), per encoding');
  console.log(`${'page'.padEnd(16)}${'files'.padStart(6)}${'brotli'.padStart(12)}${'gzip'.padStart(12)}${'none'.padStart(12)}   brotli: html / js / css`);
  let largest = { url: '', bytes: 0 };
  for (const [path, signedIn] of [
    ['/', false],
    ['/pricing', false],
    ['/dashboard', true],
  ] as const) {
    const files = await filesLoadedBy(browser, `${site}${path}`, signedIn ? token : undefined);
    const total: Sizes = { br: 0, gzip: 0, identity: 0 };
    const byKind = { html: 0, js: 0, css: 0 };
    for (const file of files) {
      const sizes = await sizesOf(file);
      for (const e of ENCODINGS) total[e] += sizes[e];
      const kind = file.endsWith('.js') ? 'js' : file.endsWith('.css') ? 'css' : 'html';
      byKind[kind] += sizes.br;
      if (sizes.identity > largest.bytes) largest = { url: file, bytes: sizes.identity };
    }
    const label = `${path}${signedIn ? ' (in)' : ''}`;
    console.log(
      `${label.padEnd(16)}${String(files.length).padStart(6)}${kib(total.br).padStart(12)}${kib(total.gzip).padStart(12)}${kib(total.identity).padStart(12)}   ` +
        `${kib(byKind.html)} / ${kib(byKind.js)} / ${kib(byKind.css)}`,
    );
  }

  // Per request instead of once: the largest file, compressed as the build does and as a server would have to.
  const body = Buffer.from(await (await fetch(largest.url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
  const q = (quality: number) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
  const rows: [string, number, number][] = [
    ['brotli 11 (what the build does)', timeEach(5, () => brotliCompressSync(body, q(11))), brotliCompressSync(body, q(11)).byteLength],
    ['brotli 5 (per-request setting)', timeEach(20, () => brotliCompressSync(body, q(5))), brotliCompressSync(body, q(5)).byteLength],
    ['gzip 6', timeEach(20, () => gzipSync(body, { level: 6 })), gzipSync(body, { level: 6 }).byteLength],
  ];
  console.log(`\nthe largest file, ${new URL(largest.url).pathname} (${kib(body.byteLength)}), compressed on each request would cost:`);
  for (const [label, ms, bytes] of rows) console.log(`  ${label.padEnd(34)}${`${ms.toFixed(1)} ms`.padStart(10)}${kib(bytes).padStart(12)}`);
  console.log('  precompressed at build time: 0 ms per request (answered from memory), brotli 11 size');
} finally {
  await browser?.close();
  await stack?.stop();
  rmSync(scratch, { recursive: true, force: true });
}
