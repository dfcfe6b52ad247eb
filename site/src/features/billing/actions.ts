/** Subscription changes from the dashboard: checkout with either provider, cancel, finalise on return. */
import { isPaidTier, planFromWire, type PaidTier } from '@shared/plans';
import { api, unwrap } from '../../lib/api';
import { createOnce, mutation } from '../../lib/data';
import { invalidate } from '../../lib/query/store';
import { refreshUser } from '../session/store';
import { errorMessage, toast } from '../toasts/store';
import { messagesNow } from '../../lib/i18n';
import { checkoutMessages, planChangeMessages } from './billing.messages';

const words = () => messagesNow(checkoutMessages);

/** What a payment or a plan change moves: read again. */
export async function planChanged(): Promise<void> {
  await Promise.all([invalidate('subscription', 'money-back', 'invoices', 'profile', 'bots', 'notifications'), refreshUser()]);
}

/** Sends the browser to the provider's checkout; false (after a toast) when it could not start. */
export async function startCheckout(provider: 'paypal' | 'stripe', plan: PaidTier): Promise<boolean> {
  try {
    const url =
      provider === 'paypal'
        ? (await createOnce(() => unwrap(api.api.paypal.create.post({ plan })))).approvalUrl
        : (await createOnce(() => unwrap(api.api.stripe['create-session'].post({ plan })))).url;
    window.location.assign(url);
    return true;
  } catch (err) {
    toast.error(errorMessage(err, provider === 'paypal' ? words().paypalFailed : words().stripeFailed));
    return false;
  }
}

/** The 7-day money-back guarantee; true when the payment was refunded. Never retried: the server's claims make a repeat safe, but the person decides. */
export async function requestRefund(): Promise<boolean> {
  try {
    const { message } = await createOnce(() => unwrap(api.api.subscriptions['money-back'].post()));
    toast.success(message);
    await planChanged();
    return true;
  } catch (err) {
    toast.error(errorMessage(err, words().refundFailed));
    await invalidate('money-back');
    return false;
  }
}

export async function openBillingPortal(): Promise<void> {
  try {
    window.location.assign((await mutation(() => unwrap(api.api.stripe.portal.post()))).url);
  } catch (err) {
    toast.error(errorMessage(err, words().portalFailed));
  }
}

/**
 * A plan chosen on the pricing page (`/dashboard?plan=premium`), read once: the parameter leaves the
 * address, so a reload does not ask again.
 */
export function takeChosenPlan(): PaidTier | undefined {
  if (typeof window === 'undefined') return undefined;
  const url = new URL(window.location.href);
  const plan = url.searchParams.get('plan');
  if (plan === null) return undefined;
  url.searchParams.delete('plan');
  window.history.replaceState(null, '', url.pathname + url.search + url.hash);
  // Links made before issue 37 name Premium `advanced`: planFromWire reads it as today's premium.
  const tier = planFromWire(plan);
  return isPaidTier(tier) ? tier : undefined;
}

/**
 * Back from a provider: with ?subscription_id (PayPal) the subscription is fetched with it, which
 * activates the plan; either way the parameters are then removed from the address.
 */
export async function finishReturnFromCheckout(): Promise<void> {
  const url = new URL(window.location.href);
  const subscriptionId = url.searchParams.get('subscription_id');
  const checkout = url.searchParams.get('checkout');
  // Back from approving a plan change on PayPal (plan-change/), not a first subscription.
  const revised = url.searchParams.get('revised') === '1';
  // Back from Stripe's portal, where a card may have been updated or the plan cancelled.
  const portal = url.searchParams.get('billing') === 'portal';
  if (!subscriptionId && !checkout && !portal) return;
  for (const name of ['subscription_id', 'ba_token', 'token', 'checkout', 'revised', 'billing']) url.searchParams.delete(name);
  window.history.replaceState(null, '', url.pathname + url.search + url.hash);
  if (portal) return untilPortalSettles();
  if (subscriptionId) {
    try {
      await unwrap(api.api.subscriptions.current.get({ query: { subscription_id: subscriptionId } }));
      toast.success(revised ? messagesNow(planChangeMessages).revised : words().activated);
      await planChanged();
    } catch (err) {
      toast.error(errorMessage(err, words().finalizeFailed));
    }
  } else if (checkout === 'success') {
    toast.success(words().paid);
    await untilStripeConfirms();
  } else if (checkout === 'cancelled') {
    toast.error(words().checkoutCancelled);
  }
}

/**
 * Stripe confirms a paid Checkout by webhook, moments after the redirect: the subscription is asked about
 * each second (at most half a minute) until it shows the paid plan and its receipt, then everything it moves is read again.
 * One timer read too early left the panel on Starter while the header already said the plan.
 */
async function untilStripeConfirms(): Promise<void> {
  for (let i = 0; i < 30; i++) {
    const [sub, paid] = await Promise.all([
      unwrap(api.api.subscriptions.current.get({ query: {} })).catch(() => null),
      unwrap(api.api.subscriptions.invoices.get()).catch(() => null),
    ]);
    // The plan, and the payment's receipt (its own event, a moment later), so Invoices and the guarantee show it too.
    if (sub && sub.status === 'active' && sub.plan !== 'starter' && paid?.invoices.length) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await planChanged();
}

/**
 * Back from Stripe's portal: what was done there reaches us by Stripe's webhooks, moments later. A failing
 * subscription is asked about each second (at most 20 s) until a new card has paid it; then, or at once
 * for any other, everything the portal may have moved is read again.
 */
async function untilPortalSettles(): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const sub = await unwrap(api.api.subscriptions.current.get({ query: {} })).catch(() => null);
    if (!sub || sub.status !== 'past_due') break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await planChanged();
}
