/**
 * Sharing (issue 39): an owner on Plus shares a game account's bots with a second player by a code; the
 * second player accepts it on the dashboard, starts the bot from "Shared with me" and is named in the
 * owner's activity log; ending the share closes the second player's open console at once.
 */
import { expect, test } from '@playwright/test';
import { addGameAccountViaApi, createBotThroughForm, grantPlan, signedUpPlayer, uniqueStamp } from './helpers';
import { lookAt } from './look';

test('an owner shares a game account; the friend starts its bot, is seen in the owner’s activity, and loses the console when the owner ends it', async ({ page, browser, request }) => {
  await signedUpPlayer(page);
  await grantPlan(page, request, 'plus', 'sharing journey');
  const account = await addGameAccountViaApi(page, `Share${uniqueStamp()}`);
  await createBotThroughForm(page, 'Resource Collector & Feasts', { label: `${account.name} – INT1` });

  // The owner makes a code on the Game Accounts page, letting the friend start and stop the bots.
  await page.goto('/accounts');
  await page.getByRole('button', { name: `Share the bots of ${account.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Share the bots of ${account.name}` });
  await expect(dialog.getByText('Not shared with anyone yet.')).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'See the bots and their consoles' })).toBeDisabled();
  await expect(dialog.getByRole('checkbox', { name: 'Start and stop them' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Make a share code' }).click();
  const code = (await dialog.getByRole('status', { name: 'Share code' }).innerText()).trim();
  expect(code).toMatch(/^[\w-]{22}$/);
  await lookAt(page, 'share-dialog', { words: true });
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The friend, on their own plan, accepts it and starts the bot.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await signedUpPlayer(friend);
  const shared = friend.getByRole('region', { name: 'Shared with me' });
  await shared.getByLabel('Share code').fill(code);
  await shared.getByRole('button', { name: 'Look at it' }).click();
  await expect(shared.getByText(`shares the bots of ${account.name} (INT1) with you.`)).toBeVisible();
  await shared.getByRole('button', { name: 'Accept' }).click();
  const card = shared.getByRole('article', { name: /Resource Collector & Feasts/ });
  await expect(card.getByRole('button', { name: 'Settings' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Start' }).click();
  await expect(card.getByText('ONLINE', { exact: true })).toBeVisible({ timeout: 15_000 });
  await lookAt(friend, 'shared-with-me', { words: true });

  // The owner's activity log names the friend.
  await page.goto('/settings#activity');
  const log = page.getByRole('tabpanel', { name: 'Activity' }).getByRole('list', { name: 'Account activity' });
  await expect(log.getByRole('listitem').filter({ hasText: 'Bot started' }).first()).toContainText(/Resource Collector & Feasts[^,]*, by /);

  // The friend watches the console; the owner ends the share; the console says so at once.
  await card.getByRole('link', { name: 'Console' }).click();
  await expect(friend.getByRole('log')).toBeVisible();
  await expect(friend.getByText('Live', { exact: true })).toBeVisible();
  await page.goto('/accounts');
  await page.getByRole('button', { name: `Share the bots of ${account.name}` }).click();
  await dialog.getByRole('button', { name: /^End sharing with / }).click();
  await expect(page.getByText('Sharing ended: the bots they started are stopped.')).toBeVisible();
  await expect(friend.getByText('Its owner no longer shares this bot with you; no more output will arrive.')).toBeVisible();
  await friendContext.close();
});
