/**
 * Sharing (issue 39): an owner on Plus shares a game account's bots with a second player by a code; the
 * second player accepts it on the dashboard, starts the bot from "Shared with me" and is named in the
 * owner's activity log; ending the share (asked first) closes the second player's open console at once,
 * which then says plainly that the bot is no longer theirs, with no state and no controls. The owner may
 * send the share by e-mail instead: the friend's mail links to the dashboard, which accepts it.
 */
import { expect, test } from '@playwright/test';
import { addGameAccountViaApi, createBotThroughForm, grantPlan, signedUpPlayer, signInThroughUi, uniqueStamp } from './helpers';
import { linkIn, mailTo } from './mailbox';
import { lookAt } from './look';

test('an owner shares a game account; the friend starts its bot, is seen in the owner’s activity, and loses the console when the owner ends it', async ({
  page,
  browser,
  request,
}) => {
  // Two players, a bot played, and two screens looked at in three themes at two widths: past 60 s on a loaded machine.
  test.setTimeout(120_000);
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
  // The friend never asks for what a shared player may not read (the account's ban-risk meter is the owner's).
  const refused: string[] = [];
  friend.on('response', (r) => void (r.status() === 404 && new URL(r.url()).pathname.startsWith('/api/') && refused.push(new URL(r.url()).pathname)));
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
  await expect(friend.getByText('ONLINE', { exact: true })).toBeVisible();
  expect(refused).toEqual([]);
  await dialog.getByRole('button', { name: /^End sharing with / }).click();
  // Asked first; keeping it changes nothing.
  const confirm = page.getByRole('dialog', { name: /^End sharing with .+\?$/ });
  await expect(confirm.getByText('the bots they started stop now')).toBeVisible();
  await lookAt(page, 'share-end-confirm', { words: true });
  await confirm.getByRole('button', { name: 'Keep sharing' }).click();
  await expect(confirm).toBeHidden();
  await expect(friend.getByText('Live', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: /^End sharing with / }).click();
  await confirm.getByRole('button', { name: 'End sharing' }).click();
  await expect(page.getByText('Sharing ended: the bots they started are stopped.')).toBeVisible();
  // The friend's open console says plainly the bot is no longer theirs: no state, no Stop.
  await expect(friend.getByRole('heading', { name: 'You no longer have access to this bot' })).toBeVisible();
  await expect(friend.getByText('ONLINE', { exact: true })).toHaveCount(0);
  await expect(friend.getByRole('button', { name: /Stop/ })).toHaveCount(0);
  await expect(friend.getByRole('log')).toHaveCount(0);
  await lookAt(friend, 'share-ended-console', { words: true });
  await friendContext.close();
});

test('an owner sends a share by e-mail; the friend follows the mail’s link, signs in, and the share is accepted', async ({ page, browser, request }) => {
  await signedUpPlayer(page);
  await grantPlan(page, request, 'plus', 'sharing by e-mail');
  const account = await addGameAccountViaApi(page, `Mail${uniqueStamp()}`);
  // The friend has an account, and is signed out when the mail comes.
  const signUpContext = await browser.newContext();
  const friendEmail = await signedUpPlayer(await signUpContext.newPage());
  await signUpContext.close();

  await page.goto('/accounts');
  await page.getByRole('button', { name: `Share the bots of ${account.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Share the bots of ${account.name}` });
  await dialog.getByLabel('Send it by e-mail (optional)').fill(friendEmail);
  await dialog.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(dialog.getByText(`We sent the invitation to ${friendEmail}.`)).toBeVisible();
  // The code path stays: the same share as a code, should the mail not arrive.
  await expect(dialog.getByRole('status', { name: 'Share code' })).toHaveText(/^[\w-]{22}$/);
  await lookAt(page, 'share-dialog-invited', { words: true });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: `Share the bots of ${account.name}` }).click();
  await expect(dialog.getByText(`Invitation sent to ${friendEmail}`)).toBeVisible();

  const mail = await mailTo(friendEmail, { subject: /shares their Castellan bots with you/ });
  const friendContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const friend = await friendContext.newPage();
  // Signed out, the link goes through sign-in and back to the dashboard, which accepts it.
  await signInThroughUi(friend, friendEmail, 'castle password', { from: linkIn(mail, '/dashboard').href });
  await expect(friend.getByText(`You now share the bots of ${account.name} (INT1).`)).toBeVisible();
  await expect(friend.getByRole('region', { name: 'Shared with me' }).getByRole('heading', { name: new RegExp(`bots on ${account.name}`) })).toBeVisible();
  await friendContext.close();
});
