/**
 * The Security and Activity tabs of settings, as a person uses them: two-factor sign-in turned on, used
 * (a code, then a recovery code) and turned off; sessions of two browsers, one signed out from the other;
 * a password change that ends the other browser's session and shows in the activity log.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { totpCode, totpStep } from '../api/src/modules/auth/two-factor/totp';
import { signedUpPlayer, screenshot, signOutThroughUi } from './helpers';

const PASSWORD = 'castle password';

/** Signs in on the login page; a two-factor user stops at the second step. */
async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** A second browser (its own storage), signed in as `email`. */
async function secondBrowser(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

/** The page's next navigation needs the session: a signed-out one lands on the sign-in page. */
async function expectSignedOut(page: Page) {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fsettings$/);
}

async function openSecurity(page: Page) {
  await page.goto('/settings#security');
  await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('tabpanel', { name: 'Security' });
}

test('two-factor sign-in: turned on with the app, used with a code and a recovery code, turned off', async ({ page }) => {
  const email = await signedUpPlayer(page);
  const security = await openSecurity(page);
  await security.getByRole('button', { name: 'Turn on' }).click();

  const setup = security.getByRole('group', { name: 'Set up your authenticator app' });
  await expect(setup.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  // The key as the page shows it (groups of four), typed into "the app" (totpCode) as a person would.
  const secret = (await setup.locator('code').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const enabledStep = totpStep();
  await setup.getByLabel('Code from your app').fill('000000');
  await setup.getByRole('button', { name: 'Confirm' }).click();
  await expect(setup.getByRole('alert')).toBeVisible();
  await setup.getByLabel('Code from your app').fill(totpCode(secret, enabledStep));
  await setup.getByRole('button', { name: 'Confirm' }).click();

  const saved = security.getByRole('group', { name: 'Your recovery codes' });
  await expect(saved.getByText('Save these now.')).toBeVisible();
  const codes = (await saved.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allInnerTexts()).map((c) => c.trim());
  expect(codes).toHaveLength(10);
  const download = page.waitForEvent('download');
  await saved.getByRole('button', { name: 'Download (.txt)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('castellan-recovery-codes.txt');
  const text = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(text).toString()).toContain(codes[9]);
  // For looking at (screens.e2e.ts tours the other steps): from the top, or the sticky header lands mid-shot.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'settings-security-codes-desktop.png');
  await saved.getByRole('button', { name: 'I saved them' }).click();
  await expect(security.getByText('10 of 10 recovery codes left.')).toBeVisible();

  // The next sign-in asks for a code: the app's next one (the one used above works only once).
  await signOutThroughUi(page, email);
  await signIn(page, email);
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await page.getByLabel('Authentication code').fill(totpCode(secret, Math.max(enabledStep + 1, totpStep())));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // And with a recovery code, which then counts as used.
  await signOutThroughUi(page, email);
  await signIn(page, email);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await openSecurity(page);
  await expect(security.getByText('9 of 10 recovery codes left.')).toBeVisible();
  await security.getByRole('button', { name: 'Turn off' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn off two-factor sign-in?' });
  await dialog.getByLabel('Your password').fill('not my password');
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Two-factor sign-in is off.' })).toBeVisible();
  await expect(security.getByRole('button', { name: 'Turn on' })).toBeVisible();
});

test('sessions: one browser signs the other out, then everywhere else', async ({ page, browser }) => {
  const email = await signedUpPlayer(page);
  const other = await secondBrowser(browser, email);

  const security = await openSecurity(page);
  const sessions = security.getByRole('list', { name: 'Signed-in sessions' }).getByRole('listitem');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.first().getByText('This browser')).toBeVisible();
  await sessions
    .nth(1)
    .getByRole('button', { name: /^Sign out / })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'That session is signed out.' })).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await expect(security.getByText('You are signed in only here.')).toBeVisible();
  await expectSignedOut(other);

  // Back in, and out again with everything else.
  await signIn(other, email);
  await expect(other).toHaveURL(/\/dashboard$/);
  await page.reload();
  await expect(sessions).toHaveCount(2);
  await security.getByRole('button', { name: 'Sign out everywhere else' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out everywhere else?' });
  await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Signed out 1 other session.' })).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await expectSignedOut(other);
  await other.context().close();
});

test('a password change from the keyboard ends the other session and shows in the activity log', async ({ page, browser }) => {
  const email = await signedUpPlayer(page);
  const other = await secondBrowser(browser, email);

  // From the tab list to the form with the keyboard alone.
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Appearance' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Security' })).toBeFocused();
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').focus();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Tab');
  await page.keyboard.type('a new castle password');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Confirm new password')).toBeFocused();
  await page.keyboard.type('a new castle passwort');
  await page.keyboard.press('Enter');
  await expect(form.getByRole('alert')).toHaveText('The two new passwords are not the same.');
  await form.getByLabel('Confirm new password').fill('a new castle password');
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status')).toHaveText('Password changed. 1 other session was signed out.');
  await expectSignedOut(other);
  await other.context().close();

  await page.getByRole('tab', { name: 'Activity' }).click();
  const log = page.getByRole('tabpanel', { name: 'Activity' }).getByRole('list', { name: 'Account activity' });
  await expect(log.getByRole('listitem').first()).toContainText('Password changed');
  await expect(log.getByRole('listitem').filter({ hasText: 'Signed in' })).not.toHaveCount(0);
  // The new password is the one that works now.
  await signOutThroughUi(page, email);
  await signIn(page, email, 'a new castle password');
  await expect(page).toHaveURL(/\/dashboard$/);
});
