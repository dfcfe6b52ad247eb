/**
 * A safety lock as a player meets it: the game answers a bot's castle read with a code nobody knows (the
 * local game server's operator fault), the account locks itself, and the player reads why on the bot's
 * console strip, on the account's card and in the bell (which opens the card), presses Resume with the
 * keyboard, and the bot plays again. Once in English, once as a German player, each screen looked at in
 * both widths and the three themes. Expected German texts come from the translation files.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { zoneOf } from '../shared/src/game';
import { OPERATOR_FAULTS_PATH } from '../simulator/session/operator';
import { newEmail, playerInLanguage, signedUpPlayer } from './helpers';
import { lookAt } from './look';

type Catalogue = Record<string, Record<string, string>>;
const german = (area: string) => JSON.parse(readFileSync(new URL(`../shared/i18n/de/${area}.json`, import.meta.url), 'utf8')) as Catalogue;
const fill = (text: string, params: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, name: string) => params[name]!);
const deLines = german('bot-lines')['bot-lines/safety']!;
const deLock = german('accounts')['accounts/safety-lock']!;

const FAULTS = new URL(OPERATOR_FAULTS_PATH, process.env.GAME_OPERATOR_RAIDS_URL).href;

async function apiHeaders(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem('castellan.session'));
  expect(token).toBeTruthy();
  return { origin: new URL(page.url()).origin, authorization: `Bearer ${token}` };
}

/** A game account with a quick Resource Keeper on it, started; the bot is online once its console says so. */
async function runningBot(page: Page, username: string) {
  const headers = await apiHeaders(page);
  const account = await page.request.post('/api/accounts', {
    headers,
    data: { email: newEmail('lock'), server: 'INT1', username, password: 'castle password', type: 'none' },
  });
  expect(account.status()).toBe(201);
  const { id: accountId } = (await account.json()) as { id: string };
  const created = await page.request.post('/api/bots', {
    headers,
    data: { templateId: 'resource-keeper', accountId, settings: { minDelaySeconds: 1, maxDelaySeconds: 2, breakEveryMinutes: 0 } },
  });
  expect(created.status()).toBe(201);
  const { id: botId } = (await created.json()) as { id: string };
  expect((await page.request.post(`/api/bots/${botId}/actions`, { headers, data: { action: 'start' } })).ok()).toBe(true);
  return { accountId, botId };
}

/** The game answers the account's next castle read (`dcl`, which the Resource Keeper sends each step) with a code nobody knows. */
async function unknownCodeNext(page: Page, username: string): Promise<void> {
  const fault = await page.request.post(FAULTS, {
    headers: { authorization: `Bearer ${process.env.GAME_OPERATOR_KEY}` },
    data: { zone: zoneOf('INT1'), player: username, command: 'dcl', code: 999 },
  });
  expect(fault.status()).toBe(201);
}

test('an unknown code locks the account: the console strip and the card say why, the bell opens the card, Resume brings the bot back', async ({ page }) => {
  test.setTimeout(120_000);
  await signedUpPlayer(page);
  const username = `Gawain${Date.now().toString(36)}`;
  const { accountId, botId } = await runningBot(page, username);
  await page.goto(`/bots/${botId}`);
  const log = page.getByRole('log');
  await expect(log).toContainText(`Logged in as ${username} on INT1.`, { timeout: 30_000 });

  await unknownCodeNext(page, username);
  const reason = 'The game answered dcl with code 999, an answer the game client itself has no name for.';
  await expect(log).toContainText(`${username} is locked for safety: ${reason} This bot sends nothing until you press Resume.`, { timeout: 20_000 });
  const strip = page.getByRole('region', { name: `${username} (INT1) is locked for safety` });
  await expect(strip).toBeVisible({ timeout: 10_000 });
  await expect(strip.getByText(reason)).toBeVisible();
  await lookAt(page, 'safety-lock-console');

  // The bell's notification names the account and opens its card, where the lock stands out too.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click();
  const notice = page.getByRole('link', { name: `Safety lock on ${username} (INT1): ${reason} Check the account and press Resume.` });
  await notice.click();
  await expect(page).toHaveURL(new RegExp(`/accounts#account-${accountId}$`));
  const card = page.locator(`#account-${accountId}`).getByRole('region', { name: 'Locked for safety' });
  await expect(card.getByText(reason)).toBeVisible();
  await lookAt(page, 'safety-lock-account');

  // Resume from the console, with the keyboard alone.
  await page.goto(`/bots/${botId}`);
  const resume = strip.getByRole('button', { name: `Resume the bots of ${username} (INT1)` });
  await resume.focus();
  await page.keyboard.press('Enter');
  await expect(strip).toBeHidden({ timeout: 10_000 });
  await expect(log).toContainText(`Resumed: the safety lock on ${username} is lifted; playing again.`, { timeout: 20_000 });
  // Playing again: the session logs in anew and the castle is read again.
  await expect(log.getByText(`Logged in as ${username} on INT1.`)).toHaveCount(2, { timeout: 30_000 });
  await page.goto('/accounts');
  await expect(page.locator(`#account-${accountId}`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Locked for safety' })).toHaveCount(0);
});

test('a German player reads the lock in German on the card and the console strip, and resumes from the card with the keyboard', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await playerInLanguage(browser, 'de-DE', request);
  expect((await page.request.put('/api/users/me/language', { headers: await apiHeaders(page), data: { language: 'de' } })).ok()).toBe(true);
  const username = `Parzival${Date.now().toString(36)}`;
  const { accountId, botId } = await runningBot(page, username);
  await page.goto(`/bots/${botId}`);
  await expect(page).toHaveURL(new RegExp(`/de/bots/${botId}$`));
  const log = page.getByRole('log');
  await expect(log).toContainText(username, { timeout: 30_000 });

  await unknownCodeNext(page, username);
  const reason = fill(deLines.unknownCode!, { command: 'dcl', code: '999' });
  await expect(log).toContainText(fill(deLines.waitingLocked!, { username, reason }), { timeout: 20_000 });
  const strip = page.getByRole('region', { name: fill(deLock.headingFor!, { account: `${username} (INT1)` }) });
  await expect(strip.getByText(reason)).toBeVisible({ timeout: 10_000 });
  await expect(strip).not.toContainText('locked for safety');
  await lookAt(page, 'safety-lock-console-de', { words: true });

  await page.goto('/accounts');
  await expect(page).toHaveURL(/\/de\/accounts$/);
  const card = page.locator(`#account-${accountId}`).getByRole('region', { name: deLock.heading! });
  await expect(card.getByText(reason)).toBeVisible();
  await lookAt(page, 'safety-lock-account-de', { words: true });
  const resume = card.getByRole('button', { name: fill(deLock.resumeLabel!, { account: `${username} (INT1)` }) });
  await resume.focus();
  await page.keyboard.press('Enter');
  await expect(card).toBeHidden({ timeout: 10_000 });

  await page.goto(`/bots/${botId}`);
  await expect(page.getByRole('log')).toContainText(fill(deLines.resumed!, { username }), { timeout: 20_000 });
  await context.close();
});
