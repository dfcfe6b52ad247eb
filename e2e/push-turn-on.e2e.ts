/**
 * "Turn on push notifications" when the browser's push service refuses, or never answers: the button says
 * it is under way, then comes back with why beside it, and a later try that the service answers turns
 * push on. The browser's side of it (PushManager.subscribe) is stood in for in an init script, as in
 * push.e2e.ts (headless Chromium has no push service): here it refuses, hangs, then hands out a
 * subscription of the local push service.
 */
import { expect, test } from '@playwright/test';
import { CHROMIUM_ARGS } from '../api/src/runtime/game/login-token';
import { productChromium } from '../scripts/lib/chromium';
import { newEmail, signedUpPlayer, WITH_SERVICE_WORKER } from './helpers';
import { lookAt } from './look';

const PUSH = process.env.PUSH_FAKE_URL!;

test.use({
  ...WITH_SERVICE_WORKER,
  storageState: { cookies: [], origins: [] },
  permissions: ['notifications'],
  launchOptions: { executablePath: productChromium(), args: CHROMIUM_ARGS },
});

test('turning push on: a refusal and a push service that never answers each bring the button back with why; a later try turns it on', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const subscription = await (await request.post(`${PUSH}/_fake/subscriptions`)).json();
  await page.addInitScript((sub) => {
    // What the push service does next: refuse, never answer, or hand out the local push service's subscription.
    const w = window as unknown as { pushService: 'refuse' | 'hang' | 'answer' };
    w.pushService = 'refuse';
    let current: unknown = null;
    PushManager.prototype.subscribe = function (options?: PushSubscriptionOptionsInit) {
      if (w.pushService === 'refuse') return Promise.reject(new DOMException('Registration failed - push service error', 'AbortError'));
      if (w.pushService === 'hang') return new Promise<PushSubscription>(() => {});
      current = {
        endpoint: sub.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: options?.applicationServerKey ?? null },
        toJSON: () => sub,
        unsubscribe: async () => ((current = null), true),
      };
      return Promise.resolve(current as PushSubscription);
    };
    PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
  }, subscription);

  await signedUpPlayer(page, newEmail('push-on'));
  await page.goto('/settings#notifications');
  const section = page.getByRole('region', { name: 'Push notifications on this device' });
  const turnOn = section.getByRole('button', { name: 'Turn on push notifications' });

  // Refused at once: why, beside the button, which is back.
  await turnOn.click();
  await expect(section.getByRole('alert')).toHaveText('Your browser could not subscribe to push notifications (Registration failed - push service error).');
  await expect(turnOn).not.toHaveAttribute('aria-disabled', 'true');

  // No answer at all: "Turning on…" while it waits, then the button back with why.
  await page.evaluate(() => ((window as unknown as { pushService: string }).pushService = 'hang'));
  await turnOn.focus();
  await page.keyboard.press('Enter');
  const waiting = section.getByRole('button', { name: 'Turning on…' });
  await expect(waiting).toHaveAttribute('aria-busy', 'true');
  await expect(waiting).toBeFocused();
  await expect(section.getByRole('alert')).toHaveCount(0);
  await lookAt(page, 'push-turning-on');
  await expect(section.getByRole('alert')).toHaveText(/^Your browser’s push service did not answer within 15 seconds\./, { timeout: 25_000 });
  await expect(turnOn).toBeVisible();
  await lookAt(page, 'push-no-answer', { words: true });

  // The push service answers this time: push is on, and the reason is gone.
  await page.evaluate(() => ((window as unknown as { pushService: string }).pushService = 'answer'));
  await turnOn.click();
  await expect(section.getByText('Push notifications are on for this device: alerts appear even when Castellan is closed.')).toBeVisible();
  await expect(section.getByRole('alert')).toHaveCount(0);
});
