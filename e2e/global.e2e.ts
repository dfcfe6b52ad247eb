import { expect, test } from '@playwright/test';
import { signedUpPlayer, WITH_SERVICE_WORKER } from './helpers';

// Offline and installing: the service worker's journeys.
test.use(WITH_SERVICE_WORKER);

test('going offline shows the offline banner; coming back hides it', async ({ page, context }) => {
  await signedUpPlayer(page);
  await expect(page.getByRole('tab', { name: 'Bot Management' })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText("You're offline - Data will sync when connection is restored")).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText("You're offline - Data will sync when connection is restored")).toBeHidden();
});

test('opened without a connection, the app keeps the user signed in and shows what it last saw', async ({ page, context }) => {
  const email = await signedUpPlayer(page);
  await expect(page.getByText('No bots configured yet', { exact: false })).toBeVisible();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 10_000 }).toBe(true);
  // A later visit, the worker now in charge of the page, as the player who opened the app before: the
  // dashboard as first seen came before the worker (its copy kept at install did not answer offline here).
  await page.reload();
  await expect(page.getByText('No bots configured yet', { exact: false })).toBeVisible();

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
  await signedUpPlayer(page);
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  expect((await manifest.json()).start_url).toBe('/dashboard');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const sw = await page.request.get('/sw.js');
  expect(sw.headers()['content-type']).toContain('javascript');
  expect(await sw.text()).toContain('SKIP_WAITING');
  await expect.poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())), { timeout: 10_000 }).toBe(true);
});

test.describe('the session answering late', () => {
  // The session's answer is held with page.route, which sees every request only without the worker.
  test.use({ serviceWorkers: 'block' });

  test('while the session is restored the app says so, then shows the page', async ({ page }) => {
    await signedUpPlayer(page);
    await page.route('**/api/auth/me', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.reload();
    await expect(page.getByText('Initialising session...')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Bot Management' })).toBeVisible();
  });
});
