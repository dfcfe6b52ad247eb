/**
 * A bot's console lines in the reader's language: a German player starts a bot and reads its console
 * history in German — the API's start line, the game session's login and the bot's own first lines — each
 * made in the page's language from the message kept with the line (its English stays in the stored line);
 * and a bot that failed says why in German too.
 * Expected texts come from the translation files.
 */
import { expect, test } from '@playwright/test';
import { catalogue, text } from './catalogue';
import { germanPlayer, newEmail } from './helpers';
import { lookAt } from './look';

const de = catalogue('de', 'bot-lines');
const line = (set: string, key: string, params: Record<string, string> = {}) => text(de, `bot-lines/${set}`, key, params);

test('a German player starts a bot and reads its console in German', async ({ browser }) => {
  test.setTimeout(45_000);
  const { context, page, headers } = await germanPlayer(browser);

  // A game account and a quick Resource Keeper on it, started as the dashboard's button starts it.
  const username = `Ritter${Date.now().toString(36)}`;
  const account = await page.request.post('/api/accounts', {
    headers,
    data: { email: newEmail('ritter'), server: 'INT1', username, password: 'castle password', type: 'none' },
  });
  expect(account.status()).toBe(201);
  const { id: accountId } = (await account.json()) as { id: string };
  const created = await page.request.post('/api/bots', {
    headers,
    data: { templateId: 'resource-keeper', accountId, settings: { minDelaySeconds: 1, maxDelaySeconds: 2, breakEveryMinutes: 0 } },
  });
  expect(created.status()).toBe(201);
  const bot = (await created.json()) as { id: string };
  expect((await page.request.post(`/api/bots/${bot.id}/actions`, { headers, data: { action: 'start' } })).ok()).toBe(true);

  await page.goto(`/bots/${bot.id}`);
  await expect(page).toHaveURL(new RegExp(`/de/bots/${bot.id}$`));
  const log = page.getByRole('log');
  await expect(log).toContainText(line('control', 'startRequested'), { timeout: 15_000 });
  await expect(log).toContainText(line('session', 'loggedIn', { username, server: 'INT1' }), { timeout: 20_000 });
  await expect(log).toContainText(line('supervisor', 'online'), { timeout: 15_000 });
  // The Resource Keeper's first step: the tax collector sent out, or taxes in with the castle's stores.
  const either = [
    fixed(line('economy', 'collectorSent', { duration: '{}' })),
    // Taxes are counted: German's forms for one coin and for more.
    ...Object.values(de['bot-lines/economy']!.taxesCollectedStores as unknown as Record<string, string>).map((form) =>
      fixed(form.replace(/\{(count|castle|stores)\}/g, '{}')),
    ),
  ];
  await expect(log).toContainText(new RegExp(either.map(escape).join('|')), { timeout: 20_000 });
  for (const english of ['Start requested.', `Logged in as ${username}`, 'Bot is online.', 'Sent the tax collector out', 'coins in taxes'])
    await expect(log).not.toContainText(english);
  await context.close();
});

test('a German player whose game password is wrong reads why in German: on the bot card, in the console and at Test login', async ({ browser }) => {
  test.setTimeout(45_000);
  const { context, page, headers } = await germanPlayer(browser);

  // The first login founds the castle with the right password; the account is then saved with a typo.
  const username = `Tristan${Date.now().toString(36)}`;
  expect(
    (await (await page.request.post('/api/accounts/test-login', { headers, data: { server: 'INT1', username, password: 'right password' } })).json()).ok,
  ).toBe(true);
  const account = await page.request.post('/api/accounts', {
    headers,
    data: { email: newEmail('tristan'), server: 'INT1', username, password: 'wrong password', type: 'none' },
  });
  const { id: accountId } = (await account.json()) as { id: string };
  const created = await page.request.post('/api/bots', { headers, data: { templateId: 'resource-keeper', accountId, name: 'Tristans Hof' } });
  const bot = (await created.json()) as { id: string };

  await page.goto('/dashboard');
  const card = page.getByRole('article', { name: 'Tristans Hof' });
  await card.getByRole('button', { name: 'Starten', exact: true }).click();
  const why = `${line('failures', 'wrongPassword')} ${line('failures', 'updateAccount')}`;
  await expect(card.getByText(why)).toBeVisible({ timeout: 20_000 });
  // The card's newest console line too.
  await expect(card.getByText(line('supervisor', 'stoppedOnError'))).toBeVisible();
  await expect(card).not.toContainText('wrong game password');
  await expect(card).not.toContainText('Bot stopped on an error.');
  await lookAt(page, 'language-de-bot-failed', { words: true });

  await page.goto(`/bots/${bot.id}`);
  await expect(page.getByText(why, { exact: true })).toBeVisible();
  await expect(page.getByRole('log')).toContainText(line('runtime', 'error', { reason: why }));

  // Test login in the edit dialog's words: the game's refusal, in German.
  const tried = await page.request.post(`/api/accounts/${accountId}/test-login`, { headers: { ...headers, cookie: 'castellan-lang=de' }, data: {} });
  expect((await tried.json()).message).toBe(line('failures', 'wrongPassword'));
  await context.close();
});

/** The longest stretch of a line's words between its parameters (marked `{}`). */
function fixed(text: string): string {
  return text
    .split('{}')
    .sort((a, b) => b.length - a.length)[0]!
    .trim();
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
