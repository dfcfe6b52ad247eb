import { expect, test, type BrowserContext } from '@playwright/test';
import { signedUpPlayer } from './helpers';

/*
 * One player for the whole file: the API allows only 10 registrations per address and hour, and the
 * browser suite shares that budget. Each test gets its own browser context, signed in from the saved
 * state, so a theme chosen in one test does not leak into the next.
 */
let email: string;
let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  email = await signedUpPlayer(page);
  signedIn = await page.context().storageState();
  await page.context().close();
});

test.use({ storageState: async ({}, use) => use(signedIn) });

test('choosing a theme applies it at once and it survives a reload', async ({ page }) => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Appearance' })).toHaveAttribute('aria-selected', 'true');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();

  await page.getByRole('radio', { name: 'Light' }).check();
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();

  // The choice holds on every page, not just this one.
  await page.goto('/dashboard');
  await expect(html).toHaveAttribute('data-theme', 'light');
});

test('the theme cards work from the keyboard', async ({ page }) => {
  await page.goto('/settings');
  await page.getByRole('radio', { name: 'Dark' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Midnight' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'midnight');
});

test('the Account tab shows the e-mail and the Starter plan, and can be linked to', async ({ page }) => {
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Account' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Account' });
  await expect(panel.getByText(email)).toBeVisible();
  await expect(panel.getByText('Starter', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
});

test('the profile shows who is signed in, the plan, and the way to settings and accounts', async ({ page }) => {
  await page.goto('/profile');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  // No username yet: the name is the e-mail, and the username reads as a dash.
  await expect(main.getByRole('heading', { name: email })).toBeVisible();
  await expect(main.getByText('STARTER', { exact: true })).toBeVisible();
  await expect(main.getByText('1 bot slot')).toBeVisible();
  await expect(main.getByText('Free plan', { exact: true })).toBeVisible();
  await expect(main.getByText('E-mail and password')).toBeVisible();

  await main.getByRole('link', { name: 'Game Accounts' }).click();
  await expect(page).toHaveURL(/\/accounts$/);
  await page.goBack();
  await page.getByRole('main').getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
});

test("the header's user menu leads to Profile and Settings", async ({ page }) => {
  await page.goto('/dashboard');
  await page.getByRole('banner').getByText(email).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  await page.getByRole('banner').getByText(email).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('settings and profile are for signed-in users only', async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fsettings$/);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fprofile$/);
  });
});

test('settings and profile fit a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const path of ['/settings', '/profile']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.locator('main').evaluate((main) => main.scrollWidth > main.clientWidth), path).toBe(false);
  }
});

// Its own player: it buys a plan, which the shared signed-in player must not.
test.describe('a player of their own', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('alerts where the player is: a Premium player saves a Discord webhook and sends a test; Starter is told which plan has it; quiet hours in their zone', async ({
    page,
  }) => {
    await signedUpPlayer(page);
    await page.goto('/settings#notifications');
    await expect(page.getByText('Alerts in your Discord channel come with the Premium and Professional plans.')).toBeVisible();

    // Premium, paid with PayPal (faked at its boundary).
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByLabel('Plan to subscribe to').selectOption('premium');
    await page.getByRole('button', { name: 'Subscribe with PayPal' }).click();
    await page.getByRole('button', { name: /Agree & Subscribe/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Subscription activated via PayPal' })).toBeVisible();

    await page.goto('/settings#notifications');
    const url = page.getByLabel('Discord webhook URL');
    await url.fill('https://example.com/not-a-webhook');
    await page.getByRole('button', { name: 'Save webhook' }).click();
    await expect(
      page.getByText('That is not a Discord webhook URL: copy it from the channel settings (Integrations → Webhooks → Copy Webhook URL).'),
    ).toBeVisible();
    const webhookId = String(Date.now()).padStart(18, '1');
    await url.fill(`https://discord.com/api/webhooks/${webhookId}/e2e-token_abcdefghijklmnopqrstu`);
    await page.getByRole('button', { name: 'Save webhook' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Discord webhook saved' })).toBeVisible();
    // Never shown again: the field is empty, and says one is saved.
    await expect(page.getByLabel('Replace the Discord webhook URL')).toHaveValue('');
    await page.getByRole('button', { name: 'Send test' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Test message sent: look in your Discord channel' })).toBeVisible();
    const messages = (await (await page.request.get(`${process.env.DISCORD_FAKE_URL}/_fake/webhook-messages`)).json()) as {
      webhookId: string;
      content: string;
    }[];
    expect(messages.filter((m) => m.webhookId === webhookId).map((m) => m.content)).toEqual([
      'Castellan: a test alert. Your bots’ alerts will appear in this channel.',
    ]);
    await expect(page.getByRole('group', { name: 'Posted to Discord' }).getByRole('checkbox', { name: 'Incoming attacks' })).toBeChecked();

    await page.getByLabel('From', { exact: true }).fill('23:00');
    await page.getByLabel('To', { exact: true }).fill('06:30');
    await page.getByLabel('Time zone', { exact: true }).fill('Europe/Berlin');
    await page.getByRole('button', { name: 'Turn on quiet hours' }).click();
    await expect(
      page.getByText(
        'Nothing is pushed, posted to Discord or mailed from 23:00 to 06:30 (Europe/Berlin), except incoming attacks. The bell still shows everything.',
      ),
    ).toBeVisible();
  });
});
