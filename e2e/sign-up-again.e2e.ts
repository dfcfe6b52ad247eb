/**
 * "Send the e-mail again" on the check-your-inbox screen after signing up: a new link, which creates the
 * account; asked too often, the API's refusal says when to ask again and the button stays.
 */
import { expect, test } from '@playwright/test';
import { askToCreateAccount, newEmail } from './helpers';
import { linkIn, mailsTo } from './mailbox';
import { lookAt } from './look';

test('the sign-up mail can be sent again; its newest link creates the account; too many asks are refused with when to ask again', async ({ page }) => {
  const email = newEmail();
  await askToCreateAccount(page, email);
  await expect.poll(async () => (await mailsTo(email)).length).toBe(1);

  const again = page.getByRole('button', { name: 'Send the e-mail again' });
  await again.click();
  await expect(page.getByText(`If ${email} is waiting for its sign-up link, we sent a new one: only the newest link works.`)).toBeVisible();
  await expect(again).toBeEnabled();
  await expect.poll(async () => (await mailsTo(email)).length).toBe(2);
  await lookAt(page, 'sign-up-sent-again', { words: true });

  // The address has had its sign-up and two mails this hour: the third ask is refused, the button stays.
  await again.click();
  await expect.poll(async () => (await mailsTo(email)).length).toBe(3);
  await again.click();
  await expect(page.getByText(/^We sent this mail several times in the last hour\. Look in your spam folder, or ask again in \d+ minutes?\.$/)).toBeVisible();
  await expect(again).toBeEnabled();

  // The newest link creates the account.
  const [newest] = await mailsTo(email);
  await page.goto(linkIn(newest!, '/verify-email').href);
  await expect(page).toHaveURL(/\/dashboard$/);
});
