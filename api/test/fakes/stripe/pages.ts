/**
 * The buyer's side of the Stripe stand-in: its hosted Checkout page and customer portal, in Stripe's own
 * words (English, as the PayPal stand-in's approval page is PayPal's). Plain HTML with real form controls,
 * usable by keyboard and screen reader, and by role-based locators; each says no real money moves.
 */
import { formatPrice, PLAN_NAMES, type PaidTier } from '@shared/plans';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} - Stripe (local test mode)</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f6f9fc; color: #1a1f36; }
main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 12px; box-shadow: 0 2px 8px rgb(0 0 0 / 0.08); }
.test { margin: 0 0 1.25rem; padding: .5rem .75rem; border-radius: 6px; background: #fff4e5; color: #7a4100; font-size: .9rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
dt { font-weight: 600; }
label { display: block; font-weight: 600; margin-top: 1rem; }
input { width: 100%; box-sizing: border-box; padding: .6rem; font: inherit; border: 1px solid #697386; border-radius: 6px; background: #f6f9fc; }
button { margin-top: 1.25rem; width: 100%; padding: .8rem; font: inherit; font-weight: 600; border: 0; border-radius: 6px; background: #533afd; color: #fff; cursor: pointer; }
button.quiet { background: #fff; color: #b3093c; border: 1px solid #b3093c; }
button:focus-visible, a:focus-visible { outline: 3px solid #1a1f36; outline-offset: 2px; }
a { color: #533afd; }
</style>
</head>
<body>
<main>
<p class="test" role="note">Test mode: no real money moves. This is Castellan's local stand-in for Stripe.</p>
${body}
</main>
</body>
</html>`;
}

export function checkoutPage(input: { tier: PaidTier; email: string; cancelUrl: string }): string {
  const plan = `Castellan ${PLAN_NAMES[input.tier]}`;
  return page(
    `Subscribe to ${plan}`,
    `<h1>Subscribe to ${escape(plan)}</h1>
<dl><dt>Price</dt><dd>${escape(formatPrice(input.tier))} per month</dd><dt>Email</dt><dd>${escape(input.email)}</dd></dl>
<form method="post">
<label for="card">Card information</label>
<input id="card" name="card" value="4242 4242 4242 4242" readonly aria-describedby="card-note">
<p id="card-note">Stripe's test card: any future date and any CVC would do.</p>
<button type="submit">Subscribe</button>
</form>
<p><a href="${escape(input.cancelUrl)}">Cancel and go back</a></p>`,
  );
}

export function portalPage(input: { subscriptions: { tier: PaidTier; endsAt: number; cancelling: boolean; failing?: boolean }[]; returnUrl: string }): string {
  const current = input.subscriptions[0];
  const day = (ms: number) => new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(ms);
  const body = !current
    ? '<p>You have no active subscription.</p>'
    : `<dl><dt>Plan</dt><dd>Castellan ${escape(PLAN_NAMES[current.tier])}, ${escape(formatPrice(current.tier))} per month</dd><dt>${current.cancelling ? 'Ends' : 'Renews'}</dt><dd>${day(current.endsAt)}</dd></dl>
${
  current.failing
    ? `<p>Your last payment failed.</p>
<form method="post"><input type="hidden" name="action" value="card"><label for="new-card">New card</label>
<input id="new-card" name="card" value="4242 4242 4242 4242" readonly><button type="submit">Update payment method</button></form>`
    : ''
}
${current.cancelling ? '<p>Your plan is cancelled and stays active until it ends.</p>' : '<form method="post"><button type="submit" class="quiet">Cancel plan</button></form>'}`;
  return page('Manage your subscription', `<h1>Manage your subscription</h1>\n${body}\n<p><a href="${escape(input.returnUrl)}">Return to Castellan</a></p>`);
}
