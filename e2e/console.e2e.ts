/** The bot console (/bots/{botId}) as a player uses it: live lines, state, search, download, reconnects. */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type Route } from '@playwright/test';
import { newEmail, signedUpPlayer } from './helpers';

type CreatedBot = { id: string; name: string };

/** The signed-in user's API access from the test, as the app itself holds it. */
async function apiHeaders(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem('castellan.session'));
  expect(token).toBeTruthy();
  return { origin: new URL(page.url()).origin, authorization: `Bearer ${token}` };
}

/** A game account and a fast resource-keeper bot on it; started when asked. */
async function createBot(page: Page, { start }: { start: boolean }): Promise<CreatedBot> {
  const headers = await apiHeaders(page);
  const username = `keeper${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const account = await page.request.post('/api/accounts', {
    headers,
    data: { email: newEmail('keeper'), server: 'INT1', username, password: 'castle password', type: 'none' },
  });
  expect(account.status()).toBe(201);
  const { id: accountId } = (await account.json()) as { id: string };
  const created = await page.request.post('/api/bots', {
    headers,
    data: { templateId: 'resource-keeper', accountId, settings: { minDelaySeconds: 1, maxDelaySeconds: 2, breakEveryMinutes: 0 } },
  });
  expect(created.status()).toBe(201);
  const bot = (await created.json()) as CreatedBot;
  if (start) expect((await page.request.post(`/api/bots/${bot.id}/actions`, { headers, data: { action: 'start' } })).ok()).toBe(true);
  return bot;
}

const connection = (page: Page) => page.getByRole('status').filter({ hasText: 'Connection:' });

/** Server-sent events as the API writes them: `ready`, then `line` events with their ids (shared/src/console.ts). */
function sseBody(lines: [number, string][]): string {
  const line = (id: number, text: string) => `event: line\nid: ${id}\ndata: ${JSON.stringify({ at: Date.now(), level: 'info', text })}\n\n`;
  return `event: ready\ndata: bot\n\n${lines.map(([id, text]) => line(id, text)).join('')}`;
}

function fulfilSse(route: Route, lines: [number, string][]): Promise<void> {
  return route.fulfill({ status: 200, headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' }, body: sseBody(lines) });
}

const isConsoleStream = (url: URL) => /\/api\/bots\/[^/]+\/console$/.test(url.pathname);

test("on a phone the log starts on the first screen; the day's figures and the ban risk follow it", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signedUpPlayer(page);
  const bot = await createBot(page, { start: false });
  await page.goto(`/bots/${bot.id}`);
  const log = page.getByRole('log');
  await expect(log).toBeInViewport();
  // Issue 38: the log started below the fold; now it comes before the figures.
  expect((await log.boundingBox())!.y).toBeLessThan((await page.getByText('Uptime', { exact: true }).boundingBox())!.y);
  await page.setViewportSize({ width: 1280, height: 800 });
  // On a desktop the figures sit in the bot's card again, above the log.
  await expect(page.getByText('Uptime', { exact: true })).toBeVisible();
  // Asked until the wider layout has settled: the figures move into the card as it re-renders.
  await expect(async () => {
    const [logBox, figuresBox] = [await log.boundingBox(), await page.getByText('Uptime', { exact: true }).boundingBox()];
    expect(logBox!.y).toBeGreaterThan(figuresBox!.y);
  }).toPass();
});

test('a fresh bot: title, subtitle, the bot card with an OFFLINE badge, a live connection and an empty log', async ({ page }) => {
  await signedUpPlayer(page);
  const bot = await createBot(page, { start: false });
  await page.goto(`/bots/${bot.id}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Bot Console' })).toBeVisible();
  await expect(page.getByText('Real-time output from your automation runtime.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: bot.name })).toBeVisible();
  await expect(page.getByText(`ID: ${bot.id}`)).toBeVisible();
  await expect(page.getByText('OFFLINE', { exact: true })).toBeVisible();
  await expect(connection(page)).toContainText('Live');

  const log = page.getByRole('log', { name: 'Console output' });
  await expect(log).toHaveText('Awaiting console output...');
  await expect(log).toHaveAttribute('aria-live', 'polite');
  expect((await log.boundingBox())?.height).toBe(420);
  await expect(page.getByRole('button', { name: 'Download log' })).toBeDisabled();

  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a running bot streams its lines, turns ONLINE, and its log can be searched and downloaded', async ({ page }) => {
  test.setTimeout(60_000);
  await signedUpPlayer(page);
  const bot = await createBot(page, { start: true });
  await page.goto(`/bots/${bot.id}`);

  const log = page.getByRole('log', { name: 'Console output' });
  await expect(log).toContainText('Start requested.', { timeout: 15_000 });
  await expect(log).toContainText('Logged in as', { timeout: 20_000 });
  await expect(page.getByText('ONLINE', { exact: true })).toBeVisible({ timeout: 15_000 });
  // Each line with its time; a success in its colour; the strip counts the uptime.
  await expect(log.locator('.console-line').first().locator('time')).toHaveText(/^\d\d?:\d\d:\d\d [AP]M$/);
  await expect(log.locator('.console-line.level-success').filter({ hasText: 'Logged in as' })).toBeVisible();
  const strip = page.getByRole('definition').first();
  await expect(strip).toHaveText(/\d+ s|\d+ min/);
  await expect(page.getByText('Actions today', { exact: true })).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search the log' });
  await search.fill('logged IN');
  await expect(log).not.toContainText('Start requested.');
  await expect(log.locator('mark').first()).toHaveText(/logged in/i);
  await expect(page.getByText(/^\d+ of \d+ lines? match(es)?$/)).toBeVisible();
  await search.fill('no such words anywhere');
  await expect(page.getByText('No lines match', { exact: true })).toBeVisible();
  await expect(log).toContainText('No lines match “no such words anywhere”.');
  await search.press('Escape');
  await expect(search).toHaveValue('');
  await expect(log).toContainText('Start requested.');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download log' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^castellan-[a-z0-9-]+-\d{8}-\d{6}\.txt$/);
  const text = await readFile(await download.path(), 'utf8');
  expect(text).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d Start requested\.$/m);
  expect(text).toContain('Logged in as');
  // Each line once.
  expect(text.split('\n').filter((l) => l.endsWith(' Start requested.'))).toHaveLength(1);
});

