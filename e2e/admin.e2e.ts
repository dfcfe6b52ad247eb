import { expect, test } from '@playwright/test';
import { registerThroughUi, signOutThroughUi } from './helpers';

const ADMIN = 'admin@castellan.test';

/** Makes sure the admin account exists (first run creates it), then signs in through the form. */
async function signInAsAdmin(page: import('@playwright/test').Page) {
  const created = await page.request.post('/api/auth/register', { data: { email: ADMIN, password: 'admin password' } });
  expect([201, 409]).toContain(created.status());
  await page.goto('/auth/login?redirect=%2Fadmin');
  await page.getByLabel('Email').fill(ADMIN);
  await page.getByLabel('Password').fill('admin password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

test('an admin sees the figures and users, publishes an announcement players see, and removes it', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  const figures = page.getByRole('region', { name: 'Platform figures' });
  for (const label of ['Total Users', 'Active Bots', 'Active Subscriptions', 'Monthly Recurring Revenue']) await expect(figures.getByText(label)).toBeVisible();
  await expect(figures.getByText(/^\$\d+\.\d\d$/)).toBeVisible();
  await expect(page.getByRole('banner').getByText(ADMIN)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search users by e-mail' }).fill('admin@castellan');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('cell', { name: ADMIN })).toBeVisible();

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
  await signOutThroughUi(page, ADMIN);
  await registerThroughUi(page);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('list', { name: 'Announcements' }).getByText(title)).toBeVisible();
  const player = (await page.getByRole('banner').getByText(/@example\.com/).textContent())!;
  await signOutThroughUi(page, player);

  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Announcements' }).click();
  await page.getByRole('button', { name: `Remove ${title}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Announcement removed' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Published announcements' }).getByText(title)).toBeHidden();
});

test('the admin system tab shows the platform is healthy', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'System' }).click();
  await expect(page.getByText('Database')).toBeVisible();
  await expect(page.getByText('UP').first()).toBeVisible();
  await expect(page.getByText('REACHABLE')).toBeVisible();
});

test('revenue is in US dollars with cents: after a player buys Premium ($19.99) the admin sees the API\'s figure as "$…"', async ({ page }) => {
  const player = await registerThroughUi(page);
  await page.goto('/dashboard?plan=advanced');
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
  // The player's row names the plan as the pricing page does (the tier value is "advanced").
  await page.getByRole('searchbox', { name: 'Search users by e-mail' }).fill(player);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row').filter({ hasText: player }).getByText('PREMIUM', { exact: true })).toBeVisible();
});
