/**
 * The ban-risk meter and the daily budget as a player meets them: a budget of 2 attacks set in the
 * account's Daily budget dialog (by keyboard, a wrong value first), a Robber Baron Farmer started against
 * the local game server, its console saying "Paused: 2 attacks today reaches your budget of 2", and the
 * meter's level and reasons on the console strip and the account card; at 1280 and 375 px in the three
 * themes (lookAt), and the same in German.
 *
 * The day's logins are set to 30 in the database first, as a day of many logins would leave them, so the
 * level is High with a reason to read (a bot alone does not log in thirty times in a test).
 */
import { readFileSync } from 'node:fs';
import mongoose from 'mongoose';
import { expect, test, type Page } from '@playwright/test';
import { apiHeaders, germanPlayer, newEmail, signedUpPlayer } from './helpers';
import { lookAt } from './look';

type Catalogue = Record<string, Record<string, string>>;
/** German's form of a plural message for more than one (its "other"). */
const many = (message: unknown) => (message as Record<'one' | 'other', string>).other;
const catalogue = (area: string) => JSON.parse(readFileSync(new URL(`../shared/i18n/de/${area}.json`, import.meta.url), 'utf8')) as Catalogue;
const fill = (text: string, params: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, name: string) => params[name]!);

/** Today's logins of the account, as its meter writes them into the day-count store (one entry and its total). */
async function seedLogins(accountId: string, logins: number) {
  const uri = process.env.E2E_MONGODB_URI;
  if (!uri) throw new Error('E2E_MONGODB_URI is not set: run the browser tests through scripts/test.ts.');
  const db = await mongoose.createConnection(uri).asPromise();
  try {
    const owner = `account:${accountId}`;
    const day = new Date().toISOString().slice(0, 10);
    const key = `${owner}|${day}|risk:logins`;
    await db.collection('day_count_entries').insertOne({ _id: `${key}|1` as never, botId: owner, day, amount: logins, at: new Date() });
    // The totals of an owner's counters for the day are one document (day-counts/day-count.model.ts).
    await db
      .collection('day_count_totals')
      .updateOne({ _id: `${owner}|${day}` as never }, { $set: { 'counters.risk:logins': { seq: 1, total: logins }, botId: owner, day } }, { upsert: true });
  } finally {
    await db.close();
  }
}

/** A game account with 30 logins today and a Robber Baron Farmer on it that would attack far more than twice. */
async function accountAndBot(page: Page, headers: Record<string, string>, username: string) {
  const account = await page.request.post('/api/accounts', {
    headers,
    data: { email: newEmail('risk'), server: 'INT1', username, password: 'castle password', type: 'none' },
  });
  expect(account.status()).toBe(201);
  const { id: accountId } = (await account.json()) as { id: string };
  await seedLogins(accountId, 30);
  const created = await page.request.post('/api/bots', {
    headers,
    data: {
      templateId: 'baron-farmer',
      accountId,
      settings: { maxAttacksPerDay: 50, troopsPerAttack: 20, minDelaySeconds: 30, maxDelaySeconds: 40, breakEveryMinutes: 0 },
    },
  });
  expect(created.status()).toBe(201);
  return { accountId, botId: ((await created.json()) as { id: string }).id };
}

