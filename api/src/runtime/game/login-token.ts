/**
 * Login tokens for game sessions (docs/game.md "The login, step by step" step 6). The live client attaches a reCAPTCHA v3 token
 * (`RCT`) to every password login, minted on the game's own page by `grecaptcha.execute(siteKey,
 * {action: "submit"})` (the action pygge 2.3.0 mints with: pygge/utils/recaptcha.py:41-51); a session that
 * holds a login token (`LT`) logs in with it instead.
 *
 * reCAPTCHA runs only in a real browser, so the runtime process keeps ONE headless Chromium for all its
 * sessions (as the best public bot does), started at the first login that needs it, with the game's
 * login page open, and mints each token there. The browser is started again if it dies, the page is
 * reloaded when it is old or fails, and both are closed on shutdown.
 */
import type { Browser, Page } from 'playwright-core';

/** Tokens for logins: what a session asks before `lli`. */
export interface LoginTokenProvider {
  /** The `Origin` the game's sockets must carry: the login page's (the live server answers only its own site). */
  readonly origin: string | null;
  /** A fresh reCAPTCHA token, good for one login within two minutes. */
  recaptcha(): Promise<string>;
  /** Tokens minted so far and browser starts (for stats and benchmarks). */
  counts(): { minted: number; launches: number };
  close(): Promise<void>;
}

/**
 * No token could be minted. `retryable`: the game's page did not load or answer (an outage, try again
 * later); otherwise the runtime cannot mint at all (no Chromium, no site key) and retrying cannot help.
 */
export class LoginTokenError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export type BrowserTokenOptions = {
  /** The game's login page, which loads reCAPTCHA with the game's site key. */
  pageUrl: string;
  /** The site key; read from the page's reCAPTCHA script (`api.js?render=<key>`) when not given. */
  siteKey?: string | null;
  /** Chromium to start (Debian's by default, as the browser tests use). */
  executablePath?: string;
  /** How long loading the page or minting a token may take. */
  timeoutMs?: number;
  /** How long Chromium may take to start: longer than a mint, since a cold start on a busy machine is slow. */
  launchTimeoutMs?: number;
  /** The page is loaded again when it is older than this (its session with reCAPTCHA ages). */
  pageMaxAgeMs?: number;
};

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';
/** The action the game's page asks reCAPTCHA for (docs/game.md "The login, step by step" step 6). */
const ACTION = 'submit';
/** Flags for a quiet headless Chromium on a server (docs/architecture.md "Platform facts the code relies on"); the browser tests use them too. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

type LoadedPage = { page: Page; siteKey: string; loadedAt: number };
type Grecaptcha = { ready(callback: () => void): void; execute(siteKey: string, options: { action: string }): Promise<string> };

export function createBrowserTokenProvider(options: BrowserTokenOptions): LoginTokenProvider {
  const executablePath = options.executablePath ?? DEFAULT_CHROMIUM_PATH;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const launchTimeoutMs = options.launchTimeoutMs ?? 60_000;
  const pageMaxAgeMs = options.pageMaxAgeMs ?? 30 * 60_000;
  const origin = new URL(options.pageUrl).origin;
  let browser: Promise<Browser> | null = null;
  let loaded: Promise<LoadedPage> | null = null;
  let closed = false;
  let minted = 0;
  let launches = 0;

  function startBrowser(): Promise<Browser> {
    browser ??= (async () => {
      launches += 1;
      try {
        // Loaded with the first browser: importing playwright-core costs 0.5 CPU s, and every API and runtime
        // process would pay it at start, most never starting a browser.
        const { chromium } = await import('playwright-core');
        const started = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, timeout: launchTimeoutMs });
        // A browser that dies (killed, crashed) is started again at the next mint.
        started.on('disconnected', () => {
          browser = null;
          loaded = null;
        });
        return started;
      } catch (err) {
        browser = null;
        const missing = !(await Bun.file(executablePath).exists());
        throw new LoginTokenError(
          missing
            ? `Chromium is not installed at ${executablePath}, and the game's login needs it for its reCAPTCHA token: install it (sh scripts/install-chromium.sh, or Debian's chromium package) or set CHROMIUM_PATH`
            : `Chromium at ${executablePath} did not start for the game's reCAPTCHA token: ${firstLine(err)}`,
          false,
        );
      }
    })();
    return browser;
  }

  function loadPage(): Promise<LoadedPage> {
    loaded ??= (async () => {
      const page = await (await startBrowser()).newPage();
      try {
        await page.goto(options.pageUrl, { waitUntil: 'load', timeout: timeoutMs });
      } catch (err) {
        await page.close().catch(() => {});
        throw new LoginTokenError(`the game's login page ${options.pageUrl} did not load: ${firstLine(err)}`, true);
      }
      const siteKey = options.siteKey || (await readSiteKey(page));
      if (!siteKey) {
        await page.close().catch(() => {});
        throw new LoginTokenError(`the game's login page ${options.pageUrl} loads no reCAPTCHA site key: set GAME_RECAPTCHA_SITE_KEY`, false);
      }
      return { page, siteKey, loadedAt: Date.now() };
    })();
    // A page that failed to load is tried again at the next mint.
    loaded.catch(() => (loaded = null));
    return loaded;
  }

  async function mintOnce(): Promise<string> {
    let current = await loadPage();
    if (Date.now() - current.loadedAt > pageMaxAgeMs) {
      await dropPage(current);
      current = await loadPage();
    }
    const token = await withTimeout(
      current.page.evaluate(
        ({ siteKey, action }) =>
          new Promise<string>((resolve, reject) => {
            const grecaptcha = (globalThis as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
            if (!grecaptcha) return reject(new Error('grecaptcha is not on the page'));
            grecaptcha.ready(() => grecaptcha.execute(siteKey, { action }).then(resolve, reject));
          }),
        { siteKey: current.siteKey, action: ACTION },
      ),
      timeoutMs,
    ).catch(async (err: unknown) => {
      await dropPage(current);
      throw new LoginTokenError(`the game's login page did not mint a reCAPTCHA token: ${firstLine(err)}`, true);
    });
    if (typeof token !== 'string' || token === '') throw new LoginTokenError("the game's login page minted an empty reCAPTCHA token", true);
    minted += 1;
    return token;
  }

  async function dropPage(current: LoadedPage): Promise<void> {
    if (loaded && (await loaded.catch(() => null)) === current) loaded = null;
    await current.page.close().catch(() => {});
  }

  return {
    origin,
    async recaptcha() {
      if (closed) throw new LoginTokenError('the runtime is shutting down', true);
      try {
        return await mintOnce();
      } catch (err) {
        // One more try on a fresh page (or a fresh browser, if it died) before giving up.
        if (err instanceof LoginTokenError && !err.retryable) throw err;
        return mintOnce();
      }
    },
    counts: () => ({ minted, launches }),
    async close() {
      closed = true;
      const running = browser;
      browser = null;
      loaded = null;
      if (running) await (await running.catch(() => null))?.close().catch(() => {});
    },
  };
}

/** The site key from the page's reCAPTCHA script (`…/api.js?render=<key>`), as reCAPTCHA v3 pages load it. */
async function readSiteKey(page: Page): Promise<string | null> {
  const sources = await page.evaluate(() => Array.from(document.scripts, (script) => script.src));
  for (const src of sources) {
    const key = src ? new URL(src).searchParams.get('render') : null;
    if (key && key !== 'explicit') return key;
  }
  return null;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([promise, Bun.sleep(ms).then(() => Promise.reject(new Error(`no answer within ${ms / 1000} s`)))]);
}

function firstLine(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).split('\n')[0]!;
}
