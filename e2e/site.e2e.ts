/**
 * The site server's last mile: compression (and the console stream left alone), robots.txt and the
 * sitemap, share cards, the app icons, the legal pages and the offline page.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newEmail, signedUpPlayer, WITH_SERVICE_WORKER } from './helpers';

/** The site's own origin: the build wrote it into the sitemap and the share cards. */
const origin = () => new URL(process.env.BASE_URL ?? 'http://localhost:4321').origin;

/** Width and height from a PNG's header (its IHDR chunk), after checking it is a PNG at all. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function expectPng(request: APIRequestContext, url: string, width: number, height: number) {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  expect(res.headers()['content-type']).toBe('image/png');
  // A PNG is compressed already: sent as it is.
  expect(res.headers()['content-encoding']).toBeUndefined();
  expect(pngSize(await res.body())).toEqual({ width, height });
}

/** The JS and CSS files a page's HTML loads. */
function assetsOf(html: string): string[] {
  // Stylesheets by href, islands by component-url and renderer-url.
  return [...new Set([...html.matchAll(/"(\/_astro\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!))];
}

test('pages and their files come brotli-compressed to a browser, gzip to a client without brotli, plain to one without either', async ({ page, request }) => {
  const document = await page.goto('/pricing');
  // Chromium asks for brotli itself.
  expect(document!.headers()['content-encoding']).toBe('br');
  expect(document!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { level: 1, name: 'Simple, transparent pricing' })).toBeVisible();

  const dashboard = await (await request.get('/dashboard')).text();
  const files = ['/', '/pricing', '/dashboard', ...assetsOf(dashboard)];
  expect(files.some((f) => f.endsWith('.js'))).toBe(true);
  for (const path of files) {
    const br = await request.get(path, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers()['content-encoding'], path).toBe('br');
    expect(br.headers()['vary'], path).toContain('Accept-Encoding');
    const gzip = await request.get(path, { headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzip.headers()['content-encoding'], path).toBe('gzip');
    const plain = await request.get(path, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding'], path).toBeUndefined();
    // Three encodings, one document.
    expect(await br.text(), path).toBe(await plain.text());
    expect(await gzip.text(), path).toBe(await plain.text());
  }
  // Security headers stay on a compressed page.
  const home = await request.get('/', { headers: { 'accept-encoding': 'br' } });
  expect(home.headers()['content-security-policy']).toContain("default-src 'self'");
  expect(home.headers()['x-content-type-options']).toBe('nosniff');
  expect(home.headers()['x-frame-options']).toBe('DENY');
});

test("the API's JSON is compressed through the site, and a bot's console still streams line by line", async ({ page }) => {
  await signedUpPlayer(page, newEmail('stream'));
  const templates = await page.request.get('/api/templates', { headers: { 'accept-encoding': 'br' } });
  expect(templates.status()).toBe(200);
  expect(templates.headers()['content-encoding']).toBe('br');
  expect(Array.isArray(await templates.json())).toBe(true);

  const token = await page.evaluate(() => localStorage.getItem('castellan.session'));
  const headers = { origin: origin(), authorization: `Bearer ${token}` };
  const account = await page.request.post('/api/accounts', {
    headers,
    data: { email: newEmail('keeper'), server: 'INT1', username: `Keeper${Date.now().toString(36)}`, password: 'castle password', type: 'none' },
  });
  expect(account.status()).toBe(201);
  const bot = await page.request.post('/api/bots', { headers, data: { templateId: 'resource-keeper', accountId: (await account.json()).id } });
  expect(bot.status()).toBe(201);
  const botId = (await bot.json()).id as string;

  // The browser reads the stream as the console page does (session cookie, brotli accepted): the first
  // event arrives while the stream stays open, so nothing holds bytes back to compress them.
  const opened = await page.evaluate(async (id) => {
    const abort = new AbortController();
    const res = await fetch(`/api/bots/${id}/console`, { signal: abort.signal });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    const deadline = Date.now() + 5000;
    while (!text.includes('event: ready') && Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
    }
    abort.abort();
    return { type: res.headers.get('content-type'), encoding: res.headers.get('content-encoding'), text };
  }, botId);
  expect(opened.type).toContain('text/event-stream');
  expect(opened.encoding).toBeNull();
  expect(opened.text).toContain('event: ready');
});

test('robots.txt opens the marketing pages and closes the app; the sitemap lists the public pages at the site origin', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  const lines = (await robots.text()).split('\n');
  expect(lines).toContain('User-agent: *');
  expect(lines).toContain('Allow: /');
  for (const path of ['/dashboard', '/accounts', '/bots', '/settings', '/profile', '/admin', '/auth', '/api/']) expect(lines).toContain(`Disallow: ${path}`);
  expect(lines).toContain(`Sitemap: ${origin()}/sitemap.xml`);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  // Every public page in each of the eleven languages: the landing and pricing pages, the Terms, the Privacy Policy.
  const languages = 11;
  expect(locs.slice(0, 3)).toEqual(['/', '/de/', '/fr/'].map((p) => `${origin()}${p}`));
  expect(locs).toContain(`${origin()}/pl/pricing`);
  expect(locs.slice(2 * languages, 2 * languages + 2)).toEqual(['/terms', '/de/terms'].map((p) => `${origin()}${p}`));
  expect(locs.slice(3 * languages, 3 * languages + 2)).toEqual(['/privacy', '/de/privacy'].map((p) => `${origin()}${p}`));
  // Then the help centre: its index, getting started, one article per template, plans, security, support;
  // last, what changed (the changelog) and the status page.
  const help = locs.slice(4 * languages, -2 * languages);
  expect(locs.slice(-2 * languages, -2 * languages + 2)).toEqual(['/changelog', '/de/changelog'].map((p) => `${origin()}${p}`));
  expect(locs.slice(-languages, -languages + 2)).toEqual(['/status', '/de/status'].map((p) => `${origin()}${p}`));
  expect(help[0]).toBe(`${origin()}/help`);
  expect(help.every((loc) => /^\/([a-z-]+\/)?help(\/|$)/.test(new URL(loc!).pathname))).toBe(true);
  expect(help).toContain(`${origin()}/help/getting-started`);
  expect(help).toContain(`${origin()}/de/help/security`);
  for (const loc of locs) expect((await request.get(new URL(loc!).pathname)).status()).toBe(200);
});

test('every page carries Open Graph and Twitter card tags with an absolute URL and a 1200x630 image', async ({ request }) => {
  const pages: [string, string][] = [
    ['/', 'Castellan'],
    ['/pricing', 'Pricing · Castellan'],
    ['/terms', 'Terms of Service · Castellan'],
    ['/privacy', 'Privacy Policy · Castellan'],
    // An app page too (read as a crawler would: a signed-out browser is sent on to sign in).
    ['/dashboard', 'Dashboard · Castellan'],
  ];
  for (const [path, title] of pages) {
    const html = await (await request.get(path)).text();
    const meta = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
    expect(meta('og:title'), path).toBe(title);
    expect(meta('twitter:title'), path).toBe(title);
    expect(meta('og:description'), path).toMatch(/^.{30,}$/);
    expect(meta('og:url'), path).toBe(`${origin()}${path}`);
    expect(meta('og:image'), path).toBe(`${origin()}/og-image.png`);
    expect(meta('og:image:width'), path).toBe('1200');
    expect(meta('og:image:height'), path).toBe('630');
    expect(meta('twitter:card'), path).toBe('summary_large_image');
    expect(meta('twitter:image'), path).toBe(`${origin()}/og-image.png`);
  }
  await expectPng(request, '/og-image.png', 1200, 630);
});

test('the manifest names 192 and 512 PNG icons and a maskable one, each the size it says; the apple touch icon too', async ({ page, request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  const pngs = icons.filter((i) => i.type === 'image/png');
  expect(pngs.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of pngs) {
    const [width, height] = icon.sizes.split('x').map(Number);
    await expectPng(request, icon.src, width!, height!);
  }
  await page.goto('/');
  const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  await expectPng(request, touch!, 180, 180);
});

test('Terms and Privacy are one click away in the footer, and say the things that matter plainly', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByText(/rules may forbid automation/)).toBeVisible();
  await expect(page.getByText(/You are responsible for every game account you add/)).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  for (const text of [
    'argon2id hash',
    'Stripe and PayPal',
    'castellan_session',
    'We do not sell',
    'In Settings → Your data you can download a copy of your data',
  ]) {
    await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  }
  const contact = page.getByRole('link', { name: /^support@/ }).first();
  await expect(contact).toHaveAttribute('href', /^mailto:support@/);
});

async function waitForServiceWorker(page: Page) {
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 10_000 }).toBe(true);
}

/** Until every built file this page loaded is kept by the worker (it may have loaded them before the worker was there). */
async function waitUntilKeptOffline(page: Page) {
  const missing = () =>
    page.evaluate(async () => {
      const files = performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => new URL(n).pathname.startsWith('/_astro/'));
      const kept = await Promise.all(files.map((f) => caches.match(f)));
      return files.filter((_, i) => !kept[i]);
    });
  await expect.poll(missing, { timeout: 10_000 }).toEqual([]);
}

