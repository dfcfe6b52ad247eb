/**
 * A plan chosen on the pricing page reaches the subscription panel whichever way the player arrives:
 * signing in to an existing account, already signed in, or with a plan value that is not for sale.
 * Nothing is ever charged on the way: the player still clicks Subscribe.
 */
import { expect, test } from '@playwright/test';
import { grantPlan, newEmail, openSignUpLink, signedUpPlayer, signOutThroughUi } from './helpers';

test('"Choose Professional" signed out, then signing in to an existing account: Settings with Professional selected, nothing charged', async ({ page }) => {
  const email = await signedUpPlayer(page);
  await signOutThroughUi(page, email);

  await page.goto('/pricing');
  await page.getByRole('article', { name: 'Professional plan' }).getByRole('link', { name: 'Choose Professional' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?mode=register&redirect=%2Fdashboard%3Fplan%3Dprofessional$/);
  // A plan's button opens Register; someone with an account switches to Login.
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Login' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('castle password');
  await page.getByRole('button', { name: 'Sign In' }).click();

  // The choice survived the login redirect, and left the address (a reload does not ask again); the tab is in it.
  await expect(page).toHaveURL(/\/dashboard\?tab=settings$/);
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('You chose Professional (12 bot slots, $49.99/month).')).toBeVisible();
  await expect(page.getByLabel('Plan to subscribe to').locator('option:checked')).toHaveText('Professional — 12 bot slots — $49.99/month');
  const panel = page.getByRole('region', { name: 'Subscription' });
  await expect(panel.getByText('Free plan')).toBeVisible();
  await expect(page.getByRole('banner').getByText('STARTER', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Subscription' }).getByText('Free plan')).toBeVisible();
  await expect(page.getByText(/You chose/)).toHaveCount(0);
});

test('"Choose Premium" opens Register with the password\'s rules shown; the mailed link, opened in another browser, lands on Premium\'s checkout', async ({
  page,
  browser,
}) => {
  await page.goto('/pricing');
  await page.getByRole('article', { name: 'Premium plan' }).getByRole('link', { name: 'Choose Premium' }).click();
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  const password = page.getByLabel('Password');
  await expect(password).toHaveAccessibleDescription('At least 8 characters, and not one of the most common passwords.');

  // A common password is refused under the field, in words without the field's code name.
  const email = newEmail('premium');
  await page.getByLabel('Email').fill(email);
  await password.fill('password1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(password).toHaveAccessibleDescription(/^This password is one of the most common ones, which attackers try first\. Please choose another\./);
  await expect(page.getByRole('alert').filter({ hasText: 'password:' })).toHaveCount(0);
  await password.fill('castle password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  // The mail is read on another device: nothing of this browser goes with it.
  const phone = await browser.newContext();
  try {
    const other = await phone.newPage();
    await openSignUpLink(other, email);
    await expect(other).toHaveURL(/\/dashboard\?tab=settings$/);
    await expect(other.getByText('You chose Premium (6 bot slots, $19.99/month).')).toBeVisible();
    await expect(other.getByLabel('Plan to subscribe to')).toHaveValue('premium');
  } finally {
    await phone.close();
  }
});

test('signed in, "Choose Plus" goes straight to the dashboard with Plus selected', async ({ page }) => {
  await signedUpPlayer(page);
  await page.goto('/pricing');
  const choose = page.getByRole('article', { name: 'Plus plan' }).getByRole('link', { name: 'Choose Plus' });
  // The header's boot script points the card at the dashboard, keeping the plan.
  await expect(choose).toHaveAttribute('href', '/dashboard?plan=plus');
  await choose.click();
  await expect(page).toHaveURL(/\/dashboard\?tab=settings$/);
  await expect(page.getByText('You chose Plus (3 bot slots, $9.99/month).')).toBeVisible();
  await expect(page.getByLabel('Plan to subscribe to')).toHaveValue('plus');
});

test('a link made before issue 37, with Premium\'s old id "advanced", still selects Premium', async ({ page }) => {
  await signedUpPlayer(page);
  await page.goto('/dashboard?plan=advanced');
  await expect(page.getByText('You chose Premium (6 bot slots, $19.99/month).')).toBeVisible();
  await expect(page.getByLabel('Plan to subscribe to')).toHaveValue('premium');
});

test('a plan that is not for sale selects nothing and opens the bots, as a plain visit does', async ({ page }) => {
  await signedUpPlayer(page);
  for (const plan of ['starter', 'gold', 'ADVANCED']) {
    await page.goto(`/dashboard?plan=${plan}`);
    await expect(page.getByRole('tab', { name: 'Bot Management' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(/You chose/)).toHaveCount(0);
  }
});

test('a plan an administrator granted says so, here and on the profile, and the form offers nothing lower', async ({ page, request }) => {
  await signedUpPlayer(page);
  await grantPlan(page, request, 'professional', 'Browser test of a granted plan');
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Settings' }).click();
  const panel = page.getByRole('region', { name: 'Subscription' });
  await expect(panel.getByText('Granted by an administrator')).toBeVisible();
  await expect(panel.getByText('Free plan')).toHaveCount(0);
  await expect(page.getByLabel('Plan to subscribe to')).toHaveValue('professional');
  await page.goto('/profile');
  await expect(page.getByText('Granted by an administrator')).toBeVisible();
});
