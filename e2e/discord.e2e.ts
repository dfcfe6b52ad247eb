/**
 * Discord sign-in in the browser. Discord is faked at its HTTP boundary: the API redeems codes and reads
 * users at the Discord fake (DISCORD_API_BASE, set by scripts/test.ts), and Discord's authorization page is
 * answered here, through Playwright's routing, with the redirect the fake says Discord would send.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { addGameAccountViaApi, createBotThroughForm, newEmail, signUpViaApi } from './helpers';
import { nextCode, userWithTwoFactor } from './two-factor';

const FAKE = process.env.DISCORD_FAKE_URL ?? '';
test.skip(!FAKE, 'needs the Discord fake: run through scripts/test.ts, which starts it and sets DISCORD_FAKE_URL');

type DiscordUser = { id: string; username: string; email: string };

async function addDiscordUser(fields: Record<string, unknown> = {}): Promise<DiscordUser> {
  const res = await fetch(`${FAKE}/_fake/users`, { method: 'POST', body: JSON.stringify({ email: newEmail('discord'), ...fields }) });
  expect(res.status).toBe(201);
  return (await res.json()) as DiscordUser;
}

/** Discord's authorization page, as if `userId` clicked Authorize (or Cancel with `deny`). */
async function consentOnDiscordAs(context: BrowserContext, userId: string, { deny = false } = {}): Promise<void> {
  await context.route('https://discord.com/oauth2/authorize**', async (route) => {
    const res = await fetch(`${FAKE}/_fake/authorize`, {
      method: 'POST',
      body: JSON.stringify({ url: route.request().url(), user_id: userId, deny }),
    });
    const body = (await res.json()) as { location?: string; error?: string };
    if (!body.location) throw new Error(`Discord would refuse this authorization: ${JSON.stringify(body)}`);
    await route.fulfill({ status: 302, headers: { location: body.location } });
  });
}

/** Records window.open's arguments, so the popup's name and size can be checked. */
async function recordWindowOpen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      (window as unknown as { openedWith: unknown[] }).openedWith = args;
      return open(...args);
    };
  });
}

const discordButton = (page: Page) => page.getByRole('button', { name: 'Continue with Discord' });

/** Signs in from the login page through the popup as Discord user `userId`, landing on the dashboard. */
async function signInWithDiscordAs(page: Page, context: BrowserContext, userId: string): Promise<void> {
  await consentOnDiscordAs(context, userId);
  await page.goto('/auth/login');
  const popupOpened = page.waitForEvent('popup');
  await discordButton(page).click();
  await (await popupOpened).waitForEvent('close');
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('the popup signs a new Discord player in and returns to where they were going', async ({ page, context }) => {
  const player = await addDiscordUser({ username: 'castle_lord' });
  await consentOnDiscordAs(context, player.id);
  await page.goto('/auth/login?redirect=%2Faccounts');

  const popupOpened = page.waitForEvent('popup');
  await discordButton(page).click();
  const popup = await popupOpened;
  await popup.waitForEvent('close');

  await expect(page).toHaveURL(/\/accounts$/);
  await expect(page.getByRole('status').filter({ hasText: 'Successfully signed in with Discord!' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('castle_lord')).toBeVisible();

  // The account says how it signs in, and the session survives a reload.
  await page.goto('/profile');
  await expect(page.getByRole('main').getByText('Discord', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByText('castle_lord')).toBeVisible();
});

test('the popup is opened as "discord-auth", 500 by 700', async ({ page, context }) => {
  await context.route('https://discord.com/oauth2/authorize**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Discord</title>' }));
  await recordWindowOpen(page);
  await page.goto('/auth/login');
  const popupOpened = page.waitForEvent('popup');
  await discordButton(page).click();
  const popup = await popupOpened;
  const [url, name, features] = (await page.evaluate(() => (window as unknown as { openedWith: unknown[] }).openedWith)) as string[];
  expect(new URL(url!).origin + new URL(url!).pathname).toBe('https://discord.com/oauth2/authorize');
  expect(name).toBe('discord-auth');
  expect(features).toMatch(/^width=500,height=700,/);
  await popup.close();
});

test('cancelling on Discord says the sign-in failed and leaves the login page usable', async ({ page, context }) => {
  const player = await addDiscordUser();
  await consentOnDiscordAs(context, player.id, { deny: true });
  await page.goto('/auth/login');
  const popupOpened = page.waitForEvent('popup');
  await discordButton(page).click();
  await (await popupOpened).waitForEvent('close');
  await expect(page.getByRole('alert').filter({ hasText: 'Discord authentication failed' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(discordButton(page)).toBeEnabled();
});

test('closing the popup without finishing gives the button back within a second or so', async ({ page, context }) => {
  await context.route('https://discord.com/oauth2/authorize**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Discord</title>' }));
  await page.goto('/auth/login');
  const popupOpened = page.waitForEvent('popup');
  await discordButton(page).click();
  const popup = await popupOpened;
  await expect(discordButton(page)).toBeDisabled();
  await popup.close();
  await expect(discordButton(page)).toBeEnabled({ timeout: 3_000 });
});

test('a blocked popup asks the player to allow popups', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null; // what a popup blocker does to window.open
  });
  await page.goto('/auth/login');
  await discordButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please allow popups for Discord authentication' })).toBeVisible();
  await expect(discordButton(page)).toBeEnabled();
});

