import { expect, type Page } from '@playwright/test';

let n = 0;
export function newEmail(prefix = 'e2e'): string {
  n += 1;
  return `${prefix}.${Date.now().toString(36)}.${n}@example.com`;
}

/** Registers through the login page as a person would; ends on the dashboard. */
export async function registerThroughUi(page: Page, email = newEmail(), password = 'castle password'): Promise<string> {
  await page.goto('/auth/login');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}

/** Signs out from the header's user menu and waits until the landing page is back. */
export async function signOutThroughUi(page: Page, email: string): Promise<void> {
  await page.getByRole('banner').getByText(email).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
}

/** Registers a game account for the signed-in user through the API (as the Accounts page would). */
export async function addGameAccountViaApi(page: Page, username = `Knight${Date.now().toString(36)}`): Promise<{ id: string; name: string }> {
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
