/**
 * The receipt mail's and the bell's billing link, `/dashboard?tab=settings#invoices` (issue 64): it opened
 * Settings at the top, because the invoices are drawn after the page loads, when the browser has already
 * looked for `#invoices`. Now they come into view with focus on their heading once drawn, and only once.
 * The invoices' answer is held until the rest of the page is drawn, so it surely arrives late (routes see
 * the page's requests only without the service worker).
 */
import { expect, test } from '@playwright/test';
import { signedUpPlayer } from './helpers';

test.use({ serviceWorkers: 'block' });

/** After the page has drawn twice: an effect of the last render has run. */
const settled = (page: import('@playwright/test').Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

test('a link to the invoices brings them into view and focuses their heading once they are drawn, once', async ({ page }) => {
  await signedUpPlayer(page);
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/subscriptions/invoices', async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto('/dashboard?tab=settings#invoices');
  const invoices = page.getByRole('region', { name: 'Invoices' });
  const heading = invoices.getByRole('heading', { name: 'Invoices', level: 2 });
  // The page is drawn and the invoices still load: nothing to go to yet.
  await expect(page.getByRole('region', { name: 'Subscription' })).toBeVisible();
  await expect(invoices.getByText('No payments yet: each payment’s receipt appears here, and is mailed to you.')).toHaveCount(0);
  const before = await page.evaluate(() => window.scrollY);

  release();
  await expect(invoices.getByText('No payments yet: each payment’s receipt appears here, and is mailed to you.')).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  // Scrolled to them (to the page's end when they sit near it), and not hidden under the sticky header.
  const after = await page.evaluate(() => window.scrollY);
  expect(after).toBeGreaterThan(before);
  const banner = await page.getByRole('banner').evaluate((b) => b.getBoundingClientRect().bottom);
  expect(await heading.evaluate((h) => h.getBoundingClientRect().top)).toBeGreaterThanOrEqual(banner);
  console.log(`invoices-link: scrolled from ${before} to ${after} px`);

  // Once: the player reads on (back at the top), and the invoices fetched and drawn again (the connection
  // came back: every list on screen refetches) on the same address leave them there.
  await page.evaluate(() => window.scrollTo(0, 0));
  await heading.blur();
  await page.context().setOffline(true);
  const refetched = page.waitForResponse((r) => r.url().endsWith('/api/subscriptions/invoices') && r.ok());
  await page.context().setOffline(false);
  await refetched;
  await settled(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(heading).not.toBeFocused();
});
