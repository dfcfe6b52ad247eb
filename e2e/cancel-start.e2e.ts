/**
 * A start that waits can be cancelled (issue 54), as a player meets it: their game account was logged in
 * three times within ten minutes, so a started bot waits for its next login and its card says until when.
 * The player stops it from the dashboard card with the mouse, then, started again, cancels it in its
 * console by keyboard alone; each time the bot reads offline and the account's login budget keeps the
 * three logins it had (the API test, api/src/modules/bots/cancel-start.test.ts, counts the game's logins).
 * Looked at on 1280 and 375 px in every theme; the card names the bot once (issue 54 too).
 */
import mongoose from 'mongoose';
import { expect, test, type Page } from '@playwright/test';
import { gameAccountKey, LOGIN_BUDGET } from '../api/src/runtime/login-guard';
import { apiHeaders, newEmail, signedUpPlayer } from './helpers';
import { lookAt } from './look';

/** The wait, until when (the time as the page writes it, in the reader's zone). */
const WAITS = /the next login waits until \d\d?:\d\d:\d\d/;

async function database<T>(work: (db: mongoose.Connection) => Promise<T>): Promise<T> {
  const uri = process.env.E2E_MONGODB_URI;
  if (!uri) throw new Error('E2E_MONGODB_URI is not set: run the browser tests through scripts/test.ts.');
  const db = await mongoose.createConnection(uri).asPromise();
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/**
 * The account's login log as three logins would leave it (runtime/login-guard.ts, bots/login-guard): stamped
 * a few minutes ahead, so its next login waits that long whatever the test's pace, and nothing here waits
 * on the clock.
 */
function spendLoginBudget(username: string): Promise<void> {
  const key = gameAccountKey('INT1', username);
  const at = Date.now() + 5 * 60_000;
  return database(async (db) => {
    await db.collection('login_entries').insertMany(Array.from({ length: LOGIN_BUDGET }, (_, i) => ({ _id: `${key}|${i + 1}` as never, at })));
    await db.collection('login_heads').insertOne({ _id: key as never, seq: LOGIN_BUDGET });
  });
}

/** How many logins the account's log holds: a cancelled start adds none. */
const loginsLogged = (username: string) => {
  const key = gameAccountKey('INT1', username);
  return database((db) => db.collection('login_entries').countDocuments({ _id: { $in: [1, 2, 3, 4, 5].map((n) => `${key}|${n}`) as never[] } }));
};

/** A game account whose login budget is used up, and a quiet Incoming Attack Guard on it (stopped). */
async function botOnSpentAccount(page: Page): Promise<{ id: string; name: string; username: string }> {
  const headers = await apiHeaders(page);
  const username = `Waiting${Date.now().toString(36)}`;
  const account = await page.request.post('/api/accounts', {
    headers,
    data: { email: newEmail('waits'), server: 'INT1', username, password: 'castle-pw', type: 'none' },
  });
  expect(account.status()).toBe(201);
  const { id: accountId } = (await account.json()) as { id: string };
  const created = await page.request.post('/api/bots', {
    headers,
    data: { templateId: 'attack-guard', accountId, settings: { checkEverySeconds: 3600, minAttackers: 1 } },
  });
  expect(created.status()).toBe(201);
  const bot = (await created.json()) as { id: string; name: string };
  await spendLoginBudget(username);
  return { ...bot, username };
}

test('a start that waits for its login is stopped from the dashboard card and cancelled in the console by keyboard; the bot reads offline', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedUpPlayer(page);
  const bot = await botOnSpentAccount(page);
  await page.goto('/dashboard');

  // The card names the bot once: its name says its template and account, and the account's heading above
  // the card its server; nothing under the name says either again.
  await expect(page.getByRole('heading', { level: 3, name: `${bot.username} (INT1)` })).toBeVisible();
  const card = page.getByRole('article', { name: bot.name });
  await expect(card.getByRole('heading', { level: 3, name: bot.name })).toBeVisible();
  await expect(card.getByText(bot.username)).toHaveCount(1);
  await expect(card.getByText('Incoming Attack Guard')).toHaveCount(1);

  await card.getByRole('button', { name: 'Start', exact: true }).click();
  // It waits, says why and until when, and both ways to stop it stay pressable.
  await expect(card.getByText(WAITS)).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText('OFFLINE', { exact: true })).toBeVisible();
  const cancel = card.getByRole('button', { name: 'Cancel start' });
  const stop = card.getByRole('button', { name: `Stop bot ${bot.name}` });
  await expect(cancel).toBeEnabled();
  await expect(stop).toBeEnabled();
  await lookAt(page, 'bot-card-waits-to-start');

  await stop.click();
  await expect(card.getByRole('button', { name: 'Start', exact: true })).toBeEnabled({ timeout: 15_000 });
  await expect(card.getByText('OFFLINE', { exact: true })).toBeVisible();
  await expect(stop).toBeDisabled();
  await expect(card.getByText(WAITS)).toBeHidden({ timeout: 15_000 });
  expect(await loginsLogged(bot.username)).toBe(LOGIN_BUDGET);

  // In its console, by keyboard alone: Start, the wait said in the log, Cancel start.
  await page.goto(`/bots/${bot.id}`);
  const log = page.getByRole('log', { name: 'Console output' });
  await expect(log).toContainText('Start cancelled: the bot stops before logging in.');
  const start = page.getByRole('button', { name: 'Start', exact: true });
  await start.focus();
  await page.keyboard.press('Enter');
  await expect(log.locator('.console-line').filter({ hasText: WAITS })).toHaveCount(2, { timeout: 30_000 });
  const cancelHere = page.getByRole('button', { name: 'Cancel start' });
  await expect(cancelHere).toBeEnabled();
  await lookAt(page, 'console-waits-to-start');
  await cancelHere.focus();
  await page.keyboard.press('Enter');
  await expect(log.locator('.console-line').filter({ hasText: 'Start cancelled: the bot stops before logging in.' })).toHaveCount(2, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeEnabled({ timeout: 15_000 });
  await expect(page.getByText('OFFLINE', { exact: true })).toBeVisible();
  expect(await loginsLogged(bot.username)).toBe(LOGIN_BUDGET);
  const listed = await page.request.get(`/api/bots/${bot.id}`, { headers: await apiHeaders(page) });
  expect(await listed.json()).toMatchObject({ state: 'offline', desiredState: 'offline' });
});

test('on a phone the console’s log takes most of the screen and the schedule’s form is folded below it, in every theme', async ({ page }) => {
  await signedUpPlayer(page);
  const bot = await botOnSpentAccount(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/bots/${bot.id}`);
  const log = page.getByRole('log', { name: 'Console output' });
  await expect(page.getByRole('heading', { name: 'Schedule' })).toBeVisible();
  const box = (await log.boundingBox())!;
  expect(box.height).toBeGreaterThan(812 * 0.6);
  // The schedule's form is folded under its line on a phone, and unfolds by keyboard.
  const schedule = page.getByRole('region', { name: 'Schedule' });
  await expect(schedule.getByText('No windows: it runs when you start it.')).toBeVisible();
  await expect(schedule.getByLabel('Day')).toBeHidden();
  await lookAt(page, 'console-phone');
  await schedule.getByText('Weekly windows and time zone').focus();
  await page.keyboard.press('Enter');
  await expect(schedule.getByLabel('Day')).toBeVisible();
  await expect(schedule.getByRole('button', { name: 'Save schedule' })).toBeVisible();
});
