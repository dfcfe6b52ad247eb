/**
 * Fresh data and honest failure: a reload shows what it had at once and then what changed elsewhere; a
 * damaged cache is not used; a failed list says why with the request id and recovers on Retry; the error
 * screen speaks to people and its Try again recovers; a checkout answered 503 is sent once.
 */
import { expect, test, type Page } from '@playwright/test';
import { addGameAccountViaApi, signedUpPlayer } from './helpers';

const CACHE_KEY = 'castellan.query-cache';

/** Holds every GET of `path` for `ms`, so a test can see what the page shows before the answer. */
async function delay(page: Page, path: string, ms: number) {
  await page.route(`**${path}`, async (route) => {
    if (route.request().method() === 'GET') await new Promise((r) => setTimeout(r, ms));
    await route.fallback();
  });
}

/**
 * Writes the persisted cache from a page of the same origin that runs no app: an app page open at the
 * time would write its own cache back over it at its next change.
 */
async function writeCache(page: Page, entries: Record<string, unknown>) {
  await page.goto('/manifest.webmanifest');
  await page.evaluate(
    ([key, entries]) => {
      const now = Date.now();
      const wrapped = Object.fromEntries(Object.entries(entries as Record<string, unknown>).map(([k, data]) => [k, { data, updatedAt: now }]));
      // Saved by an English page, as the pages it is read on (a cache saved in another language is dropped whole).
      localStorage.setItem(key as string, JSON.stringify({ version: '1.0.0', savedAt: now, locale: 'en', entries: wrapped }));
    },
    [CACHE_KEY, entries] as const,
  );
}

test('stale-cache reload: the cached list shows at once, then the change made elsewhere appears by itself', async ({ page }) => {
  await signedUpPlayer(page);
  const first = await addGameAccountViaApi(page);
  await page.goto('/accounts');
  const list = page.getByRole('list', { name: 'Your accounts' });
  await expect(list.getByText(first.name, { exact: true })).toBeVisible();

  // Changed elsewhere (another tab, another device): a second account, straight through the API.
  const second = await addGameAccountViaApi(page);

  // The list's request is held back 5 s: whatever shows before then came from the cache.
  await delay(page, '/api/accounts', 5000);
  await page.reload();
  // At once, from the cache: the first account; the second is not known yet.
  await expect(list.getByText(first.name, { exact: true })).toBeVisible({ timeout: 4000 });
  await expect(list.getByText(second.name, { exact: true })).toBeHidden();
  // Then, with no click and no reload, the page revalidates and shows the change.
  await expect(list.getByText(second.name, { exact: true })).toBeVisible({ timeout: 10_000 });
});

test('poisoned cache: malformed entries are not used; the page shows the fresh data and does not crash', async ({ page }) => {
  await signedUpPlayer(page);
  const account = await addGameAccountViaApi(page);
  await page.goto('/accounts');
  await expect(page.getByRole('list', { name: 'Your accounts' }).getByText(account.name, { exact: true })).toBeVisible();

  // Entries of the wrong shape (an object for a list, a bot without fields) and the right version.
  await writeCache(page, { accounts: { accounts: 'oops' }, bots: [{ id: 7 }], notifications: '<html>' });
  await page.goto('/accounts');
  await expect(page.getByRole('list', { name: 'Your accounts' }).getByText(account.name, { exact: true })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Your bots' })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toBeHidden();
  // What is stored now is the server's answer.
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!).entries, CACHE_KEY);
  expect(Array.isArray(stored.accounts.data)).toBe(true);
  expect(stored.accounts.data.map((a: { name: string }) => a.name)).toEqual([account.name]);

  // Not even JSON: ignored too.
  await page.goto('/manifest.webmanifest');
  await page.evaluate((key) => localStorage.setItem(key, '{not json'), CACHE_KEY);
  await page.goto('/accounts');
  await expect(page.getByRole('list', { name: 'Your accounts' }).getByText(account.name, { exact: true })).toBeVisible();
});

