/**
 * A new deploy as the player meets it: the built site's service worker is rewritten with another version,
 * and the page offers Update and Later. A file of its own because it changes what the site serves to
 * every page: scripts/test.ts runs it with the journeys that must run alone (e2e/alone.ts), never beside
 * another journey whose pages would find the new worker too.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signedUpPlayer, WITH_SERVICE_WORKER } from './helpers';

test.use(WITH_SERVICE_WORKER);

test('a new version offers Update and Later; Update switches to it', async ({ page }) => {
  const siteDir = process.env.E2E_SITE_DIR;
  test.skip(!siteDir, 'needs the built site that scripts/test.ts serves (E2E_SITE_DIR)');
  const workerFile = join(siteDir!, 'client', 'sw.js');
  const deployed = readFileSync(workerFile, 'utf8');
  try {
    await signedUpPlayer(page);
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
