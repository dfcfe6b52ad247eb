import { expect, test } from '@playwright/test';
import { lookAt } from './look';
import { newEmail, openSignUpLink, signedUpPlayer } from './helpers';
import { mailTo } from './mailbox';

test('"Choose Premium" on the pricing page, signed out: register, land on Premium ready to pay ($19.99, not $49.99), pay with PayPal, then cancel', async ({
  page,
}) => {
  await page.goto('/pricing');
  await page.getByRole('article', { name: 'Premium plan' }).getByRole('link', { name: 'Choose Premium' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?mode=register&redirect=%2Fdashboard%3Fplan%3Dpremium$/);
  // Register is open already: a plan's button is for someone new.
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  const email = newEmail();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('castle password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  // The mail's link, opened in this browser, creates the account and goes where the sign-up would have.
  await openSignUpLink(page, email);

  // The dashboard opens on Settings with the chosen plan selected; nothing is charged until Subscribe.
  await expect(page).toHaveURL(/\/dashboard\?tab=settings$/);
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('You chose Premium (6 bot slots, $19.99/month).')).toBeVisible();
  await expect(page.getByLabel('Plan to subscribe to')).toHaveValue('premium');
  await expect(page.getByLabel('Plan to subscribe to').locator('option:checked')).toHaveText('Premium — 6 bot slots — $19.99/month');
  // The API's PayPal is the local stand-in: the panel says no real money moves.
  await expect(page.getByRole('note').filter({ hasText: 'Test mode: payments here are simulated, and no real money moves.' })).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe with PayPal' }).click();

  // PayPal's approval page (faked at PayPal's HTTP boundary).
  await page.getByRole('button', { name: /Agree & Subscribe/ }).click();

  // Back on the tab it left from (PayPal's parameters read and gone).
  await expect(page).toHaveURL(/\/dashboard\?tab=settings$/);
  await expect(page.getByRole('status').filter({ hasText: 'Subscription activated via PayPal' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByText('PREMIUM', { exact: true })).toBeVisible();
  await expect(summary.getByText('6 bot slots')).toBeVisible();
  await expect(page.getByRole('banner').getByText('PREMIUM', { exact: true })).toBeVisible();
  // The static pages' header knows too, although the session token still says starter.
  await page.goto('/pricing');
  await expect(page.getByRole('banner').getByText('PREMIUM', { exact: true })).toBeVisible();
  await page.goto('/dashboard');

  await page.getByRole('tab', { name: 'Settings' }).click();
  // The notification names the plan as the pricing page does.
  await expect(page.getByRole('list', { name: 'Bot events' }).getByText('Your plan is now Premium (6 bot slots).')).toBeVisible();
  const panel = page.getByRole('region', { name: 'Subscription' });
  await expect(panel.getByText('PREMIUM', { exact: true })).toBeVisible();
  await expect(panel.getByText('PayPal')).toBeVisible();
  await expect(panel.getByText('Active', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Cancel subscription' }).click();
  // Asked first: what stays, until when, and what Starter leaves.
  const ask = page.getByRole('dialog', { name: 'Cancel your subscription?' });
  await expect(ask).toContainText('Premium stays until');
  await ask.getByRole('button', { name: 'Cancel subscription' }).click();
  // The spec's words (§8), then what stays and until when.
  const done = page.getByRole('status').filter({ hasText: 'Subscription cancelled' });
  await expect(done).toContainText('Your subscription is cancelled: Premium stays until the end of the paid period.');
  await expect(panel.getByText('Cancelled — runs until the end of the paid period')).toBeVisible();
  // Nothing to resume at PayPal, and no second subscription offered while this one runs.
  await expect(panel.getByText(/Premium stays until .*PayPal ends a cancelled subscription for good/)).toBeVisible();
  await expect(panel.getByRole('button', { name: /Subscribe with/ })).toHaveCount(0);
  await lookAt(page, 'paypal-cancelled');
  // Paid to the end of the period: the plan stays.
  await expect(summary.getByText('PREMIUM', { exact: true })).toBeVisible();
  // Every screen says Premium, and the tier id is the same word; the old id "advanced" is never shown.
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Plan' }).getByText('PREMIUM', { exact: true })).toBeVisible();
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Account' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Account' }).getByText('Premium', { exact: true })).toBeVisible();
  await expect(page.getByText(/advanced/i)).toHaveCount(0);
});

test('a provider that is not configured says so before the click', async ({ page }) => {
  // The browser tests' API has both providers' stand-ins: here it answers as an API without Stripe's keys
  // does (api/src/modules/billing/routes.ts; its own test covers the API's side).
  await page.route('**/api/subscriptions/providers', (route) => route.fulfill({ json: { stripe: false, paypal: true, test_mode: true } }));
  await signedUpPlayer(page);
  await page.getByRole('tab', { name: 'Settings' }).click();
  const stripe = page.getByRole('button', { name: 'Subscribe with Stripe' });
  await expect(stripe).toBeDisabled();
  await expect(stripe).toHaveAccessibleDescription('Card payments (Stripe) are not available right now.');
  await expect(page.getByRole('button', { name: 'Subscribe with PayPal' })).toBeEnabled();
  await expect(page.getByText('PayPal payments are not available right now.')).toHaveCount(0);
});

test('coming back from PayPal with someone else’s subscription id is refused and the address is cleaned', async ({ page }) => {
  await signedUpPlayer(page);
  await page.goto('/dashboard?subscription_id=I-NOTYOURS12345');
  await expect(page.getByRole('alert').filter({ hasText: 'PayPal subscription not found.' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the 7-day money-back guarantee: pay for Premium with PayPal, take the payment back in Settings → Subscription, and the plan is Starter again', async ({
  page,
}) => {
  const email = await signedUpPlayer(page);
  await page.getByRole('tab', { name: 'Settings' }).click();
  const panel = page.getByRole('region', { name: 'Subscription' });
  await expect(panel.getByText('Every paid plan comes with it: within 7 days of your first payment, you can take it back in full here.')).toBeVisible();
  await page.getByLabel('Plan to subscribe to').selectOption('premium');
  await page.getByRole('button', { name: 'Subscribe with PayPal' }).click();
  await page.getByRole('button', { name: /Agree & Subscribe/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Subscription activated via PayPal' })).toBeVisible();
  await page.getByRole('tab', { name: 'Settings' }).click();

  // The first payment reaches us by PayPal's webhook, moments after the return; the panel asks until it has.
  await expect(
    panel.getByText(/you can take back \$19\.99: it is refunded in full, your subscription ends at once and your plan returns to Starter\./),
  ).toBeVisible({ timeout: 15_000 });
  // Which payments it gives back, each with its day.
  await expect(panel.getByText('The payments it gives back:')).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: /^\$19\.99, paid on / })).toHaveCount(1);
  await panel.getByRole('button', { name: 'Request a refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund $19.99?' });
  await expect(dialog.getByText('Your subscription ends now and your plan returns to Starter')).toBeVisible();
  // Changing one's mind loses nothing.
  await dialog.getByRole('button', { name: 'Keep my plan' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByText('PREMIUM', { exact: true })).toBeVisible();

  await panel.getByRole('button', { name: 'Request a refund' }).click();
  await dialog.getByRole('button', { name: 'Refund $19.99' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Refunded $19.99 to your PayPal account. Your subscription has ended and your plan is Starter again.' }),
  ).toBeVisible();
  await expect(panel.getByText('STARTER', { exact: true })).toBeVisible();
  await expect(panel.getByText(/^\$19\.99 was refunded on .+\. The guarantee gives a payment back once per account\.$/)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Request a refund' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByText('STARTER', { exact: true })).toBeVisible();

  // The player's activity and mail say it too.
  const mail = await mailTo(email, { subject: /refund/ });
  expect(mail.subject).toBe('Your Castellan refund of $19.99');
  await page.goto('/settings#activity');
  await expect(page.getByText('Payment refunded (7-day money-back guarantee)')).toBeVisible();
});
