/**
 * Getting into an account, in the browser and against the real mail catcher: confirming the address from
 * the welcome mail, a forgotten password reset from its mail (which ends the sessions signed in before),
 * and the second sign-in step of a two-factor user with an app code and with a recovery code.
 */
import { expect, test } from '@playwright/test';
import { askToCreateAccount, newEmail, signInThroughUi, signOutThroughUi, signUpLink, signUpViaApi } from './helpers';
import { linkIn, mailTo } from './mailbox';
import { nextCode, userWithTwoFactor, wrongCode } from './two-factor';

test('sign-up: Create Account says to check the inbox; the mailed link creates the account and lands signed in on the dashboard, once', async ({ page }) => {
  const email = newEmail('signup');
  await askToCreateAccount(page, email);
  await expect(page.getByText(`Check your inbox: we sent a link to ${email}. Open it to finish creating your account.`)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('castellan.session'))).toBeNull();

  const link = await signUpLink(email);
  await page.goto(link.href);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('status').filter({ hasText: 'Account created successfully' })).toBeVisible();
  await expect(page.getByRole('banner').getByText(email)).toBeVisible();
  // The address is confirmed by the link itself: no banner asks for it.
  await expect(page.getByRole('complementary', { name: 'Confirm your e-mail address' })).toHaveCount(0);

  // A used link says so, and the signed-in player is pointed on rather than offered another link.
  await page.goto(link.href);
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to dashboard' })).toBeVisible();
});

test('forgot password: the mailed link sets a new one, ends the session signed in before, and works once', async ({ browser, page, request }) => {
  const email = newEmail('reset');
  await signUpViaApi(request, email, 'old castle password');

  // Another browser, signed in before the reset.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInThroughUi(otherPage, email, 'old castle password');

  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Check your mail' })).toBeVisible();
  await expect(page.getByText('If an account uses this address, we sent it a link to choose a new password.')).toBeVisible();

  const link = linkIn(await mailTo(email, { subject: /Reset your Castellan password/ }), '/reset-password');
  await page.goto(link.href);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  // With the keyboard alone: the new password has the focus; a confirmation that differs is caught here.
  await expect(page.getByLabel('New password', { exact: true })).toBeFocused();
  await page.keyboard.type('new castle password');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Confirm new password')).toBeFocused();
  await page.keyboard.type('new castle passwort');
  await page.keyboard.press('Enter');
  await expect(page.getByText('The two passwords are not the same.')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('new castle password');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  await expect(page.getByText('Your password is changed. Sign in with it now.')).toBeVisible();

  // The session from before is over: its next page is the sign-in page.
  await otherPage.goto('/accounts');
  await expect(otherPage).toHaveURL(/\/auth\/login\?redirect=%2Faccounts$/);
  await expect(otherPage.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await other.close();

  // The link was for one use: clicked in the mail again (a new tab), it says so.
  const again = await page.context().newPage();
  await again.goto(link.href);
  await again.getByLabel('New password', { exact: true }).fill('another castle password');
  await again.getByLabel('Confirm new password').fill('another castle password');
  await again.getByRole('button', { name: 'Change password' }).click();
  await expect(again.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
  await expect(again.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/auth/forgot-password');
  await again.close();

  await signInThroughUi(page, email, 'new castle password');
});

test('two-factor sign-in: a code from the app, then a recovery code; a lapsed step starts over', async ({ page, request, baseURL }) => {
  const user = await userWithTwoFactor(request, baseURL!);
  const signIn = async () => {
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  };

  await page.goto('/auth/login?redirect=%2Fsettings');
  await signIn();
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await page.keyboard.type(wrongCode(user));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'That code is not right.' })).toBeVisible();
  // As an app shows it, with a space in the middle.
  const right = nextCode(user);
  await code.fill(`${right.slice(0, 3)} ${right.slice(3)}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings$/);
  await signOutThroughUi(page, user.email);

  // The step lapsed (its challenge lives minutes): back to the first step with the API's reason.
  await page.goto('/auth/login');
  await signIn();
  await page.route('**/api/auth/second-step', (route) =>
    route.fulfill({ status: 401, json: { success: false, code: 'SIGN_IN_AGAIN', message: 'This sign-in took too long. Please sign in again.' } }),
  );
  await page.getByLabel('Authentication code').fill('123456');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This sign-in took too long. Please sign in again.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.unroute('**/api/auth/second-step');

  await signIn();
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await expect(page.getByLabel('Recovery code')).toBeFocused();
  await page.keyboard.type(user.recoveryCodes[0]!);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
});
