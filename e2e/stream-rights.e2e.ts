/**
 * A page that stays open stays right (issue 63): a player's bot page is open, its console and live map
 * streaming; they sign out on another device. Within seconds, without a reload, the console says to sign
 * in again (not that a share ended: the bot is theirs) and the map says it no longer has access; neither
 * opens again.
 */
import { expect, test } from '@playwright/test';
import { addGameAccountViaApi, apiHeaders, createBotThroughForm, signedUpPlayer, uniqueStamp } from './helpers';
import { lookAt } from './look';

test('signed out on another device: the open console and map say so at once, and stop', async ({ page }) => {
  await signedUpPlayer(page);
  const account = await addGameAccountViaApi(page, `Watch${uniqueStamp()}`);
  await createBotThroughForm(page, 'Resource Collector & Feasts', { label: `${account.name} – INT1` });
  await page
    .getByRole('article', { name: /Resource Collector & Feasts/ })
    .getByRole('link', { name: 'Console' })
    .click();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  await expect(page.getByText('Map live')).toBeVisible();

  // Another device signs this session out: the API ends the streams it let in.
  const headers = await apiHeaders(page);
  expect((await page.request.post('/api/auth/logout', { headers })).status()).toBeLessThan(300);

  await expect(page.getByText('Your session has expired. Sign in again to follow the console.')).toBeVisible();
  await expect(page.getByText('Map closed')).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'You no longer have access to this map: the share or your session ended. No more changes will arrive.' }),
  ).toBeVisible();
  await expect(page.getByText('Its owner no longer shares this bot with you')).toHaveCount(0);
  await lookAt(page, 'stream-signed-out', { words: true });
});
