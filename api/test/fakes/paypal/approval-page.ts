/**
 * The buyer's side of PayPal: the page the `approve` link opens. A browser test (or a developer) walks
 * it like the real one: review the plan, press "Agree & Subscribe", land back on our return_url.
 * Plain HTML with real form controls, so it is usable by keyboard and screen reader and by Playwright's
 * role-based locators.
 */
import type { Approval } from './store';
import type { FakePlan } from './plans';
import type { PayPalSubscription } from './shapes';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(title: string, body: string, status = 200): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} - PayPal (local fake)</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f5f7fa; color: #1b1b1b; }
main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 12px; }
dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
dt { font-weight: 600; }
label { display: block; font-weight: 600; margin-top: 1rem; }
input { width: 100%; box-sizing: border-box; padding: .6rem; font: inherit; border: 1px solid #6c7378; border-radius: 6px; }
button { margin-top: 1.25rem; width: 100%; padding: .8rem; font: inherit; font-weight: 600; border: 0; border-radius: 24px; background: #0070e0; color: #fff; cursor: pointer; }
button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid #003087; outline-offset: 2px; }
a { color: #0058b0; }
.note { font-size: .875rem; color: #515354; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

/** The cancel link: PayPal sends the buyer back to cancel_url with the same tokens it gave the approve link. */
export function cancelHref(approval: Approval): string | undefined {
  const cancelUrl = approval.context.cancel_url;
  if (!cancelUrl) return undefined;
  const url = new URL(cancelUrl);
  url.searchParams.set('ba_token', approval.baToken);
  url.searchParams.set('token', approval.checkoutToken);
  return url.toString();
}

/** Where "Agree & Subscribe" lands: return_url plus the three parameters PayPal appends, in PayPal's order. */
export function returnHref(subscription: PayPalSubscription, approval: Approval): string | undefined {
  const returnUrl = approval.context.return_url;
  if (!returnUrl) return undefined;
  const url = new URL(returnUrl);
  url.searchParams.set('subscription_id', subscription.id);
  url.searchParams.set('ba_token', approval.baToken);
  url.searchParams.set('token', approval.checkoutToken);
  return url.toString();
}

export function approvalPage(subscription: PayPalSubscription, plan: FakePlan, approval: Approval, buyerEmail: string): Response {
  const brand = approval.context.brand_name ?? 'the merchant';
  const price = `${plan.price.value} ${plan.price.currency_code}`;
  if (subscription.status !== 'APPROVAL_PENDING') {
    return page(
      'Subscription not available',
      `<h1>This subscription can't be approved</h1>
<p>Its status is ${escape(subscription.status)}.</p>`,
      409,
    );
  }
  const cancel = cancelHref(approval);
  return page(
    `Subscribe to ${plan.name}`,
    `<h1>Subscribe to ${escape(plan.name)}</h1>
<p class="note">Local fake of PayPal's approval page. No money moves.</p>
<dl aria-label="Subscription details">
<dt>Merchant</dt><dd>${escape(brand)}</dd>
<dt>Plan</dt><dd>${escape(plan.name)}</dd>
<dt>Price</dt><dd>${escape(price)} per month</dd>
<dt>Subscription</dt><dd>${escape(subscription.id)}</dd>
</dl>
<form method="post" action="/webapps/billing/subscriptions">
<input type="hidden" name="ba_token" value="${escape(approval.baToken)}">
<label for="email_address">PayPal account email</label>
<input id="email_address" name="email_address" type="email" autocomplete="email" required value="${escape(buyerEmail)}">
<button type="submit">Agree &amp; Subscribe</button>
</form>
${cancel ? `<p><a href="${escape(cancel)}">Cancel and return to ${escape(brand)}</a></p>` : ''}`,
  );
}

/** Approved, but the merchant gave no return_url: PayPal's own confirmation. */
export function approvedPage(plan: FakePlan): Response {
  return page('Subscribed', `<h1>You're subscribed</h1><p>${escape(plan.name)} is now active.</p>`);
}

export function unknownTokenPage(): Response {
  return page('Page not found', `<h1>Sorry, this page isn't available</h1><p>The link has expired or is not valid.</p>`, 404);
}
