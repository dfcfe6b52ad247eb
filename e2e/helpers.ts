import { expect, type APIRequestContext, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { SESSION_TOKEN_KEY } from '../shared/src/auth';
import { join } from 'node:path';
import { linkIn, mailTo } from './mailbox';

/**
 * A name nobody else in the run has: the time, and this worker's process id, since two workers side by
 * side may ask within the same millisecond.
 */
let n = 0;
export function uniqueStamp(): string {
  n += 1;
  return `${Date.now().toString(36)}${process.pid.toString(36)}${n}`;
}

export function newEmail(prefix = 'e2e'): string {
  return `${prefix}.${uniqueStamp()}@example.com`;
}

/** Opens the Register tab of the sign-in page (news never moves it: the page waits for them, AppRoot). */
export async function openRegisterTab(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Register' }).click();
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
}

/** The register tab of the login page filled in and sent: Create Account says to check the inbox. */
export async function askToCreateAccount(page: Page, email: string, password = 'castle password'): Promise<void> {
  await page.goto('/auth/login');
  await openRegisterTab(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
}

/**
 * Registers through the login page as a person would: Create Account says to check the inbox, and the
 * link of the mail (opened in this browser) creates the account and lands on the dashboard, signed in.
 */
export async function registerThroughUi(page: Page, email = newEmail(), password = 'castle password'): Promise<string> {
  await askToCreateAccount(page, email, password);
  await openSignUpLink(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}

/**
 * A player who signed up earlier arrives signed in on the dashboard: the account is made through the API
 * and its mailed link (signUpViaApi), and the browser holds its session as the sign-up page leaves it.
 * For every journey that is not about signing up (auth.e2e.ts and journey.e2e.ts sign up on the page):
 * the sign-in page, the mail's page and their redirects, loaded again in each of some 80 tests, were
 * Chromium's time spent on screens those journeys never look at.
 */
export async function signedUpPlayer(page: Page, email = newEmail(), password = 'castle password'): Promise<string> {
  const token = await signUpViaApi(page.request, email, password);
  // Any document of the site's origin opens its storage; robots.txt runs no script of its own.
  await page.goto('/robots.txt');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_TOKEN_KEY, token] as const);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}

/** The link of the newest sign-up mail to `email`. */
export async function signUpLink(email: string): Promise<URL> {
  return linkIn(await mailTo(email, { subject: /Finish creating your Castellan account/ }), '/verify-email');
}

/** Opens the sign-up mail's link in the browser, as the player does from their mail. */
export async function openSignUpLink(page: Page, email: string): Promise<void> {
  await page.goto((await signUpLink(email)).href);
}

/** Signs up through the API as a script would (the sign-up, then its mailed link): the new account's session token. */
export async function signUpViaApi(request: APIRequestContext, email: string, password = 'castle password'): Promise<string> {
  expect((await request.post('/api/auth/register', { data: { email, password } })).status()).toBe(202);
  const link = await signUpLink(email);
  const opened = await request.post('/api/auth/verify-email', { data: { token: new URLSearchParams(link.hash.slice(1)).get('token') } });
  expect(opened.status()).toBe(200);
  return ((await opened.json()) as { token: string }).token;
}

export const ADMIN = { email: 'admin@castellan.test', password: 'admin password' };

/**
 * Makes sure the test stack's admin (ADMIN_EMAILS in scripts/test.ts) exists: signed up, its address
 * verified by the link (which admin rights need), unless it can sign in already. Done once before the
 * journeys (admin-setup.ts); a journey run on its own outside scripts/test.ts finds it there too.
 */
export async function ensureAdmin(request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  if (login.status() !== 200) await signUpViaApi(request, ADMIN.email, ADMIN.password);
  const admin = await (await request.post('/api/auth/login', { data: ADMIN })).json();
  expect(admin.user?.app_metadata?.isAdmin).toBe(true);
}

/** Signs in on the English form as a person does (`from`: the sign-in address), and waits for where it leads. */
export async function signInThroughUi(
  page: Page,
  email: string,
  password = 'castle password',
  { from = '/auth/login', lands = /\/dashboard$/ } = {},
): Promise<void> {
  await page.goto(from);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(lands);
}

/** The test stack's admin signed in on `page` through the form, on the admin panel. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await ensureAdmin(page.request);
  await signInThroughUi(page, ADMIN.email, ADMIN.password, { from: '/auth/login?redirect=%2Fadmin', lands: /\/admin$/ });
}

/** Gives the player signed in on `page` a plan, as an admin does (a grant with a reason). */
export async function grantPlan(page: Page, request: APIRequestContext, plan: 'plus' | 'premium' | 'professional', reason: string): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('castellan.session'));
  const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  const { user } = (await me.json()) as { user: { id: string } };
  await ensureAdmin(request);
  const admin = (await (await request.post('/api/auth/login', { data: ADMIN })).json()) as { token: string };
  const granted = await request.post(`/api/admin/users/${user.id}/plan`, { headers: { authorization: `Bearer ${admin.token}` }, data: { plan, reason } });
  expect(granted.status()).toBe(200);
}

/** Signs out from the header's user menu and waits until the landing page is back. */
export async function signOutThroughUi(page: Page, email: string): Promise<void> {
  await page.getByRole('banner').getByText(email).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
}