test('when the API has no Discord configuration the button says Discord is unavailable', async ({ page }) => {
  // This stack has Discord configured, so the API's own 503 answer (api/src/modules/auth/discord tests) is replayed here.
  await page.route('**/api/auth/login/discord', (route) =>
    route.fulfill({
      status: 503,
      json: {
        success: false,
        code: 'SERVICE_UNAVAILABLE',
        message: 'Discord authentication currently unavailable: Discord sign-in is not configured.',
        requestId: 'e2e',
      },
    }),
  );
  await page.goto('/auth/login');
  await discordButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Discord authentication currently unavailable×?$/ })).toBeVisible();
});

test('the full-redirect flow: Discord, our callback, and the dashboard with "Signed in with Discord"', async ({ page, context }) => {
  const player = await addDiscordUser({ username: 'redirected_knight' });
  await consentOnDiscordAs(context, player.id);
  await page.goto('/');
  // Without the popup: the browser itself goes to Discord (the request shares the page's cookies),
  // having noted that it started a Discord sign-in, as the login page does.
  await page.evaluate(() => localStorage.setItem('castellan.discord-started', String(Date.now())));
  const start = await page.request.get('/api/auth/login/discord');
  expect(start.status()).toBe(200);
  const { url } = (await start.json()) as { url: string };
  await page.goto(url);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('status').filter({ hasText: 'Signed in with Discord' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('redirected_knight')).toBeVisible();
});

test('opening the callback directly with a token signs in and goes to the dashboard', async ({ page }) => {
  const email = newEmail();
  const token = await signUpViaApi(page.request, email);
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('castellan.discord-started', String(Date.now())));
  await page.goto(`/auth/discord/callback#access_token=${token}`);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('status').filter({ hasText: 'Signed in with Discord' })).toBeVisible();
  await expect(page.getByRole('banner').getByText(email)).toBeVisible();
  // The callback page left the address bar (and its history entry) for the dashboard, token and all.
  expect(page.url()).not.toContain('access_token');
});

test('a link carrying a token, opened without starting a Discord sign-in here, signs no one in', async ({ page }) => {
  const token = await signUpViaApi(page.request, newEmail());
  await page.goto(`/auth/discord/callback#access_token=${token}`);
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Discord authentication failed' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('castellan.session'))).toBeNull();
});

test('a callback with #error=access_denied ends on the login page with "Discord authentication failed"', async ({ page }) => {
  await page.goto('/auth/discord/callback#error=access_denied');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Discord authentication failed' })).toBeVisible();
});

test('a callback without a token ends on the login page with "Missing access token"', async ({ page }) => {
  await page.goto('/auth/discord/callback');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Missing access token' })).toBeVisible();
});

test('a Discord account whose e-mail matches an existing player signs in to that account', async ({ page, context }) => {
  const email = newEmail('linked');
  await signUpViaApi(page.request, email);
  const player = await addDiscordUser({ email, verified: true, username: 'linked_lord' });
  await signInWithDiscordAs(page, context, player.id);
  await page.goto('/profile');
  await expect(page.getByRole('main').getByText(email).first()).toBeVisible();
  await expect(page.getByRole('main').getByText('E-mail and password, Discord')).toBeVisible();
});

test('a two-factor player coming back from the popup is asked for the code on the login page', async ({ page, context, request, baseURL }) => {
  const user = await userWithTwoFactor(request, baseURL!, 'discord-2fa');
  const player = await addDiscordUser({ email: user.email, verified: true, username: 'guarded_lord' });
  await consentOnDiscordAs(context, player.id);
  await page.goto('/auth/login?redirect=%2Faccounts');
  const popupOpened = page.waitForEvent('popup');
  await discordButton(page).click();
  await (await popupOpened).waitForEvent('close');
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('castellan.session'))).toBeNull();
  await page.getByLabel('Authentication code').fill(nextCode(user));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/accounts$/);
  await expect(page.getByRole('status').filter({ hasText: 'Successfully signed in with Discord!' })).toBeVisible();
});

test('slash commands: a player signed in with Discord asks /status and /stop there, and the bot stops on the dashboard', async ({ page, context }) => {
  const player = await addDiscordUser({ username: `commander_${Date.now().toString(36)}` });
  await signInWithDiscordAs(page, context, player.id);
  const account = await addGameAccountViaApi(page);
  await createBotThroughForm(page, 'Resource Collector & Feasts', { label: `${account.name} – INT1` });
  const card = page.getByRole('article', { name: /Resource Collector & Feasts/ });
  await card.getByRole('button', { name: 'Start' }).click();
  await expect(card.getByText('ONLINE', { exact: true })).toBeVisible({ timeout: 15_000 });

  // Discord (its stand-in) signs each command and posts it to the API's interactions endpoint.
  const command = async (name: string, option?: { name: string; value: string }) => {
    const res = await fetch(`${FAKE}/_fake/interactions`, { method: 'POST', body: JSON.stringify({ user_id: player.id, name, option }) });
    const { status, answer } = (await res.json()) as { status: number; answer: { type: number; data: { content: string; flags: number } } };
    expect({ status, type: answer.type, private: answer.data.flags === 64 }).toEqual({ status: 200, type: 4, private: true });
    return answer.data.content;
  };
  const name = (await card.getByRole('heading').innerText()).trim();
  expect(await command('status')).toBe(`${name}: online`);
  expect(await command('stop', { name: 'bot', value: name })).toBe(`${name}: stop requested.`);
  // The dashboard, left open, shows what Discord did: it reads its list again every 15 s while visible.
  await expect(card.getByText('OFFLINE', { exact: true })).toBeVisible({ timeout: 30_000 });
});
