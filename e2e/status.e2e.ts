/**
 * The public status page as anyone meets it: the platform's parts and a game world our bots play (a bot
 * logs in, the world shows), the feed named in the page's head, the page in German and in Arabic; and an
 * admin writing an incident in the admin panel's Status tab (keyboard only for its update), which shows on
 * /status and in /status.atom at once. Each screen looked at in every theme at 1280 and 375 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { newEmail, openInLanguage, signedUpPlayer, signInAsAdmin, uniqueStamp } from './helpers';
import { lookAt } from './look';

async function apiHeaders(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem('castellan.session'));
  expect(token).toBeTruthy();
  return { origin: new URL(page.url()).origin, authorization: `Bearer ${token}` };
}

/** A bot of a new player logs in to INT1, so the page has a game world to show. */
async function botOnInt1(page: Page): Promise<void> {
  await signedUpPlayer(page);
  const headers = await apiHeaders(page);
  const username = `Herald${uniqueStamp()}`;
  const account = await page.request.post('/api/accounts', {
    headers,
    data: { email: newEmail('status'), server: 'INT1', username, password: 'castle password', type: 'none' },
  });
  expect(account.status()).toBe(201);
  const { id: accountId } = (await account.json()) as { id: string };
  const created = await page.request.post('/api/bots', {
    headers,
    data: { templateId: 'baron-farmer', accountId, name: 'Status herald', settings: { minDelaySeconds: 1, maxDelaySeconds: 2, breakEveryMinutes: 0 } },
  });
  expect(created.status()).toBe(201);
  const { id: botId } = (await created.json()) as { id: string };
  expect((await page.request.post(`/api/bots/${botId}/actions`, { headers, data: { action: 'start' } })).ok()).toBe(true);
}

