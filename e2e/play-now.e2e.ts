/**
 * Play now (issue 36) as a player meets it: another player already plays the game account both added, so
 * this player's bot waits and its console says why, naming no one; the console's Play now button takes
 * the account back on purpose, by keyboard alone. Looked at on 1280 and 375 px in the three themes, with
 * axe, in English and in German.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newEmail, playerInLanguage, signedUpPlayer, signUpViaApi } from './helpers';
import { lookAt } from './look';

/** A game account on INT1 and a quiet Attack Guard bot on it for the player with `token`, started. */
async function startedBot(request: APIRequestContext, token: string, username: string, origin?: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}`, ...(origin && { origin }) };
  const account = await request.post('/api/accounts', {
    headers,
    data: { email: newEmail('shared'), server: 'INT1', username, password: 'castle-pw', type: 'none' },
  });
  expect(account.status()).toBe(201);
  const { id: accountId } = (await account.json()) as { id: string };
  const created = await request.post('/api/bots', {
    headers,
    data: { templateId: 'attack-guard', accountId, settings: { checkEverySeconds: 3600, minAttackers: 1 } },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await request.post(`/api/bots/${id}/actions`, { headers, data: { action: 'start' } })).ok()).toBe(true);
  return id;
}

/** Another player who added the game account `username` first, with a bot playing it. */
async function otherPlayerPlays(request: APIRequestContext, username: string): Promise<{ token: string; botId: string }> {
  const token = await signUpViaApi(request, newEmail('anna'));
  const botId = await startedBot(request, token, username);
  await expect
    .poll(
      async () => ((await (await request.get(`/api/bots/${botId}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { state: string }).state,
      { timeout: 30_000 },
    )
    .toBe('online');
  return { token, botId };
}

async function stop(request: APIRequestContext, token: string, botId: string): Promise<void> {
  await request.post(`/api/bots/${botId}/actions`, { headers: { authorization: `Bearer ${token}` }, data: { action: 'stop' } });
}

const sessionToken = (page: Page) => page.evaluate(() => localStorage.getItem('castellan.session') as string);

const cases = [
  {
    locale: 'en',
    held: 'This game account is already being played by another Castellan bot: this bot waits until it is free.',
    button: 'Play now',
    answer: 'The bot logs in within a few seconds.',
    loggingIn: 'Play now: logging in at once, as you asked.',
  },
  {
    locale: 'de',
    held: 'Dieser Spielaccount wird schon von einem anderen Castellan-Bot gespielt: Dieser Bot wartet, bis er frei ist.',
    button: 'Jetzt spielen',
    answer: 'Der Bot meldet sich in wenigen Sekunden an.',
    loggingIn: '„Jetzt spielen“: Der Bot meldet sich sofort an, wie gewünscht.',
  },
];

for (const words of cases) {
  test(`Play now (${words.locale}): a bot waiting for a game account another player plays says why, and takes it back by keyboard`, async ({
    page: englishPage,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const username = `Shared${Date.now().toString(36)}`;
    const anna = await otherPlayerPlays(request, username);
    let page = englishPage;
    let token: string;
    let close = async () => {};
    if (words.locale === 'en') {
      await signedUpPlayer(page);
      token = await sessionToken(page);
    } else {
      const german = await playerInLanguage(browser, words.locale, request);
      ({ page, token } = german);
      close = () => german.context.close();
    }
    const botId = await startedBot(request, token, username, new URL(page.url()).origin);
    await page.goto(`/bots/${botId}`);

    // The bot waits, and says why without naming the other player.
    await expect(page.getByText(words.held)).toBeVisible({ timeout: 20_000 });
    const playNow = page.getByRole('button', { name: words.button });
    await expect(playNow).toBeVisible();
    await expect(page.getByText(/anna/i)).toHaveCount(0);
    await lookAt(page, `console-play-now-${words.locale}`, { words: true });

    // By keyboard alone: the button takes focus and Enter presses it.
    await playNow.focus();
    await expect(playNow).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: words.answer })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText(words.loggingIn)).toBeVisible({ timeout: 20_000 });
    await expect(playNow).toBeHidden({ timeout: 20_000 });
    await lookAt(page, `console-played-now-${words.locale}`);

    await stop(request, token, botId);
    await stop(request, anna.token, anna.botId);
    await close();
  });
}
