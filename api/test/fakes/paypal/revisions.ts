/**
 * Plan revisions ("Revise plan or quantity of subscription", POST /v1/billing/subscriptions/{id}/revise):
 * PayPal answers with an `approve` link, the buyer re-consents on PayPal's page, and only then does the
 * subscription take the new plan (BILLING.SUBSCRIPTION.UPDATED), its price billing from the next cycle.
 * PayPal prorates nothing; an unapproved revision leaves the subscription as it was.
 * https://developer.paypal.com/docs/subscriptions/customize/revise-subscriptions/
 */
import { baToken, checkoutToken, debugId, isoSeconds } from './ids';
import { invalidRequest, json, resourceNotFound, unprocessable } from './errors';
import { readObject, type Context } from './http';
import { planById, type FakePlan } from './plans';
import type { PayPalSubscription } from './shapes';

type Revision = { subscriptionId: string; planId: string; token: string; checkout: string; returnUrl?: string; cancelUrl?: string };

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(title: string, body: string, status = 200): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} - PayPal (local fake)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f5f7fa;color:#1b1b1b}main{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:12px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}button{margin-top:1.25rem;width:100%;padding:.8rem;font:inherit;font-weight:600;border:0;border-radius:24px;background:#0070e0;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #003087;outline-offset:2px}a{color:#0058b0}.note{font-size:.875rem;color:#515354}</style>
</head><body><main>${body}</main></body></html>`;
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

export function createRevisions(o: {
  base: () => string;
  subscriptions: Map<string, PayPalSubscription>;
  /** The subscription now on its new plan: store it and tell the webhook, as PayPal does. */
  revised: (subscriptionId: string) => void;
}) {
  const pending = new Map<string, Revision>();

  function revise({ params, text }: Context): Response {
    const current = o.subscriptions.get(params[0] ?? '');
    if (!current) return resourceNotFound();
    const body = readObject(text);
    if (!body) return invalidRequest('MALFORMED_REQUEST_JSON');
    if (typeof body.plan_id !== 'string' || !body.plan_id) return invalidRequest('MISSING_REQUIRED_PARAMETER', '/plan_id');
    if (!planById(body.plan_id)) return invalidRequest('INVALID_RESOURCE_ID', '/plan_id', body.plan_id);
    if (current.status !== 'ACTIVE') return unprocessable('SUBSCRIPTION_STATUS_INVALID');
    const context = (readObject(JSON.stringify(body.application_context ?? {})) ?? {}) as { return_url?: string; cancel_url?: string };
    const revision: Revision = {
      subscriptionId: current.id,
      planId: body.plan_id,
      token: baToken(),
      checkout: checkoutToken(),
      returnUrl: context.return_url,
      cancelUrl: context.cancel_url,
    };
    pending.set(revision.token, revision);
    return json(
      200,
      {
        plan_id: body.plan_id,
        plan_overridden: false,
        links: [
          { href: `${o.base()}/webapps/billing/subscriptions/update?ba_token=${revision.token}`, rel: 'approve', method: 'GET' },
          { href: `${o.base()}/v1/billing/subscriptions/${current.id}`, rel: 'edit', method: 'PATCH' },
          { href: `${o.base()}/v1/billing/subscriptions/${current.id}`, rel: 'self', method: 'GET' },
        ],
      },
      { 'paypal-debug-id': debugId() },
    );
  }

  function reviewPage(revision: Revision, from: FakePlan, to: FakePlan): Response {
    const back = revision.cancelUrl ? `<p><a href="${escape(revision.cancelUrl)}">Cancel and return to Castellan</a></p>` : '';
    return page(
      `Change your plan to ${to.name}`,
      `<h1>Change your plan to ${escape(to.name)}</h1>
<p class="note">Local fake of PayPal's approval page. No money moves.</p>
<dl aria-label="Plan change"><dt>Now</dt><dd>${escape(from.name)}, ${escape(from.price.value)} ${escape(from.price.currency_code)} per month</dd>
<dt>New plan</dt><dd>${escape(to.name)}, ${escape(to.price.value)} ${escape(to.price.currency_code)} per month from your next payment</dd></dl>
<form method="post" action="/webapps/billing/subscriptions/update"><input type="hidden" name="ba_token" value="${escape(revision.token)}">
<button type="submit">Agree &amp; Continue</button></form>${back}`,
    );
  }

  /** The revision a page's token names, with the subscription and both plans, or null. */
  function find(token: string) {
    const revision = pending.get(token);
    const current = revision && o.subscriptions.get(revision.subscriptionId);
    const from = current && planById(current.plan_id);
    const to = revision && planById(revision.planId);
    return revision && current && from && to ? { revision, current, from, to } : null;
  }

  function showPage({ url }: Context): Response {
    const found = find(url.searchParams.get('ba_token') ?? '');
    if (!found) return page('Page not found', "<h1>Sorry, this page isn't available</h1><p>The link has expired or is not valid.</p>", 404);
    return reviewPage(found.revision, found.from, found.to);
  }

  function approvePage({ text }: Context): Response {
    const found = find(new URLSearchParams(text).get('ba_token') ?? '');
    if (!found) return page('Page not found', "<h1>Sorry, this page isn't available</h1><p>The link has expired or is not valid.</p>", 404);
    const { revision, current } = found;
    pending.delete(revision.token);
    current.plan_id = revision.planId;
    current.update_time = isoSeconds(new Date());
    o.revised(current.id);
    if (!revision.returnUrl) return page('Plan changed', `<h1>Your plan is changed</h1><p>${escape(found.to.name)} is now active.</p>`);
    const back = new URL(revision.returnUrl);
    back.searchParams.set('subscription_id', current.id);
    back.searchParams.set('ba_token', revision.token);
    back.searchParams.set('token', revision.checkout);
    return new Response(null, { status: 302, headers: { location: back.toString() } });
  }

  return { revise, showPage, approvePage };
}