/** Registers a game account for the signed-in user through the API (as the Accounts page would). */
export async function addGameAccountViaApi(page: Page, username = `Knight${uniqueStamp()}`): Promise<{ id: string; name: string }> {
  const token = await page.evaluate(() => localStorage.getItem('castellan.session'));
  const origin = new URL(page.url()).origin;
  const res = await page.request.post('/api/accounts', {
    headers: { authorization: `Bearer ${token}`, origin },
    data: { email: `${username.toLowerCase()}@game.example`, server: 'INT1', username, password: 'castle-pw', type: 'none' },
  });
  expect(res.status()).toBe(201);
  const body = await res.json();
  return { id: body.id, name: body.name };
}

export const SCREENSHOTS = process.env.SCREENSHOTS === '1';

/**
 * `test.use(WITH_SERVICE_WORKER)` in the journeys about the site's service worker (offline, installing,
 * updating, push): the others run without it (playwright.config.ts). Such a journey cannot hold the API's
 * answers with page.route: once the worker controls the page, Chromium sends even the requests it lets
 * pass out of page.route's reach.
 */
export const WITH_SERVICE_WORKER = { serviceWorkers: 'allow' } as const;

/**
 * A full-page screenshot under screenshots/ (git-ignored), for looking at a screen as a person does, when
 * SCREENSHOTS=1: `npm test` itself skips them (some 130 full-page shots, time nobody looked at).
 */
export async function screenshot(page: Page, file: string, { fullPage = true } = {}): Promise<void> {
  if (!SCREENSHOTS) return;
  await page.screenshot({ path: join(import.meta.dirname, '..', 'screenshots', file), fullPage });
}

/**
 * A player who speaks `locale`: signed up through the API (as a script would: no language said, so the
 * browser's decides) with its mailed link, and a browser in that language signed in with the session,
 * as the sign-in page would leave it. For the language journeys, whose sign-in page is another's test.
 */
export async function playerInLanguage(browser: Browser, locale: string, request: APIRequestContext, email = newEmail('sprache')) {
  const token = await signUpViaApi(request, email);
  return { ...(await browserInLanguage(browser, locale, token)), email, token };
}

/** A new browser in `locale` holding the session `token`, as the sign-in page would leave it, on /pricing. */
export async function browserInLanguage(browser: Browser, locale: string, token: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  await page.goto('/pricing');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_TOKEN_KEY, token] as const);
  return { context, page };
}

/**
 * A new browser in `locale` (with `options`: a session, no script…) opened on `path`, which the site
 * moves to that language's copy of it (`/de/help` for `/help`).
 */
export async function openInLanguage(
  browser: Browser,
  locale: string,
  path: string,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...options, locale });
  const page = await context.newPage();
  await page.goto(path);
  const language = locale.split('-')[0]!;
  await expect(page).toHaveURL(new RegExp(`/${language}${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  return { context, page };
}

/** The headers the API wants from the signed-in `page`: its session and its origin. */
export async function apiHeaders(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate((key) => localStorage.getItem(key), SESSION_TOKEN_KEY);
  expect(token).toBeTruthy();
  return { origin: new URL(page.url()).origin, authorization: `Bearer ${token}` };
}

/**
 * Registered on the English pages (the helper's words), then the account reads German, as a player who
 * picks Deutsch in Settings; a German browser signed in with that account, and its API headers.
 */
export async function germanPlayer(browser: Browser): Promise<{ context: BrowserContext; page: Page; headers: Record<string, string> }> {
  const english = await browser.newContext();
  const signUp = await english.newPage();
  await signedUpPlayer(signUp);
  expect((await signUp.request.put('/api/users/me/language', { headers: await apiHeaders(signUp), data: { language: 'de' } })).ok()).toBe(true);
  const context = await browser.newContext({ locale: 'de-DE', storageState: await english.storageState() });
  await english.close();
  const page = await context.newPage();
  await page.goto('/');
  return { context, page, headers: await apiHeaders(page) };
}

/**
 * Chooses a template in /bots/create's gallery as a player does: its card, a radio named by the
 * template's name (in the page's language).
 */
export async function pickTemplate(page: Page, template: string): Promise<void> {
  await page.getByRole('radio', { name: template, exact: true }).check();
}

/**
 * A bot made on /bots/create as a player makes it: the template, the game account (by its place in the
 * list or its label), each setting typed into the field its label names; the new bot's console opens
 * (the guided path's last step), and the player goes back to the dashboard.
 */
export async function createBotThroughForm(
  page: Page,
  template: string,
  account: { index: number } | { label: string },
  settings: Record<string, string> = {},
): Promise<void> {
  await page.goto('/bots/create');
  await pickTemplate(page, template);
  await page.getByLabel('Game account').selectOption(account);
  for (const [label, value] of Object.entries(settings)) await page.getByLabel(label).fill(value);
  await page.getByRole('button', { name: 'Create Bot' }).click();
  await expect(page).toHaveURL(/\/bots\/[0-9a-f]{24}$/);
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Waits for a line of the bot's console (the page's log) that matches `line`. A wait that runs out says
 * what the console did show (its last 30 lines), since the run keeps only its text: what the bot did
 * instead is the first thing to know.
 */
export async function expectConsoleLine(page: Page, line: RegExp, timeout: number): Promise<void> {
  const log = page.getByRole('log');
  try {
    await expect(log.getByText(line).first()).toBeVisible({ timeout });
  } catch (err) {
    const shown = await log.innerText({ timeout: 2_000 }).catch(() => '(the log could not be read)');
    throw new Error(`${err instanceof Error ? err.message : String(err)}\nThe console showed (last 30 lines):\n${shown.split('\n').slice(-30).join('\n')}`);
  }
}
