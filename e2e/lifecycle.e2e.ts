/**
 * The whole life of bots and game accounts, as a player does it on the screens: the first steps on an
 * empty dashboard, a wrong game password found and fixed (with Test login), a bot's settings changed
 * while it runs, and a bot deleted.
 */
import { expect, test } from '@playwright/test';
import { createBotThroughForm, addGameAccountViaApi, signedUpPlayer } from './helpers';

test('the empty dashboard walks a new player through the first three steps, with the actions in place', async ({ page }) => {
  test.setTimeout(60_000);
  await signedUpPlayer(page);
  const steps = page.getByRole('region', { name: 'No bots configured yet...' });
  await expect(steps.getByRole('listitem')).toHaveCount(3);
  await expect(steps.getByRole('link', { name: 'Add a game account' })).toHaveAttribute('href', '/accounts');

  const account = await addGameAccountViaApi(page);
  await page.reload();
  await expect(steps.getByText('Add a game account (done)')).toBeAttached();
  await steps.getByRole('button', { name: 'Create your first bot' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a bot' });
  await dialog.getByLabel('Bot template').selectOption({ label: 'Resource Collector & Feasts' });
  await dialog.getByLabel('Game account', { exact: true }).selectOption({ label: `${account.name} – INT1` });
  await dialog.getByRole('button', { name: 'Create bot' }).click();
  await expect(dialog).toBeHidden();

  const almost = page.getByRole('region', { name: 'Almost there' });
  await expect(almost.getByText('Create a bot (done)')).toBeAttached();
  await almost.getByRole('button', { name: /^Start Resource Collector/ }).click();
  const card = page.getByRole('article', { name: /^Resource Collector/ });
  await expect(card.getByText('ONLINE', { exact: true })).toBeVisible({ timeout: 20_000 });
  // It has run (its console has lines): the first steps are done and make room.
  await expect(almost).toBeHidden({ timeout: 15_000 });
  await expect(card.getByRole('button', { name: 'Stop', exact: true })).toBeEnabled();
});

test('a wrong game password: the bot says so with a link to fix it; Test login checks the new one before it is saved', async ({ page }) => {
  test.setTimeout(90_000);
  await signedUpPlayer(page);
  const username = `Percival${Date.now().toString(36)}`;

  // The add form's Test login: the first login to the game founds the castle with this password.
  await page.goto('/accounts');
  await page.getByLabel('Email').fill(`${username.toLowerCase()}@game.example`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('grail-quest');
  await page.getByRole('button', { name: 'Test login' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Logged in as ${username} on INT1.` })).toBeVisible({ timeout: 30_000 });
  // Then saved with a typo.
  await page.getByLabel('Password', { exact: true }).fill('grail-qeust');
  await page.getByRole('button', { name: 'Add Account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Account added' })).toBeVisible();

  await createBotThroughForm(page, 'Resource Collector & Feasts', { label: `${username} – INT1` });
  const card = page.getByRole('article', { name: /^Resource Collector/ });
  await card.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(card.getByText('ERROR', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText(/wrong game password/)).toBeVisible();

  await card.getByRole('link', { name: 'Fix the game account' }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${username} (INT1)` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Test login' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'The game refused the login: wrong game password.' })).toBeVisible({ timeout: 30_000 });
  await dialog.getByLabel('New password').fill('grail-quest');
  await dialog.getByRole('button', { name: 'Test login' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: `Logged in as ${username} on INT1.` })).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Account updated' })).toBeVisible();

  await page.goto('/dashboard');
  await card.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(card.getByText('ONLINE', { exact: true })).toBeVisible({ timeout: 20_000 });
});

test("a bot's settings and name changed while it runs; then it is deleted after a confirmation that names it", async ({ page }) => {
  test.setTimeout(90_000);
  await signedUpPlayer(page);
  const account = await addGameAccountViaApi(page);
  await createBotThroughForm(page, 'Robber Baron Farmer', { label: `${account.name} – INT1` }, { 'Soldiers per attack': '60' });

  const card = page.getByRole('article', { name: /^Robber Baron Farmer/ });
  await card.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(card.getByText('ONLINE', { exact: true })).toBeVisible({ timeout: 20_000 });

  await card.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: /^Settings of/ });
  await expect(settings.getByText('This bot is running: it takes the new settings before its next step')).toBeVisible();
  await settings.getByLabel('Soldiers per attack').fill('0');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  // The API's words, under the setting they are about; nothing saved.
  await expect(settings.getByText(/"Soldiers per attack" must be between/)).toBeVisible();
  await settings.getByLabel('Soldiers per attack').fill('70');
  await settings.getByLabel('Name').fill('Baron hunter');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved: the bot takes them at its next step' })).toBeVisible();
  const renamed = page.getByRole('article', { name: 'Baron hunter' });
  await expect(renamed.getByRole('heading', { name: 'Baron hunter' })).toBeVisible();
  await expect(renamed.getByText('ONLINE', { exact: true })).toBeVisible();

  await renamed.getByRole('link', { name: 'Console' }).click();
  const log = page.getByRole('log');
  await expect(log.getByText('Settings saved: the bot takes them before its next step.')).toBeVisible({ timeout: 15_000 });
  await expect(log.getByText('New settings in use from this step on.')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: /Back to Dashboard/ }).click();

  await renamed.getByRole('button', { name: 'Delete Baron hunter' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete “Baron hunter”?' });
  await expect(confirm.getByText(/The bot stops, and its settings, saved secrets and console history are deleted/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(renamed).toBeVisible();
  await renamed.getByRole('button', { name: 'Delete Baron hunter' }).click();
  await confirm.getByRole('button', { name: 'Delete bot' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bot deleted' })).toBeVisible();
  await expect(renamed).toBeHidden();
  await expect(page.getByRole('button', { name: 'Create Bot', exact: true })).toBeEnabled();
});
