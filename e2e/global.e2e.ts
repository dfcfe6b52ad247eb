import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { registerThroughUi } from './helpers';

test('going offline shows the offline banner; coming back hides it', async ({ page, context }) => {
  await registerThroughUi(page);
  await expect(page.getByRole('tab', { name: 'Bot Management' })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText("You're offline - Data will sync when connection is restored")).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText("You're offline - Data will sync when connection is restored")).toBeHidden();
});

test('opened without a connection, the app keeps the user signed in and shows what it last saw', async ({ page, context }) => {
  const email = await registerThroughUi(page);
  await expect(page.getByText('No bots configured yet', { exact: false })).toBeVisible();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 10_000 }).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText("You're offline - Data will sync when connection is restored")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible();
  await expect(page.getByText('No bots configured yet', { exact: false })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText("You're offline - Data will sync when connection is restored")).toBeHidden();
  await page.reload();
  await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible();
});

test('the app is installable: a manifest, and a service worker that controls the app pages', async ({ page }) => {
  await registerThroughUi(page);
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  expect((await manifest.json()).start_url).toBe('/dashboard');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const sw = await page.request.get('/sw.js');
  expect(sw.headers()['content-type']).toContain('javascript');
  expect(await sw.text()).toContain('SKIP_WAITING');
  await expect
    .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())), { timeout: 10_000 })
    .toBe(true);
});

test('a new version offers Update and Later; Update switches to it', async ({ page }) => {
  const siteDir = process.env.E2E_SITE_DIR;
  test.skip(!siteDir, 'needs the built site that scripts/test.ts serves (E2E_SITE_DIR)');
  const workerFile = join(siteDir!, 'client', 'sw.js');
  const deployed = readFileSync(workerFile, 'utf8');
  try {
    await registerThroughUi(page);
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 10_000 }).toBe(true);

    // Deploy a new build: the site now serves a worker with another version.
    // The worker is called with its version first (then the offline page of each language).
    const next = deployed.replace(/\)\("[^"]+", /, ')("next-build", ');
    expect(next).not.toBe(deployed);
    writeFileSync(workerFile, next);
    await page.reload();
    const prompt = page.getByRole('alertdialog', { name: 'Update available' });
    await expect(prompt).toContainText('A new version of Castellan is available.');
    await prompt.getByRole('button', { name: 'Later' }).click();
    await expect(prompt).toBeHidden();

    // Still waiting on the next visit; this time the user takes it.
    await page.reload();
    await prompt.getByRole('button', { name: 'Update' }).click();
    await expect(prompt).toBeHidden();
    // Update reloads the page: a look taken while it navigates is simply taken again.
    await expect.poll(() => page.evaluate(() => caches.keys()).catch(() => []), { timeout: 10_000 }).toEqual(['castellan-next-build']);
    await expect(page.getByRole('tab', { name: 'Bot Management' })).toBeVisible();
  } finally {
    writeFileSync(workerFile, deployed);
  }
});

test('while the session is restored the app says so, then shows the page', async ({ page }) => {
  await registerThroughUi(page);
  await page.route('**/api/auth/me', async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await page.reload();
  await expect(page.getByText('Initialising session...')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Bot Management' })).toBeVisible();
});
