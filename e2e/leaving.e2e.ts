/**
 * Leaving (issue 13): "Download my data" saves a file with the bot and the game account but never the
 * game password; "Delete my account" asks for the password and DELETE, then signs out here and everywhere.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { addGameAccountViaApi, signedUpPlayer, signInThroughUi } from './helpers';

const PASSWORD = 'castle password';

test('download my data, then delete the account: signed out here and in a second browser', async ({ page, browser }) => {
  const email = await signedUpPlayer(page, undefined, PASSWORD);
  const account = await addGameAccountViaApi(page);
  const token = await page.evaluate(() => localStorage.getItem('castellan.session'));
  const created = await page.request.post('/api/bots', {
    headers: { authorization: `Bearer ${token}` },
    data: { templateId: 'baron-farmer', accountId: account.id },
  });
  expect(created.status()).toBe(201);
  const bot = (await created.json()) as { id: string };

  // A second browser, signed in as the same person.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInThroughUi(otherPage, email, PASSWORD);

  await page.goto('/settings#data');
  await expect(page.getByRole('tab', { name: 'Your data' })).toHaveAttribute('aria-selected', 'true');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^castellan-data-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile(await download.path(), 'utf8');
  const data = JSON.parse(text) as { profile: { email: string }; bots: { id: string }[]; gameAccounts: { id: string; username: string }[] };
  expect(data.profile.email).toBe(email);
  expect(data.bots.map((b) => b.id)).toEqual([bot.id]);
  expect(data.gameAccounts.map((a) => [a.id, a.username])).toEqual([[account.id, account.name]]);
  // addGameAccountViaApi's game password.
  expect(text).not.toContain('castle-pw');

  await page.getByRole('button', { name: 'Delete my account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByText('every bot stops')).toBeVisible();
  await expect(dialog.getByText('billing records are kept for bookkeeping, anonymised')).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await dialog.getByLabel('Your password').fill('not my password');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('delete');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await confirm.click();
  await expect(dialog.getByRole('alert')).toHaveText('That password is not right.');
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByLabel('Your password').press('Enter');

  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page.getByRole('heading', { name: 'Your account has been deleted.' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('castellan.session'))).toBeNull();

  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid e-mail or password.')).toBeVisible();

  // The other browser's session ended with the account.
  await otherPage.goto('/dashboard');
  await expect(otherPage).toHaveURL(/\/auth\/login\?redirect=%2Fdashboard$/);
  await other.close();
});