test('a budget of 2 attacks set by keyboard pauses the bot at 2; the console strip and the account card show the level, its reasons and the pause', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedUpPlayer(page);
  const headers = await apiHeaders(page);
  const username = `Warden${Date.now().toString(36)}`;
  const { botId } = await accountAndBot(page, headers, username);

  // The budget, as a player sets it: the account's Daily budget button, by keyboard alone.
  await page.goto('/accounts');
  const card = page.getByRole('listitem').filter({ hasText: username });
  await expect(card.getByText('Suspension risk today: High')).toBeVisible();
  await expect(card.getByText('30 logins today: a person rarely makes more than 24 a day.')).toBeVisible();
  await expect(card.getByText('No daily budget.')).toBeVisible();
  await card.getByRole('button', { name: new RegExp(`^Daily budget of ${username}`) }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Daily budget of ${username}`) });
  await expect(dialog).toBeVisible();
  const attacks = dialog.getByRole('spinbutton', { name: 'Attacks a day' });
  await attacks.focus();
  await page.keyboard.type('0');
  await page.keyboard.press('Enter');
  // A value out of bounds: the API's words under the field, and the field keeps the focus.
  await expect(dialog.getByRole('alert')).toHaveText('A daily budget of attacks is a whole number from 1 to 10,000, or empty for none.');
  await expect(attacks).toBeFocused();
  await page.keyboard.press('Backspace');
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Budget: 2 attacks.')).toBeVisible();

  expect((await page.request.post(`/api/bots/${botId}/actions`, { headers, data: { action: 'start' } })).ok()).toBe(true);
  await page.goto(`/bots/${botId}`);
  const paused = `Paused: 2 attacks today reaches your budget of 2. The bots of ${username}`;
  await expect(page.getByRole('log')).toContainText(paused, { timeout: 60_000 });
  const strip = page.getByRole('region', { name: "Its account's suspension risk today" });
  await expect(strip.getByText('Suspension risk today: High')).toBeVisible({ timeout: 20_000 });
  await expect(strip.getByText(/^3\d logins today: a person rarely makes more than 24 a day\.$/)).toBeVisible();
  await expect(strip.getByText(paused)).toBeVisible({ timeout: 20_000 });
  await lookAt(page, 'risk-console', { words: true });

  await page.goto('/accounts');
  await expect(card.getByText(paused)).toBeVisible();
  await expect(card.getByText(/^Today: 3\d logins, 2 attacks, /)).toBeVisible();
  await expect(card.getByText('The game suspends a bot’s account for 12 h, then 24 h, then 72 h, then for good.')).toBeVisible();
  await lookAt(page, 'risk-accounts', { words: true });
});

test('in German: the pause, the level and its reasons read in German on the console strip and the account card', async ({ browser }) => {
  test.setTimeout(120_000);
  const lines = catalogue('bot-lines')['bot-lines/risk']!;
  const meter = catalogue('accounts')['accounts/risk']!;
  const { context, page, headers } = await germanPlayer(browser);
  const username = `Ritter${Date.now().toString(36)}`;
  const { accountId, botId } = await accountAndBot(page, headers, username);
  expect((await page.request.put(`/api/accounts/${accountId}/budget`, { headers, data: { attacks: 2 } })).ok()).toBe(true);
  expect((await page.request.post(`/api/bots/${botId}/actions`, { headers, data: { action: 'start' } })).ok()).toBe(true);

  await page.goto(`/bots/${botId}`);
  await expect(page).toHaveURL(new RegExp(`/de/bots/${botId}$`));
  const paused = fill(many(lines.pausedAttacks), { count: '2', budget: '2', username });
  await expect(page.getByRole('log')).toContainText(paused, { timeout: 60_000 });
  const strip = page.getByRole('region', { name: catalogue('console')['console/risk']!.label! });
  await expect(strip.getByText(fill(meter.level!, { level: lines.levelHigh! }))).toBeVisible({ timeout: 20_000 });
  await expect(
    strip.getByText(
      new RegExp(
        `^3\\d ${fill(many(lines.logins), { count: '', norm: '24' })
          .trim()
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
      ),
    ),
  ).toBeVisible();
  await expect(strip.getByText(paused)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('log')).not.toContainText('Paused: 2 attacks today');
  await lookAt(page, 'risk-console-de', { words: true });

  await page.goto('/accounts');
  const card = page.getByRole('listitem').filter({ hasText: username });
  await expect(card.getByText(paused)).toBeVisible();
  await expect(card.getByText(meter.penalties!)).toBeVisible();
  await expect(card.getByRole('button', { name: new RegExp(`^${fill(meter.budgetFor!, { account: username })}`) })).toBeVisible();
  await lookAt(page, 'risk-accounts-de', { words: true });
  await context.close();
});
