import { expect, test, type Locator, type Page } from '@playwright/test';
import { THEMES } from '../shared/src/themes';
import { ALONE_TAG } from './alone';
import { useTheme } from './look';
import { ADMIN, newEmail, signedUpPlayer, screenshot, SCREENSHOTS, signInAsAdmin, signOutThroughUi } from './helpers';

test('an admin sees the figures and users, publishes an announcement players see, and removes it', { tag: ALONE_TAG }, async ({ page }) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  const figures = page.getByRole('region', { name: 'Platform figures' });
  for (const label of ['Total Users', 'Active Bots', 'Active Subscriptions', 'Monthly Recurring Revenue']) await expect(figures.getByText(label)).toBeVisible();
  await expect(figures.getByText(/^\$\d+\.\d\d$/)).toBeVisible();
  await expect(page.getByRole('banner').getByText(ADMIN.email)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search users by e-mail or username' }).fill('admin@castellan');
  await expect(page.getByRole('table').getByRole('button', { name: ADMIN.email })).toBeVisible();

  const title = `Maintenance tonight ${Date.now()}`;
  await page.getByRole('tab', { name: 'Announcements' }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Message').fill('The game servers restart at 02:00 UTC.');
  await page.getByLabel('Category').selectOption('maintenance');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Announcement published' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Published announcements' }).getByText(title)).toBeVisible();

  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page.getByRole('list', { name: 'Audit log' }).getByText('announcement.publish').first()).toBeVisible();

  // A player sees it on the dashboard.
  await signOutThroughUi(page, ADMIN.email);
  await signedUpPlayer(page);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('list', { name: 'Announcements' }).getByText(title)).toBeVisible();
  const player = (await page
    .getByRole('banner')
    .getByText(/@example\.com/)
    .textContent())!;
  await signOutThroughUi(page, player);

  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Announcements' }).click();
  // Asked first, naming it: Cancel keeps it.
  await page.getByRole('button', { name: `Remove ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: `Remove “${title}”?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('list', { name: 'Published announcements' }).getByText(title)).toBeVisible();
  await page.getByRole('button', { name: `Remove ${title}` }).click();
  await confirm.getByRole('button', { name: 'Remove announcement' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Announcement removed' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Published announcements' }).getByText(title)).toBeHidden();
});

test('the admin Analytics tab charts sign-ups, active bots, paying users, MRR and churn over 30 or 90 days', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Analytics' }).click();
  const totals = page.getByRole('region', { name: 'Platform totals' });
  // This very run signed players up: the count is theirs, not a fixed figure.
  await expect(totals.getByText('Sign-ups')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Sign-ups per day: sign-ups [1-9]\d* players in all\.$/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Paying users: \d+ now, \d+ on [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Monthly recurring revenue: \$[\d,.]+ now/ })).toBeVisible();
  await page.getByRole('button', { name: '90 days' }).click();
  await expect(page.getByRole('button', { name: '90 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(totals.getByText('in 90 days')).toBeVisible();
});

test('the admin system tab shows the platform is healthy', { tag: ALONE_TAG }, async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'System' }).click();
  await expect(page.getByText('Database')).toBeVisible();
  await expect(page.getByText('UP', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('REACHABLE')).toBeVisible();
  // The build the bots announce, read from the game client's files on the (local) game host.
  await expect(page.getByText(/^Game client build 1167009, from http:\/\/127\.0\.0\.1:\d+\/default\/index\.html \(read .+\)$/)).toBeVisible();
});