test('Start and Stop on the console: the button waits for the change, the badge follows the stream; on a desktop the log fills the height', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 1100 });
  await signedUpPlayer(page);
  const bot = await createBot(page, { start: false });
  await page.goto(`/bots/${bot.id}`);
  const log = page.getByRole('log', { name: 'Console output' });
  await expect(page.getByRole('heading', { level: 2, name: bot.name })).toBeVisible();
  // Taller than the spec's 420 px, and all of it on the screen.
  const box = (await log.boundingBox())!;
  expect(box.height).toBeGreaterThan(500);
  expect(box.y + box.height).toBeLessThanOrEqual(1100);

  // The start request held a moment, so the pending state can be seen before the bot comes online.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    `**/api/bots/${bot.id}/actions`,
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByRole('button', { name: /Starting…/ })).toBeDisabled();
  release();
  await expect(page.getByText('ONLINE', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(log.locator('.console-line').filter({ hasText: 'Bot is online.' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(page.getByText('OFFLINE', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(log).toContainText('Bot is offline.');
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeEnabled();
});

test('a dropped connection shows Reconnecting, then resumes after the last line with a fresh ticket and no duplicates', async ({ page }) => {
  await signedUpPlayer(page);
  const bot = await createBot(page, { start: false });
  const requests: URL[] = [];
  await page.route(isConsoleStream, async (route) => {
    requests.push(new URL(route.request().url()));
    // Each fulfilled body ends, which is a dropped connection for the EventSource.
    if (requests.length === 1)
      return fulfilSse(route, [
        [5, 'First line'],
        [6, 'Second line'],
      ]);
    if (requests.length === 2)
      return fulfilSse(route, [
        [6, 'Second line'],
        [7, 'Third line'],
      ]);
    return route.continue();
  });
  await page.goto(`/bots/${bot.id}`);

  const log = page.getByRole('log', { name: 'Console output' });
  await expect(log).toContainText('Second line');
  await expect(connection(page)).toContainText('Reconnecting…');
  await expect(log).toContainText('Third line');
  await expect(connection(page)).toContainText('Live', { timeout: 10_000 });
  await expect(log.getByText('Second line', { exact: true })).toHaveCount(1);
  await expect(log.locator('.console-text')).toHaveText(['First line', 'Second line', 'Third line']);

  const [first, second, third] = requests;
  expect(first?.searchParams.get('lastEventId')).toBeNull();
  expect(second?.searchParams.get('lastEventId')).toBe('6');
  expect(third?.searchParams.get('lastEventId')).toBe('7');
  expect(second?.searchParams.get('token')).not.toBe(first?.searchParams.get('token'));
});

test('scrolling up pauses auto-scroll and offers "Jump to latest"; new lines are counted, not scrolled to', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1100 }); // the whole log panel on screen
  await signedUpPlayer(page);
  const bot = await createBot(page, { start: false });
  const many = Array.from({ length: 120 }, (_, i): [number, string] => [i + 1, `Line number ${i + 1}`]);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let calls = 0;
  await page.route(isConsoleStream, async (route) => {
    calls += 1;
    if (calls === 1) return fulfilSse(route, many);
    if (calls === 2) {
      await held; // the next lines wait until the reader has scrolled up
      return fulfilSse(
        route,
        [121, 122, 123].map((id): [number, string] => [id, `Line number ${id}`]),
      );
    }
    return route.continue();
  });
  await page.goto(`/bots/${bot.id}`);

  const log = page.getByRole('log', { name: 'Console output' });
  const atBottom = () => log.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight < 30);
  await expect(log.getByText('Line number 120', { exact: true })).toBeInViewport();
  expect(await atBottom()).toBe(true);

  await log.evaluate((el) => el.scrollTo({ top: 0 }));
  const jump = page.getByRole('button', { name: /^Jump to latest/ });
  await expect(jump).toHaveText('Jump to latest');
  release();
  await expect(jump).toHaveText('Jump to latest (3 new)');
  await expect(log.getByText('Line number 1', { exact: true })).toBeInViewport();

  await jump.click();
  await expect(log.getByText('Line number 123', { exact: true })).toBeInViewport();
  await expect(jump).toBeHidden();
  await expect(log).toBeFocused();

  // Scrolling back down by hand resumes following too.
  await log.evaluate((el) => el.scrollTo({ top: 0 }));
  await expect(jump).toBeVisible();
  await log.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(jump).toBeHidden();
});

test('deleting the bot while watching stops the console and says why', async ({ page }) => {
  await signedUpPlayer(page);
  const bot = await createBot(page, { start: false });
  await page.goto(`/bots/${bot.id}`);
  await expect(connection(page)).toContainText('Live');

  const deleted = await page.request.delete(`/api/bots/${bot.id}`, { headers: await apiHeaders(page) });
  expect(deleted.ok()).toBe(true);
  await expect(connection(page)).toContainText('Stopped');
  await expect(connection(page)).toContainText('This bot was deleted');
  await expect(page.getByRole('heading', { level: 2, name: bot.name })).toBeVisible();
});

test('an unknown or malformed bot id shows "Bot not found" with a way back to the dashboard', async ({ page }) => {
  await signedUpPlayer(page);
  for (const id of ['000000000000000000000000', 'not-a-bot']) {
    await page.goto(`/bots/${id}`);
    const notFound = page.getByRole('alert').filter({ hasText: 'Bot not found' });
    await expect(notFound.getByRole('heading', { name: 'Bot not found' })).toBeVisible();
    await expect(page.getByRole('log')).toHaveCount(0);
  }
  await page.getByRole('alert').getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // A blank id names no bot at all: straight to the dashboard.
  await page.goto('/bots/%20');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('signed out, the console sends you to sign in and back', async ({ page }) => {
  await page.goto('/bots/000000000000000000000000');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fbots%2F000000000000000000000000$/);
});

test('at phone width the console fits the screen and works from the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signedUpPlayer(page);
  const bot = await createBot(page, { start: false });
  await page.goto(`/bots/${bot.id}`);
  await expect(page.getByRole('log', { name: 'Console output' })).toHaveText('Awaiting console output...');
  await expect(connection(page)).toContainText('Live');
  // The console itself never forces sideways scrolling (the shared site header is not part of this screen).
  expect(await page.locator('main').evaluate((main) => main.scrollWidth)).toBeLessThanOrEqual(375);
  const idBox = await page.getByText(`ID: ${bot.id}`).boundingBox();
  expect((idBox?.x ?? 0) + (idBox?.width ?? 0)).toBeLessThanOrEqual(375);

  const search = page.getByRole('searchbox', { name: 'Search the log' });
  await search.focus();
  await page.keyboard.type('coins');
  await expect(search).toHaveValue('coins');
  await page.keyboard.press('Tab');
  // The download button is disabled with an empty log, so Tab moves on to the log itself.
  await expect(page.getByRole('log', { name: 'Console output' })).toBeFocused();
});
