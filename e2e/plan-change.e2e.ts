import { expect, test, type Page } from '@playwright/test';
import { SESSION_TOKEN_KEY } from '../shared/src/auth';
import { signedUpPlayer } from './helpers';
import { linkIn, mailTo } from './mailbox';
import { lookAt } from './look';

/** Buys `plan` by card on the Stripe stand-in's Checkout page, back on the dashboard once Stripe confirmed it. */
async function buyByCard(page: Page, plan: string, label: string) {
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByLabel('Plan to subscribe to').selectOption(plan);
  await page.getByRole('button', { name: 'Subscribe with Stripe' }).click();
  await expect(page.getByRole('heading', { name: `Subscribe to Castellan ${label}` })).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  // The same welcome as PayPal's return.
  await expect(page.getByRole('status').filter({ hasText: 'Payment received: your plan updates as soon as Stripe confirms it.' })).toBeVisible();
  await expect(page.getByRole('banner').getByText(label.toUpperCase(), { exact: true })).toBeVisible();
}

test('a card subscription goes up from Premium to Professional, charged the prorated difference shown, and back down with the unused time credited', async ({
  page,
}) => {
  await signedUpPlayer(page);
  await buyByCard(page, 'premium', 'Premium');
  await page.getByRole('tab', { name: 'Settings' }).click();
  const panel = page.getByRole('region', { name: 'Subscription' });
  const change = panel.getByRole('group', { name: 'Change plan' });
  // Their plan is marked and cannot be chosen again.
  await expect(change.getByRole('radio', { name: /^Premium \(your plan\)/ })).toBeDisabled();

  await change.getByRole('radio', { name: /^Professional — 12 bot slots — \$49\.99\/month$/ }).check();
  await change.getByRole('button', { name: 'Review the change' }).click();
  const up = page.getByRole('dialog', { name: 'Upgrade to Professional?' });
  // Bought moments ago: nearly all of the $30.00 difference is due now, to the cent as Stripe prices it.
  await expect(up).toContainText(/You pay \$(29\.\d\d|30\.00) now: Professional for the rest of this billing period, less the unused time of Premium\./);
  await expect(up).toContainText('Then $49.99 a month from');
  await lookAt(page, 'plan-change-upgrade');
  const pay = up.getByRole('button', { name: /^Pay \$\d+\.\d\d and upgrade$/ });
  const charged = (await pay.textContent())!.match(/\$(\d+\.\d\d)/)![1];
  await pay.click();
  await expect(page.getByRole('status').filter({ hasText: 'Your plan is now Professional.' })).toBeVisible();
  await expect(panel.getByText('PROFESSIONAL', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Summary' }).getByText('12 bot slots')).toBeVisible();

  // Back down by keyboard: the credit is what Stripe owes for the unused time.
  await change.getByRole('radio', { name: /^Premium — 6 bot slots/ }).focus();
  await page.keyboard.press('Space');
  await change.getByRole('button', { name: 'Review the change' }).press('Enter');
  const down = page.getByRole('dialog', { name: 'Downgrade to Premium?' });
  await expect(down).toContainText(/is credited to your next payments: \$(29\.\d\d|30\.00)\./);
  await expect(down).toContainText('Your next payment: $0.00 on');
  // Changing one's mind changes nothing.
  await down.getByRole('button', { name: 'Keep my plan' }).click();
  await expect(down).toBeHidden();
  await expect(panel.getByText('PROFESSIONAL', { exact: true })).toBeVisible();
  await change.getByRole('button', { name: 'Review the change' }).click();
  await down.getByRole('button', { name: 'Downgrade to Premium' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your plan is now Premium. The unused time of your old plan is credited to your next payments.' }),
  ).toBeVisible();
  await expect(panel.getByText('PREMIUM', { exact: true })).toBeVisible();
  expect(Number(charged)).toBeGreaterThan(29);

  // The credit is named in the next quote: it pays most of going up again.
  await change.getByRole('radio', { name: /^Professional — 12 bot slots/ }).check();
  await change.getByRole('button', { name: 'Review the change' }).click();
  await expect(up).toContainText(/Your credit of \$\d+\.\d\d pays \$\d+\.\d\d of it\./);
  await lookAt(page, 'plan-change-credit');
  await up.getByRole('button', { name: 'Keep my plan' }).click();
});

test('the pricing page speaks to a paying player: their plan marked, the others a switch that opens the priced change', async ({ page }) => {
  await signedUpPlayer(page);
  await buyByCard(page, 'plus', 'Plus');
  await page.goto('/pricing');
  const plus = page.getByRole('article', { name: 'Plus plan' });
  await expect(plus.getByText('Current plan')).toBeVisible();
  await expect(plus.getByRole('link', { name: 'Your plan: manage it' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Premium plan' }).getByText('Current plan')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Start Your Free Trial' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Open your dashboard' })).toBeVisible();
  await lookAt(page, 'pricing-paying');

  await page.getByRole('article', { name: 'Premium plan' }).getByRole('link', { name: 'Switch to Premium' }).click();
  const up = page.getByRole('dialog', { name: 'Upgrade to Premium?' });
  await expect(up).toContainText(/You pay \$\d+\.\d\d now/);
  await up.getByRole('button', { name: 'Keep my plan' }).click();
  await expect(page.getByRole('region', { name: 'Subscription' }).getByText('PLUS', { exact: true })).toBeVisible();

  // Cancelled, it can be taken back until the period ends.
  const panel = page.getByRole('region', { name: 'Subscription' });
  await panel.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('dialog', { name: 'Cancel your subscription?' }).getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(panel.getByText('Cancelled — runs until the end of the paid period')).toBeVisible();
  // Resume is the one thing offered: no plan picker, no second subscription.
  await expect(panel.getByRole('button', { name: /Subscribe with/ })).toHaveCount(0);
  await expect(panel.getByLabel('Plan to subscribe to')).toHaveCount(0);
  await lookAt(page, 'cancelled-resume-first');
  await panel.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your subscription renews again: Plus continues.' })).toBeVisible();
  await expect(panel.getByText('Active', { exact: true })).toBeVisible();
});

test('a renewal declined by the card: the plan kept with the date it lasts to, a mail that says how to fix it, the card updated in the portal, and both payments under Invoices', async ({
  page,
}) => {
  const email = await signedUpPlayer(page);
  await buyByCard(page, 'premium', 'Premium');
  await page.getByRole('tab', { name: 'Settings' }).click();
  const invoices = page.getByRole('region', { name: 'Invoices' });
  await expect(invoices.getByRole('row')).toHaveCount(2);
  const panel = page.getByRole('region', { name: 'Subscription' });
  await expect(panel.getByText('Next billing')).toBeVisible();

  // The month ends and the card is declined (Stripe's stand-in, asked as a test clock would be).
  const subscription = await page.evaluate(
    async (key) =>
      (await (await fetch('/api/subscriptions/current', { headers: { authorization: `Bearer ${localStorage.getItem(key) ?? ''}` } })).json())
        .transaction_id as string,
    SESSION_TOKEN_KEY,
  );
  const declined = await fetch(`${process.env.STRIPE_FAKE_URL}/_stand-in/renewals`, {
    method: 'POST',
    body: new URLSearchParams({ subscription, card: 'declined' }),
  });
  expect(declined.status).toBe(200);
  const mail = await mailTo(email, { subject: /failed/ });
  expect(mail.subject).toBe('Your payment for Castellan Premium failed');

  await page.goto(linkIn(mail, '/dashboard').href);
  await expect(panel.getByText('Payment failed — retrying')).toBeVisible();
  await expect(
    panel.getByRole('note').filter({ hasText: /Your last payment failed\. Stripe tries again, and Premium stays until .+: update your card to keep it\./ }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByText('PREMIUM', { exact: true })).toBeVisible();
  await lookAt(page, 'payment-failed');
  await panel.getByRole('button', { name: 'Update your card' }).click();
  await page.getByRole('button', { name: 'Update payment method' }).click();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(panel.getByText('Active', { exact: true })).toBeVisible();
  await expect(invoices.getByRole('row')).toHaveCount(3);
  // A receipt opens as its own page.
  const [receipt] = await Promise.all([
    page.waitForEvent('popup'),
    invoices
      .getByRole('link', { name: /^Open receipt R-/ })
      .first()
      .click(),
  ]);
  await expect(receipt.getByRole('heading', { name: /^Receipt R-\d{8}-[0-9A-F]{6}$/ })).toBeVisible();
  await expect(receipt.getByText('Castellan Premium, monthly plan')).toBeVisible();
  // The card it was paid with, as Stripe keeps it (the stand-in's test Visa), and the app's look in the player's
  // theme, with the way back to the invoices (issue 64: the page was unstyled and said only "your card").
  await expect(receipt.getByRole('row', { name: 'Payment method Visa ending in 4242' })).toBeVisible();
  const theme = await page.evaluate(() => document.documentElement.dataset.theme);
  await expect(receipt.locator('html')).toHaveAttribute('data-theme', theme!);
  // Styled as drawn, not only as written: the page's colours are the app's (its style sheet was refused before).
  const appBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await expect(receipt.locator('body')).toHaveCSS('background-color', appBackground);
  await lookAt(receipt, 'receipt');
  await receipt.getByRole('link', { name: 'See your invoices' }).click();
  await expect(receipt.getByRole('region', { name: 'Invoices' })).toBeVisible();
});
