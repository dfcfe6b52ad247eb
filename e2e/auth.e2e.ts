import { expect, test } from '@playwright/test';
import { askToCreateAccount, newEmail, registerThroughUi, signOutThroughUi } from './helpers';
import { mailTo } from './mailbox';

test('register lands on the dashboard greeting the user, and the header shows the signed-in state', async ({ page }) => {
  const email = await registerThroughUi(page);
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Account created successfully' })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByText('STARTER', { exact: true })).toBeVisible();
  await expect(header.getByText(email)).toBeVisible();
  await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeHidden();
});

test('the signed-in header also shows on the static landing page, and sign out goes home', async ({ page }) => {
  const email = await registerThroughUi(page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Start Automating' })).toHaveAttribute('href', '/dashboard');
  await page.getByRole('banner').getByText(email).click();
  await expect(page.getByRole('menuitem', { name: 'Admin Panel' })).toBeHidden();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByText(email)).toBeHidden();
  // Signed out for real: the dashboard now sends us to sign in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fdashboard$/);
});

test('signing out while the page is still reading the user stays signed out', async ({ page }) => {
  const email = await registerThroughUi(page);
  // Hold the dashboard's /api/auth/me until the user has already signed out.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/me', async (route) => {
    await held;
    // A /me held from the page before the reload is gone with it; continuing it throws.
    await route.continue().catch(() => {});
  });
  // ...and let it arrive while the sign-out request is still on its way. Clean run 40 saw the /me answer
  // never reach this wait (the request ended some other way), which held the sign-out for ever: the
  // sign-out goes on once /me has ended in any way, or after 5 s at most.
  const isMe = (request: { url(): string }) => request.url().includes('/api/auth/me');
  await page.route('**/api/auth/logout', async (route) => {
    const ended = Promise.race([
      page.waitForResponse((response) => isMe(response.request()), { timeout: 5_000 }),
      page.waitForEvent('requestfailed', { predicate: isMe, timeout: 5_000 }),
    ]).catch(() => {});
    release();
    await ended;
    await page.waitForTimeout(200);
    await route.continue();
  });
  // The header is drawn before the app's script runs: on a busy machine the user could sign out before
  // /me was ever asked, and the held sign-out above would wait for an answer that never comes.
  const asked = page.waitForRequest('**/api/auth/me');
  await page.reload();
  await asked;
  await page.getByRole('banner').getByText(email).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('login with the wrong password shows the server message; the right one returns where the user was going', async ({ page }) => {
  const email = await registerThroughUi(page);
  await signOutThroughUi(page, email);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fdashboard$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('not my password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid e-mail or password.')).toBeVisible();

  await page.getByLabel('Password').fill('castle password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('status').filter({ hasText: 'Welcome back!' })).toBeVisible();
});

test('?redirect may name any page of the site, but never another site', async ({ page }) => {
  const email = await registerThroughUi(page);
  await signOutThroughUi(page, email);

  await page.goto('/pricing');
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fpricing$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('castle password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  // The login page was replaced in history: Back returns to where the user was before it.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/auth\/login/);

  // Signed in, a login link that points off-site goes to the dashboard instead.
  await page.goto('/auth/login?redirect=%2F%2Fevil.example');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the form checks e-mail and password length before calling the API', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();
});

test('registering an e-mail twice tells nobody on the page it is taken: the same "check your inbox", and the owner is mailed', async ({ page }) => {
  const email = newEmail();
  await registerThroughUi(page, email);
  await signOutThroughUi(page, email);
  await askToCreateAccount(page, email, 'another password');
  await expect(page.getByText(`Check your inbox: we sent a link to ${email}. Open it to finish creating your account.`)).toBeVisible();
  await expect(page.getByText('An account with this e-mail already exists.')).toHaveCount(0);
  const note = await mailTo(email, { subject: /Someone tried to create a Castellan account/ });
  expect(note.text).toContain('so no new account was made');
});

test('a protected route signed out goes to sign-in with redirect', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fdashboard$/);
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
});

test('a non-admin on /admin sees Access Denied and is taken to the dashboard', async ({ page }) => {
  await registerThroughUi(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText("You don't have permission to access the admin panel.")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
});

test('an invalid stored token is cleared and the user is sent to sign in', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('castellan.session', 'a.b.c'));
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/login/);
  expect(await page.evaluate(() => localStorage.getItem('castellan.session'))).toBeNull();
});

test('the theme stored under "theme" applies before paint; dark is the default', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.evaluate(() => localStorage.setItem('theme', 'midnight'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'midnight');
});