test('the status page shows the platform and a game world our bots log in to, names its feed, and reads in German and Arabic', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await botOnInt1(page);
  // The API keeps one answer 30 s: the page is read again until the world is in it.
  await expect(async () => {
    await page.goto('/status');
    await expect(page.getByRole('region', { name: 'Game worlds' }).getByRole('heading', { name: 'INT1' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 90_000, intervals: [2_000] });

  await expect(page.getByRole('heading', { level: 1, name: 'Status' })).toBeVisible();
  const platform = page.getByRole('region', { name: 'Platform' });
  for (const part of ['API', 'Database', 'Engine (NATS)', 'Bot runtime'])
    await expect(platform.getByRole('heading', { name: part, exact: true })).toBeVisible();
  const world = page.locator('#world-INT1');
  await expect(world.getByText('Bots log in', { exact: true })).toBeVisible();
  await expect(world.getByText(/^Logins through in the last 24 hours: [\d.]+ % of [\d,]+$/)).toBeVisible();
  await expect(world.getByText(/^Round trip to the game at login: [\d,]+ ms$/)).toBeVisible();
  // Ninety days, said in one sentence.
  await expect(world.getByRole('img', { name: /^INT1, last 90 days\. Days without trouble: \d+; with trouble: \d+; without figures: \d+\.$/ })).toBeVisible();
  await expect(page.locator('[data-summary]')).toContainText(/Checked at/);
  // Feed readers find the feed from the page's head; people from the link.
  await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', '/status.atom');
  await expect(page.getByRole('link', { name: 'Follow this page (Atom feed)' })).toHaveAttribute('href', '/status.atom');
  // Every page's footer leads here.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Status' })).toHaveAttribute('href', '/status');
  await lookAt(page, 'status', { words: true });

  for (const [locale, heading, part] of [
    ['de', 'Status', 'Datenbank'],
    ['ar', 'الحالة', 'قاعدة البيانات'],
  ] as const) {
    const { context, page: there } = await openInLanguage(browser, locale, '/status');
    await expect(there.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(there.getByRole('heading', { name: part, exact: true })).toBeVisible();
    await expect(there.locator('head link[type="application/atom+xml"]')).toHaveAttribute('href', `/${locale}/status.atom`);
    await lookAt(there, `status-${locale}`, { words: true });
    await context.close();
  }
});

test('an admin opens an incident in the admin panel and updates it from the keyboard; it shows on /status and in the feed', async ({ page }) => {
  test.setTimeout(120_000);
  const title = `Logins slow on INT1 ${uniqueStamp()}`;
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Status' }).click();
  const form = page.getByRole('form', { name: 'Open an incident' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('What is happening').fill('Some bots take a minute longer to log in. Nothing is lost.');
  await form.getByLabel('State').selectOption({ label: 'Identified' });
  await form.getByRole('checkbox', { name: 'Database' }).check();
  await form.getByLabel('Game worlds').fill('int1');
  await form.getByRole('button', { name: 'Open incident' }).click();
  await expect(page.getByText('Incident opened: it shows on the status page.')).toBeVisible();
  const item = page
    .getByRole('list', { name: 'Incidents, newest first' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) });
  await expect(item.getByText('Affects: Database, INT1')).toBeVisible();
  await lookAt(page, 'admin-status', { words: true });

  // The update from the keyboard alone: the button opens the form and gives it the focus.
  await item.getByRole('button', { name: `Add an update to “${title}”` }).focus();
  await page.keyboard.press('Enter');
  await expect(item.getByLabel('Update', { exact: true })).toBeFocused();
  await page.keyboard.type('Fixed: logins are quick again.');
  await page.keyboard.press('Tab');
  await expect(item.getByLabel('State', { exact: true })).toBeFocused();
  await item.getByLabel('State', { exact: true }).selectOption({ label: 'Resolved' });
  await page.keyboard.press('Tab');
  await expect(item.getByRole('button', { name: 'Post update' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Update posted.')).toBeVisible();
  await expect(item.getByText('Resolved', { exact: true }).first()).toBeVisible();

  await page.goto('/status');
  const incident = page
    .getByRole('region', { name: 'Incidents' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title }) });
  await expect(incident.getByText('Fixed: logins are quick again.')).toBeVisible();
  await expect(incident.getByText('Some bots take a minute longer to log in. Nothing is lost.')).toBeVisible();
  await expect(incident.getByText('Affects: Database, INT1')).toBeVisible();
  await lookAt(page, 'status-incident', { words: true });

  const feed = await page.request.get('/status.atom');
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('application/atom+xml');
  const xml = await feed.text();
  expect(xml).toContain(`<title>${title} · Resolved</title>`);
  expect(xml).toContain('<content type="text">Fixed: logins are quick again.</content>');
  expect(xml).toContain(`<title>${title} · Identified</title>`);
});

test('an incident opened by mistake is removed from the keyboard, asked first; it leaves the list and /status', async ({ page }) => {
  test.setTimeout(120_000);
  const title = `Opened by mistake ${uniqueStamp()}`;
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Status' }).click();
  const form = page.getByRole('form', { name: 'Open an incident' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('What is happening').fill('This went to the wrong page.');
  await form.getByRole('button', { name: 'Open incident' }).click();
  await expect(page.getByText('Incident opened: it shows on the status page.')).toBeVisible();
  const list = page.getByRole('list', { name: 'Incidents, newest first' });
  const item = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

  await item.getByRole('button', { name: `Remove “${title}”` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Remove “${title}”?` });
  await expect(dialog.getByText('It leaves the status page and its feed at once.', { exact: false })).toBeVisible();
  await lookAt(page, 'admin-status-remove', { words: true });
  await dialog.getByRole('button', { name: 'Remove incident' }).click();
  await expect(page.getByText('Incident removed')).toBeVisible();
  await expect(list.getByRole('heading', { name: title })).toHaveCount(0);

  await page.goto('/status');
  // Loaded (the parts are drawn from the answer), and the incident is not in it.
  await expect(page.getByRole('heading', { name: 'Database', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
});

/** An answer of GET /api/status as on 2026-10-12: INT1 refusing our build since the morning, DE1 fine. */
function gameChangedAnswer() {
  const days = Array.from({ length: 90 }, (_, i) => new Date(Date.now() - (89 - i) * 86_400_000).toISOString().slice(0, 10));
  const since = new Date(Date.now() - 3 * 3_600_000).toISOString();
  const bars = (changedFrom: number) =>
    days.map((day, i) => ({
      day,
      state: i >= changedFrom ? 'changed' : i % 17 === 5 ? 'degraded' : 'ok',
      attempts: 400,
      ok: i >= changedFrom ? 3 : 398,
      okPercent: i >= changedFrom ? 0.8 : 99.5,
      incident: i >= changedFrom,
    }));
  const partDays = days.map((day, i) => ({
    day,
    state: i < 30 ? null : i === 61 ? 'down' : 'up',
    upPercent: i < 30 ? null : i === 61 ? 97.9 : 100,
    incident: false,
  }));
  return {
    generated_at: new Date().toISOString(),
    days: 90,
    parts: ['api', 'database', 'engine', 'runtime', 'payments'].map((id) => ({ id, state: 'up', days: partDays })),
    our_trouble: [],
    worlds: [
      {
        world: 'DE1',
        state: 'ok',
        accounts: 212,
        ok_accounts: 211,
        attempts: 5_210,
        logins_ok_percent: 99.6,
        round_trip_ms: 118,
        game_change: null,
        days: bars(90),
      },
      {
        world: 'INT1',
        state: 'game_changed',
        accounts: 57,
        ok_accounts: 0,
        attempts: 12_480,
        logins_ok_percent: 2.1,
        round_trip_ms: null,
        game_change: { pattern: 'version_refused', since, accounts: 57 },
        days: bars(89),
      },
    ],
    incidents: { open: [], recent: [] },
  };
}

test('the game changed: the page says so for the world, not that our bots are down, and marks the day; looked at in every theme', async ({ page }) => {
  // The answer is the API's shape (the acceptance of the verdict itself is api/src/modules/status/status.test.ts).
  await page.route('**/api/status', (route) => route.fulfill({ json: gameChangedAnswer() }));
  await page.goto('/status');
  const summary = page.locator('[data-summary]');
  await expect(summary).toContainText(/The game changed: INT1 refuses our client's version since .+\. Our bots are waiting for an update; nothing is lost\./);
  await expect(summary).not.toContainText('Our bots are having trouble');
  const int1 = page.locator('#world-INT1');
  await expect(int1.getByText('The game changed', { exact: true })).toBeVisible();
  await expect(int1.getByText('Round trip to the game: not measured yet')).toBeVisible();
  await expect(int1.getByRole('img', { name: 'INT1, last 90 days. Days without trouble: 84; with trouble: 6; without figures: 0.' })).toBeVisible();
  await expect(page.locator('#world-DE1').getByText('Bots log in', { exact: true })).toBeVisible();
  await lookAt(page, 'status-game-changed', { words: true });
});