/**
 * Until the service worker's own requests fail too: the browser tells its worker about the lost connection
 * a moment after the page (on a loaded machine the worker once fetched /terms from the server after
 * `setOffline`). A built file never kept makes the worker ask the network: a 404 while it is online, a
 * network error once it is not.
 */
async function untilWorkerOffline(page: Page) {
  const workerOnline = () =>
    page.evaluate(
      (probe) =>
        fetch(probe, { cache: 'no-store' }).then(
          () => true,
          () => false,
        ),
      `/_astro/offline-probe-${Date.now()}.js`,
    );
  await expect.poll(workerOnline, { timeout: 10_000 }).toBe(false);
}

test.describe('with the service worker', () => {
  test.use(WITH_SERVICE_WORKER);

  test('offline, a page never opened shows the offline page under its own address; Try again and the connection coming back bring it', async ({
    page,
    context,
  }) => {
    // A first visit: the dashboard's files load before the worker is there, and are kept all the same.
    await signedUpPlayer(page);
    await waitForServiceWorker(page);
    await expect(page.getByRole('tab', { name: 'Bot Management' })).toBeVisible();
    await waitUntilKeptOffline(page);
    // Opened again with the worker in charge, as on the player's next visit: the dashboard as first seen came
    // before the worker (its copy kept at install did not answer offline here).
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Bot Management' })).toBeVisible();

    await context.setOffline(true);
    await untilWorkerOffline(page);
    await page.goto('/terms');
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.getByText("Your bots keep running on Castellan's servers")).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Terms of Service' })).toHaveCount(0);
    // Not the cached dashboard under another address, and styled from the cache.
    await expect(page.getByRole('tab', { name: 'Bot Management' })).toHaveCount(0);
    // The header's sign-in link leads back to this address, not to /offline.
    await expect(page.locator('header a[href^="/auth/login"]')).toHaveAttribute('href', '/auth/login?redirect=%2Fterms');
    const retry = page.getByRole('button', { name: 'Try again' });
    expect(await retry.evaluate((b) => getComputedStyle(b).backgroundColor)).not.toMatch(/^rgba?\(0, 0, 0, 0\)$|^rgb\(239, 239, 239\)$/);

    // Try again reloads the page asked for; still offline, the offline page again.
    await Promise.all([page.waitForEvent('load'), retry.click()]);
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();

    // A page opened before still opens offline, as it was.
    await page.goto('/dashboard');
    await expect(page.getByRole('tab', { name: 'Bot Management' })).toBeVisible();

    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await context.setOffline(false);
    // The page asks the server every 2 s for a minute before it reloads (offline-script.ts): under CI load the
    // first answer may take a few tries.
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/privacy$/);
  });
});

test("without JavaScript an app page says it needs it, in the page's language, instead of loading for ever", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/dashboard');
    await expect(page.getByText(/^This page needs JavaScript, and your browser is not running it\./)).toBeVisible();
    await expect(page.getByText('Loading Castellan…')).toBeHidden();
    await page.goto('/de/dashboard');
    await expect(page.getByText(/^Diese Seite braucht JavaScript/)).toBeVisible();
  } finally {
    await context.close();
  }
});
