/**
 * Web push as a player gets it: notifications granted, push turned on from Settings → Notifications, a
 * test, then an incoming attack on the local game server shown by the service worker.
 *
 * Headless Chromium cannot register with a push service (PushManager.subscribe fails with "Registration
 * failed - permission denied" even with notifications granted: it has no push messaging service, and
 * there is no network to reach one). So the one step a browser takes with its push service — getting an
 * endpoint and keys — is stood in for: the page's PushManager hands out a subscription of the local push
 * service (api/test/fakes/push-service), which holds its private key as the browser would. Everything
 * else is real: the panel, the API storing it, the API's VAPID-signed, encrypted request (decrypted by
 * the fake), and the service worker's `push` handler, fed the decrypted message through the DevTools
 * protocol's ServiceWorker.deliverPushMessage (what Chromium's DevTools "Push" button does).
 *
 * The attack is the game server's own raid, sent now through its operator route (simulator/session/operator.ts)
 * rather than waited for from the hourly roll; the guard sees it on its session as it would any raid.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../api/src/runtime/game/login-token';
import { productChromium } from '../scripts/lib/chromium';
import { newEmail, signedUpPlayer, WITH_SERVICE_WORKER } from './helpers';

const PUSH = process.env.PUSH_FAKE_URL!;
const RAIDS = process.env.GAME_OPERATOR_RAIDS_URL!;
type Received = { endpoint: string; urgency: string; ttl: number; payload: { title: string; body: string; url: string; tag: string; attackId?: string } };

async function received(request: APIRequestContext, endpoint: string): Promise<Received[]> {
  return (await request.get(`${PUSH}/_fake/messages?endpoint=${encodeURIComponent(endpoint)}`)).json();
}

/** Hands a message to the page's service worker as its push service would. */
async function deliver(page: Page, payload: unknown): Promise<void> {
  // The worker active first: a message handed to one still installing is lost.
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  const cdp = await page.context().newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  await expect.poll(() => registrations.some((r) => r.scopeURL === `${origin}/` && !r.isDeleted)).toBe(true);
  const registration = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted)!;
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: registration.registrationId, data: JSON.stringify(payload) });
  await cdp.detach();
}

/** The notifications the service worker shows now. */
const shown = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data,
      actions: (n as unknown as { actions: { action: string; title: string }[] }).actions.map((a) => a.title),
    })),
  );

// In the full Chromium, not the headless shell the other journeys use (playwright.config.ts): the shell
// reports notifications as denied whatever is granted, so the panel would say they are blocked.
test.use({
  ...WITH_SERVICE_WORKER,
  storageState: { cookies: [], origins: [] },
  permissions: ['notifications'],
  launchOptions: { executablePath: productChromium(), args: CHROMIUM_ARGS },
});

test('push on this device: turned on in Settings, a test, then an incoming attack shown by the service worker', async ({ page, request }) => {
  test.setTimeout(90_000);
  const subscription = await (await request.post(`${PUSH}/_fake/subscriptions`)).json();
  // The browser's registration with its push service (see the header): the local push service's subscription.
  await page.addInitScript((sub) => {
    let current: unknown = null;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      current = {
        endpoint: sub.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: options?.applicationServerKey ?? null },
        toJSON: () => sub,
        unsubscribe: async () => ((current = null), true),
      };
      return current as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
  }, subscription);

  await signedUpPlayer(page, newEmail('push'));
  await page.goto('/settings#notifications');
  const section = page.getByRole('region', { name: 'Push notifications on this device' });
  await expect(section.getByText('Get alerts on this device even when Castellan is closed.')).toBeVisible();
  await section.getByRole('button', { name: 'Turn on push notifications' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Push notifications are on for this device' })).toBeVisible();
  await expect(section.getByText('Push notifications are on for this device: alerts appear even when Castellan is closed.')).toBeVisible();
  const kinds = page.getByRole('group', { name: 'Pushed to your devices' });
  await expect(kinds.getByRole('checkbox', { name: 'Incoming attacks' })).toBeChecked();
  await expect(kinds.getByRole('checkbox', { name: 'Bot started' })).not.toBeChecked();

  await section.getByRole('button', { name: 'Send test' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Test notification sent to this device' })).toBeVisible();
  const [testPush] = await received(request, subscription.endpoint);
  expect(testPush!.payload).toEqual({ title: 'Castellan', body: 'A test notification: your alerts will appear like this.', url: '/settings', tag: 'test' });
  // Handed over again until shown: a worker still starting may miss a message (the same tag replaces it).
  await expect(async () => {
    await deliver(page, testPush!.payload);
    expect(await shown(page)).toContainEqual(expect.objectContaining({ title: 'Castellan', body: 'A test notification: your alerts will appear like this.' }));
  }).toPass({ timeout: 30_000 });

  // An Incoming Attack Guard on a game account of the local game server, whose raiders set out now and then.
  const token = await page.evaluate(() => localStorage.getItem('castellan.session'));
  const headers = { origin: new URL(page.url()).origin, authorization: `Bearer ${token}` };
  const username = `guarded${Date.now().toString(36)}`;
  const account = await page.request.post('/api/accounts', {
    headers,
    data: { email: newEmail('guarded'), server: 'INT1', username, password: 'castle password', type: 'none' },
  });
  expect(account.status()).toBe(201);
  const bot = await page.request.post('/api/bots', {
    headers,
    data: { templateId: 'attack-guard', accountId: (await account.json()).id, name: 'Gate guard', settings: { checkEverySeconds: 10 } },
  });
  expect(bot.status()).toBe(201);
  const botId = (await bot.json()).id as string;
  expect((await page.request.post(`/api/bots/${botId}/actions`, { headers, data: { action: 'start' } })).ok()).toBe(true);

  // A raider sets out once the guard's login has made the castle (INT1 is the zone EmpireEx); a day of
  // game time away, so it is still on its way when the guard looks.
  await expect(async () => {
    const raid = await request.post(RAIDS, {
      headers: { authorization: `Bearer ${process.env.GAME_OPERATOR_KEY}` },
      data: { zone: 'EmpireEx', player: username, strength: 140, travelMinutes: 24 * 60 },
    });
    expect(raid.status(), await raid.text()).toBe(201);
  }).toPass({ timeout: 30_000 });
  let attack: Received | undefined;
  await expect
    .poll(async () => (attack = (await received(request, subscription.endpoint)).find((r) => r.payload.title === 'Incoming attack')), { timeout: 30_000 })
    .toBeTruthy();
  expect(attack!.payload).toMatchObject({ url: `/bots/${botId}`, tag: `attack:${attack!.payload.attackId}` });
  expect(attack!.payload.body).toMatch(/^Gate guard: Incoming attack on .+: .+ with 140 soldiers, lands at \d\d?:\d\d:\d\d [AP]M UTC/);
  expect(attack!.urgency).toBe('high');

  await expect(async () => {
    await deliver(page, attack!.payload);
    expect((await shown(page)).find((n) => n.title === 'Incoming attack')).toBeDefined();
  }).toPass({ timeout: 30_000 });
  await expect
    .poll(async () => (await shown(page)).find((n) => n.title === 'Incoming attack'))
    .toEqual({
      title: 'Incoming attack',
      body: attack!.payload.body,
      tag: attack!.payload.tag,
      data: { url: `/bots/${botId}`, attackId: attack!.payload.attackId },
      actions: ['Acknowledge', 'Open console'],
    });
});