test('revenue is in US dollars with cents: after a player buys Premium ($19.99) the admin sees the API\'s figure as "$…"', { tag: ALONE_TAG }, async ({
  page,
}) => {
  const player = await signedUpPlayer(page);
  await page.goto('/dashboard?plan=premium');
  await page.getByRole('button', { name: 'Subscribe with PayPal' }).click();
  await page.getByRole('button', { name: /Agree & Subscribe/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Subscription activated via PayPal' })).toBeVisible();
  await signOutThroughUi(page, player);

  await signInAsAdmin(page);
  const token = await page.evaluate(() => localStorage.getItem('castellan.session'));
  const stats = await (await page.request.get('/api/admin/stats', { headers: { authorization: `Bearer ${token}` } })).json();
  expect(stats.currency).toBe('usd');
  expect(stats.monthlyRecurringRevenue).toBeGreaterThanOrEqual(19.99);
  const shown = `$${stats.monthlyRecurringRevenue.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await expect(page.getByRole('region', { name: 'Platform figures' }).getByText(shown, { exact: true })).toBeVisible();
  // The player's row names the plan as the pricing page does (Premium, the tier premium).
  await page.getByRole('searchbox', { name: 'Search users by e-mail or username' }).fill(player);
  await expect(page.getByRole('row').filter({ hasText: player }).getByText('PREMIUM', { exact: true })).toBeVisible();
});

/** The signed-in user's API access, as the app holds it. */
async function apiHeaders(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem('castellan.session'));
  return { origin: new URL(page.url()).origin, authorization: `Bearer ${token}` };
}

/** A player with a running fast bot, made through the API as the app would; signed out at the end. */
async function playerWithRunningBot(page: Page): Promise<{ email: string; bot: { id: string; name: string } }> {
  const email = await signedUpPlayer(page);
  const headers = await apiHeaders(page);
  const username = `Warden${Date.now().toString(36)}`;
  const account = await page.request.post('/api/accounts', {
    headers,
    data: { email: newEmail('warden'), server: 'INT1', username, password: 'castle password', type: 'none' },
  });
  expect(account.status()).toBe(201);
  const created = await page.request.post('/api/bots', {
    headers,
    data: {
      templateId: 'resource-keeper',
      accountId: (await account.json()).id,
      name: `Warden ${username}`,
      settings: { minDelaySeconds: 1, maxDelaySeconds: 2, breakEveryMinutes: 0 },
    },
  });
  expect(created.status()).toBe(201);
  const bot = (await created.json()) as { id: string; name: string };
  expect((await page.request.post(`/api/bots/${bot.id}/actions`, { headers, data: { action: 'start' } })).ok()).toBe(true);
  // Online before the admin looks: the admin's detail shows the state as it was when it opened. The bot's
  // first login starts the runtime's Chromium (the game's reCAPTCHA): slow on a loaded machine.
  await expect
    .poll(async () => ((await (await page.request.get(`/api/bots/${bot.id}`, { headers })).json()) as { state: string }).state, { timeout: 40_000 })
    .toBe('online');
  await signOutThroughUi(page, email);
  return { email, bot };
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * Saves the view in every theme (the admin's own views, for people to look at): the whole page from its
 * top, or with a dialog open what the screen shows, once from the dialog's top and once from its end.
 */
async function shootThemes(page: Page, name: string, dialog?: Locator) {
  if (!SCREENSHOTS) return;
  for (const theme of THEMES) {
    await useTheme(page, theme);
    if (!dialog) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `${name}-${theme}.png`);
      continue;
    }
    await dialog.evaluate((d) => d.scrollTo(0, 0));
    await screenshot(page, `${name}-top-${theme}.png`, { fullPage: false });
    await dialog.evaluate((d) => d.scrollTo(0, d.scrollHeight));
    await screenshot(page, `${name}-end-${theme}.png`, { fullPage: false });
  }
}

test('an admin finds a player as they type, opens their detail, stops their bot, changes their plan with a reason and reads it in the audit', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { email, bot } = await playerWithRunningBot(page);
  await signInAsAdmin(page);

  // Live search: no button, the table follows the typing; nothing found says so.
  const search = page.getByRole('searchbox', { name: 'Search users by e-mail or username' });
  await search.fill(`nobody-${Date.now()}`);
  await expect(page.getByText(/^No users match “nobody-\d+”\.$/)).toBeVisible();
  await search.fill(email.slice(0, -'@example.com'.length));
  await expect(page.getByRole('table').getByRole('button', { name: email })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2); // the header and this player

  // The detail opens from the keyboard and its address survives a reload.
  await page.getByRole('table').getByRole('button', { name: email }).focus();
  await page.keyboard.press('Enter');
  const detail = page.getByRole('dialog', { name: email });
  await expect(detail).toBeVisible();
  await expect(page).toHaveURL(/\/admin\?user=[0-9a-f]{24}$/);
  await page.reload();
  await expect(detail).toBeVisible();
  await expect(detail.getByText('E-mail and password')).toBeVisible();
  await expect(detail.getByText('STARTER', { exact: true })).toBeVisible();
  const bots = detail.getByRole('list', { name: 'Their bots' });
  await expect(bots.getByText(bot.name)).toBeVisible();
  await expect(bots.getByText('ONLINE', { exact: true })).toBeVisible();

  // Stop the bot: it goes offline and the Stop button goes with it.
  await detail.getByRole('button', { name: `Stop ${bot.name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Bot “${bot.name}” stopped` })).toBeVisible();
  await expect(bots.getByText('OFFLINE', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(detail.getByRole('button', { name: `Stop ${bot.name}` })).toBeHidden();

  // A plan change needs a reason.
  await detail.getByLabel('Plan', { exact: true }).selectOption('plus');
  await detail.getByRole('button', { name: 'Change plan' }).click();
  await expect(detail.getByText('Please give a reason (3 to 500 characters).')).toBeVisible();
  await expect(detail.getByText('STARTER', { exact: true })).toBeVisible();
  const reason = `Beta tester ${Date.now()}`;
  await detail.getByLabel('Reason').fill(reason);
  await detail.getByRole('button', { name: 'Change plan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Plan changed' })).toBeVisible();
  await expect(detail.getByText('PLUS', { exact: true })).toBeVisible();
  const audit = detail.getByRole('list', { name: 'Audit entries about this user' });
  await expect(audit.getByText(`Reason: ${reason}`)).toBeVisible();
  await expect(audit.getByText('plan.change')).toBeVisible();
  await expect(audit.getByText('bot.stop')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await shootThemes(page, 'admin-user-detail-desktop', detail);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await noSidewaysScroll(page)).toBe(true);
  await shootThemes(page, 'admin-user-detail-phone', detail);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Closing returns to the list, whose row now shows the new plan.
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('row').filter({ hasText: email }).getByText('PLUS', { exact: true })).toBeVisible();

  // Open console: the admin reads the player's console, which says who stopped the bot.
  await page.getByRole('table').getByRole('button', { name: email }).click();
  await detail.getByRole('link', { name: `Open console of ${bot.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/bots/${bot.id}$`));
  await expect(page.getByRole('heading', { level: 2, name: bot.name })).toBeVisible();
  await expect(page.getByRole('log', { name: 'Console output' }).getByText('Stopped by an administrator.')).toBeVisible();
  // Read, not driven: only the owner starts and stops a bot.
  await expect(page.getByText("Another player's bot: read only.")).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Start|Stop)$/ })).toHaveCount(0);
});

test('at 375 px the admin tables are cards: no sideways scroll on any tab, and the announcement confirm fits', { tag: ALONE_TAG }, async ({ page }) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  for (const [width, height, size] of [
    [1280, 900, 'desktop'],
    [375, 800, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/admin');
    // Paged: after the other journeys' sign-ups the admin's own row need not be on the first page.
    await expect(page.getByRole('table').getByRole('button', { name: /@/ }).first()).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    await shootThemes(page, `admin-users-${size}`);
    for (const tab of ['Bots', 'Announcements', 'Analytics', 'System', 'Audit log']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      expect([tab, await noSidewaysScroll(page)]).toEqual([tab, true]);
    }
    await page.getByRole('tab', { name: 'Bots' }).click();
    await shootThemes(page, `admin-bots-${size}`);
  }
  // On the phone, a row is a card whose cells carry their column's name.
  await page.getByRole('tab', { name: 'Users' }).click();
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /@/ }) })
    .first();
  expect(await row.evaluate((tr) => getComputedStyle(tr).display)).toBe('block');

  const title = `Phone check ${Date.now()}`;
  await page.getByRole('tab', { name: 'Announcements' }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Message').fill('Shown on a phone.');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('button', { name: `Remove ${title}` }).click();
  await expect(page.getByRole('dialog', { name: `Remove “${title}”?` })).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  await shootThemes(page, 'admin-announcement-confirm-phone', page.getByRole('dialog', { name: `Remove “${title}”?` }));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('list', { name: 'Published announcements' }).getByText(title)).toBeVisible();
  await page.getByRole('button', { name: `Remove ${title}` }).click();
  await page.getByRole('button', { name: 'Remove announcement' }).click();
  await expect(page.getByRole('list', { name: 'Published announcements' }).getByText(title)).toBeHidden();
});
