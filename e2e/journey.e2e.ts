/** The whole story of a new player, in the browser alone: nothing is set up behind the page's back. */
import { expect, test } from '@playwright/test';
import { createBotThroughForm, registerThroughUi } from './helpers';

test('register, add a game account, create a bot, start it, watch it work, stop it, change the theme', async ({ page }) => {
  test.setTimeout(90_000);
  await registerThroughUi(page);

  await page.getByRole('link', { name: 'Game Accounts' }).click();
  await expect(page.getByRole('heading', { name: 'Game Accounts' })).toBeVisible();
  await page.getByLabel('Email').fill('lancelot@game.example');
  await page.getByLabel('Server').selectOption('DE1');
  await page.getByLabel('Username').fill(`Lancelot${Date.now().toString(36)}`);
  await page.getByLabel('Password').fill('round-table');
  await page.getByRole('button', { name: 'Add Account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Account added' })).toBeVisible();

  await createBotThroughForm(page, 'Robber Baron Farmer', { index: 1 }, { 'Soldiers per attack': '60', 'Highest baron level': '10' });

  const card = page.getByRole('article', { name: 'Robber Baron Farmer' });
  await card.getByRole('button', { name: 'Start' }).click();
  await expect(card.getByText('ONLINE', { exact: true })).toBeVisible({ timeout: 20_000 });
  await card.getByRole('link', { name: 'Console' }).click();
  const log = page.getByRole('log');
  await expect(log.getByText(/Logged in as Lancelot\w+ on DE1\./)).toBeVisible({ timeout: 15_000 });
  await expect(log.getByText(/Attacking the robber baron castle \(level \d+\)/).first()).toBeVisible({ timeout: 20_000 });

  await page.getByRole('link', { name: /Back to Dashboard/ }).click();
  await card.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(card.getByText('OFFLINE', { exact: true })).toBeVisible({ timeout: 20_000 });

  await page
    .getByRole('banner')
    .getByText(/@example\.com/)
    .click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await page.getByRole('radio', { name: 'Midnight' }).check();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'midnight');
});