test('a list that fails shows the server message, the request id and Retry, which recovers', async ({ page }) => {
  test.setTimeout(45_000);
  await signedUpPlayer(page);
  const account = await addGameAccountViaApi(page);
  await page.goto('/manifest.webmanifest');
  await page.evaluate((key) => localStorage.removeItem(key), CACHE_KEY);

  let failing = true;
  await page.route('**/api/accounts', async (route) => {
    if (!failing || route.request().method() !== 'GET') return route.fallback();
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      headers: { 'x-request-id': 'req-e2e-accounts-500' },
      body: JSON.stringify({ success: false, message: 'The accounts store is being repaired.', code: 'INTERNAL', requestId: 'req-e2e-accounts-500' }),
    });
  });
  await page.goto('/accounts');
  // First the shape of the list, not "No accounts registered yet".
  await expect(page.getByRole('status').filter({ hasText: 'Loading your accounts…' })).toBeVisible();
  await expect(page.getByText('No accounts registered yet.')).toBeHidden();

  // Queries are retried (up to 3 times, backing off) before the failure is shown.
  const panel = page.getByRole('alert').filter({ hasText: 'Could not load your accounts' });
  await expect(panel).toBeVisible({ timeout: 15_000 });
  await expect(panel).toContainText('The accounts store is being repaired.');
  await expect(panel).toContainText('req-e2e-accounts-500');

  failing = false;
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('list', { name: 'Your accounts' }).getByText(account.name, { exact: true })).toBeVisible();
  await expect(panel).toBeHidden();
});

test('the error screen speaks to people, keeps the detail behind a disclosure, and Try again clears the cache it drew', async ({ page }) => {
  await signedUpPlayer(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();

  // A cached profile that passes the shape check but that the screen cannot draw (no user_metadata). The
  // heading comes before the profile's answer: wait until the answer is cached.
  const cachedProfile = () =>
    page.evaluate(() => Boolean(JSON.parse(localStorage.getItem('castellan.query-cache') ?? '{"entries":{}}').entries?.profile?.data?.user));
  await expect.poll(cachedProfile).toBe(true);
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('castellan.query-cache')!).entries.profile.data.user);
  await writeCache(page, { profile: { success: true, user: { id: user.id, email: user.email }, subscription: {} } });
  await page.goto('/profile');

  const screen = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(screen).toBeVisible();
  await expect(screen.getByText('An unexpected error occurred. Please try refreshing the page.')).toBeVisible();
  // The exception is there for whoever needs it, but closed.
  const details = screen.getByText('Technical details');
  await expect(screen.getByText(/TypeError/)).toBeHidden();
  await details.click();
  await expect(screen.getByText(/TypeError/)).toBeVisible();

  await screen.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Plan' }).getByText('STARTER', { exact: true })).toBeVisible();
  await expect(screen).toBeHidden();
  // The bad entry is gone for good: a reload draws the page.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
});

test('a checkout answered 503 is sent once: the person sees why and nothing is retried behind their back', async ({ page }) => {
  await signedUpPlayer(page);
  let calls = 0;
  // PayPal: the provider the browser tests' API has (Stripe's button is disabled there, without keys).
  await page.route('**/api/paypal/create', async (route) => {
    calls += 1;
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        message: 'PayPal payments are unavailable for a moment.',
        code: 'PAYMENTS_UNAVAILABLE',
        requestId: 'req-e2e-503',
      }),
    });
  });
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Subscribe with PayPal' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'PayPal payments are unavailable for a moment.' })).toBeVisible();
  // A retry would come within a second or two (the backoff starts at 1 s).
  await page.waitForTimeout(2500);
  expect(calls).toBe(1);
  // Still on the tab it was asked from, not sent to PayPal.
  await expect(page).toHaveURL(/\/dashboard\?tab=settings$/);
});
