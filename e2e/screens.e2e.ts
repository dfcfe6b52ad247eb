/**
 * A screenshot of every screen at desktop and phone width, saved under screenshots/ (git-ignored) for
 * looking at the product as a person does. Each screen must also render its heading at both widths.
 */
import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { addGameAccountViaApi, registerThroughUi } from './helpers';

const OUT = join(import.meta.dirname, '..', 'screenshots');
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
];

async function shoot(page: Page, name: string, heading: string | RegExp) {
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    // Nothing may overflow sideways on a phone.
    if (size.name === 'phone') expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width + 1);
    // From the top: scrolled (a click lower down), the sticky header is drawn across the middle of a full-page shot.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(OUT, `${name}-${size.name}.png`), fullPage: true });
  }
}

test('every screen at desktop and phone width', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await shoot(page, 'landing', /Your castles, run around the clock/);
  await page.goto('/pricing');
  await shoot(page, 'pricing', 'Simple, transparent pricing');
  await page.goto('/auth/login');
  await shoot(page, 'login', 'Welcome back');

  await registerThroughUi(page);
  const account = await addGameAccountViaApi(page);
  await page.goto('/bots/create');
  await shoot(page, 'create-bot', 'Create Bot');
  await page.getByLabel('Template').selectOption({ label: 'Resource Collector & Feasts' });
  await page.getByLabel('Game account').selectOption({ label: `${account.name} – INT1` });
  await page.getByRole('button', { name: 'Create Bot' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByRole('article', { name: 'Resource Collector & Feasts' });
  await card.getByRole('button', { name: 'Start' }).click();
  // The badge itself: a plain getByText('ONLINE') also matches the summary's "0 online" at once.
  await expect(card.getByText('ONLINE', { exact: true })).toBeVisible({ timeout: 15_000 });
  await shoot(page, 'dashboard', /Welcome/);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await shoot(page, 'dashboard-settings', 'Bot Ereignisse');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('tab', { name: 'Bot Management' }).click();
  await page.getByRole('link', { name: 'Console' }).first().click();
  await expect(page).toHaveURL(/\/bots\/[0-9a-f]{24}$/);
  await expect(page.getByRole('log').getByText(/Collected [\d,]+ coins in taxes/).first()).toBeVisible({ timeout: 15_000 });
  await shoot(page, 'console', 'Bot Console');
  // An account with a proxy, so the list shows one (the running bot takes it at its next start).
  const token = await page.evaluate(() => localStorage.getItem('castellan.session'));
  const proxied = await page.request.patch(`/api/accounts/${account.id}`, {
    headers: { authorization: `Bearer ${token}`, origin: new URL(page.url()).origin },
    data: { proxy: 'socks5://knight:secret@proxy.example:1080', yield_minutes: 30 },
  });
  expect(proxied.status()).toBe(200);
  await page.goto('/accounts');
  await shoot(page, 'accounts', 'Game Accounts');
  await page.getByRole('button', { name: `Edit ${account.name} (INT1)` }).click();
  await shoot(page, 'accounts-edit', `Edit ${account.name} (INT1)`);
  await page.keyboard.press('Escape');
  await page.goto('/settings');
  await shoot(page, 'settings', 'Settings');
  await page.goto('/profile');
  await shoot(page, 'profile', 'Profile');
  await page.goto('/admin');
  await shoot(page, 'admin-denied', 'Access Denied');
});
