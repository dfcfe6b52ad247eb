/**
 * What the app tells people without being asked: announcements as a banner at the top (dismissed, they
 * stay dismissed; a new one shows; late news never moves the page under a first-time visitor), and the header's bell with the unread count going down as they
 * read.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addGameAccountViaApi, ensureAdmin, signedUpPlayer } from './helpers';
import { ALONE_TAG } from './alone';
import { answerLate, layoutShift, watchLayoutShift } from './layout-shift';

const ADMIN = 'admin@castellan.test';

async function adminToken(request: APIRequestContext): Promise<string> {
  await ensureAdmin(request);
  const login = await request.post('/api/auth/login', { data: { email: ADMIN, password: 'admin password' } });
  expect(login.status()).toBe(200);
  return (await login.json()).token;
}

async function publish(request: APIRequestContext, token: string, title: string, category: string): Promise<string> {
  const res = await request.post('/api/admin/announcements', {
    headers: { authorization: `Bearer ${token}` },
    data: { title, body: 'The game servers restart at 02:00 UTC; bots reconnect by themselves.', category },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).id;
}

async function playerToken(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('castellan.session')))!;
}

test('a maintenance announcement shows as a banner; dismissed, it stays dismissed after a reload; a new one shows', { tag: ALONE_TAG }, async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const stamp = Date.now().toString(36);
  const ids = [await publish(request, token, `Server restart ${stamp}`, 'maintenance')];
  try {
    await signedUpPlayer(page);
    const banners = page.getByRole('complementary', { name: 'Announcements from Castellan' });
    await expect(banners.getByText(`Maintenance: Server restart ${stamp}`)).toBeVisible();
    await expect(banners.getByText('just now')).toBeVisible();

    await banners.getByRole('button', { name: `Dismiss announcement: Server restart ${stamp}` }).click();
    await expect(page.getByText(`Maintenance: Server restart ${stamp}`)).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your bots' })).toBeVisible();
    await expect(page.getByText(`Maintenance: Server restart ${stamp}`)).toBeHidden();
    // Other app pages too.
    await page.goto('/accounts');
    await expect(page.getByRole('heading', { name: 'Game Accounts' })).toBeVisible();
    await expect(page.getByText(`Maintenance: Server restart ${stamp}`)).toBeHidden();

    ids.push(await publish(request, token, `New templates ${stamp}`, 'update'));
    await page.reload();
    await expect(page.getByRole('complementary', { name: 'Announcements from Castellan' }).getByText(`New templates ${stamp}`)).toBeVisible();
    await expect(page.getByText(`Maintenance: Server restart ${stamp}`)).toBeHidden();
  } finally {
    for (const id of ids) await request.delete(`/api/admin/announcements/${id}`, { headers: { authorization: `Bearer ${token}` } });
  }
});

test('a first-time visitor: news answering late comes with the sign-in form, which never moves under their click', { tag: ALONE_TAG }, async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const stamp = Date.now().toString(36);
  const id = await publish(request, token, `Late news ${stamp}`, 'update');
  try {
    await watchLayoutShift(page);
    // Nothing kept from an earlier visit, and the news a little slow (well within the page's wait).
    await answerLate(page, '**/api/users/announcements', 600);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/auth/login');
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      const tab = page.getByRole('tab', { name: 'Register' });
      await expect(tab).toBeVisible();
      // The banner is there as soon as the form is: it arrived before the form showed, not above it later.
      expect(await page.getByRole('complementary', { name: 'Announcements from Castellan' }).getByText(`Late news ${stamp}`).isVisible()).toBe(true);
      const first = await tab.boundingBox();
      // That it does not move has no marker: watched for longer than the news is late (0.6 s), a time wait.
      await page.waitForTimeout(800);
      expect(await tab.boundingBox()).toEqual(first);
      await tab.click();
      await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
      const shift = await layoutShift(page);
      console.log(`sign-in page layout shift for a first-time visitor at ${width} px (news 0.6 s late): ${shift.toFixed(3)}`);
      expect(shift).toBeLessThan(0.01);
    }
  } finally {
    await request.delete(`/api/admin/announcements/${id}`, { headers: { authorization: `Bearer ${token}` } });
  }
});

test('the bell counts unread bot events; reading one, then all, brings the count down, and it stays down', async ({ page }) => {
  test.setTimeout(60_000);
  await signedUpPlayer(page);
  // Starts and stops are off the bell unless the player turns them on (Settings → Notifications).
  await page.goto('/settings#notifications');
  const onBell = page.getByRole('group', { name: 'On the bell' });
  await expect(onBell.getByRole('checkbox', { name: 'Incoming attacks' })).toBeChecked();
  await expect(onBell.getByRole('checkbox', { name: /^Bot started/ })).not.toBeChecked();
  await onBell.getByRole('checkbox', { name: /^Bot started/ }).check();
  // Each tick is saved at once, and the page says so.
  await expect(page.getByRole('status').filter({ hasText: /^Saved\.$/ })).toBeVisible();
  await onBell.getByRole('checkbox', { name: /^Bot stopped/ }).check();
  // Saved once it is enabled again.
  await expect(onBell.getByRole('checkbox', { name: /^Bot stopped/ })).toBeEnabled();
  await page.reload();
  await expect(page.getByRole('group', { name: 'On the bell' }).getByRole('checkbox', { name: /^Bot stopped/ })).toBeChecked();
  await page.goto('/dashboard');
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 0 unread');

  // Two bot events: a bot started, then stopped (through the API, as another tab would).
  const token = await playerToken(page);
  const origin = new URL(page.url()).origin;
  const headers = { authorization: `Bearer ${token}`, origin };
  const account = await addGameAccountViaApi(page);
  const bot = await page.request.post('/api/bots', { headers, data: { templateId: 'resource-keeper', accountId: account.id } });
  expect(bot.status()).toBe(201);
  const botId = (await bot.json()).id;
  const messages = async () =>
    (await (await page.request.get('/api/users/me/notifications', { headers })).json()).map((n: { message: string }) => n.message) as string[];
  expect((await page.request.post(`/api/bots/${botId}/actions`, { headers, data: { action: 'start' } })).status()).toBe(200);
  await expect.poll(async () => (await messages()).some((m) => m.endsWith('started.')), { timeout: 20_000 }).toBe(true);
  expect((await page.request.post(`/api/bots/${botId}/actions`, { headers, data: { action: 'stop' } })).status()).toBe(200);
  await expect.poll(async () => (await messages()).some((m) => m.endsWith('stopped.')), { timeout: 20_000 }).toBe(true);
  const unread = (await messages()).length;
  expect(unread).toBeGreaterThanOrEqual(2);

  await page.reload();
  await expect(bell).toHaveAccessibleName(`Notifications, ${unread} unread`);
  await expect(bell).toHaveText(String(unread));

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const newest = (await messages())[0]!;
  await panel.getByRole('button', { name: `Mark read: ${newest}` }).click();
  await expect(bell).toHaveAccessibleName(`Notifications, ${unread - 1} unread`);
  await expect(panel.getByRole('button', { name: `Mark read: ${newest}` })).toBeHidden();

  await panel.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications, 0 unread');
  await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  // Escape closes the panel and gives focus back to the bell.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();

  await page.reload();
  await expect(bell).toHaveAccessibleName('Notifications, 0 unread');
});
