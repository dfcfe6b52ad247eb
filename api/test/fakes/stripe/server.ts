/**
 * A local stand-in for Stripe: the part of its REST API our card payments call (customers, Checkout
 * sessions, subscriptions, the customer portal, refunds, invoice payments, payment intents and their cards: cards.ts), with its hosted Checkout and
 * portal pages, and its webhooks signed as Stripe signs them. `npm start` takes card payments with it in
 * test mode (scripts/lib/test-payments.ts), so a newcomer can buy a plan by card, cancel it in the portal
 * and take the money-back guarantee with no account anywhere and no real money moving.
 *
 * Objects are in Stripe's shapes (the builders of ../stripe-events.ts, the same the API's tests deliver);
 * what is not modelled answers 404 in Stripe's error shape. It keeps everything in memory.
 */
import { PAID_TIERS, PLAN_PRICES, type PaidTier } from '@shared/plans';
import { checkoutSession, invoice, invoicePayment, refundedCharge, sign, stripeEvent, subscriptionObject } from '../stripe-events';
import { createCards } from './cards';
import { checkoutPage, portalPage } from './pages';
import { previewInvoice, prorationLines } from './prorations';
import { createRenewals } from './renewals';

export type FakeStripe = {
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** Tier → the price id the stand-in sells it by. */
  prices: Record<PaidTier, string>;
  /** Where Stripe's webhooks go (our /api/stripe/webhook), or null: nothing is sent. */
  deliverTo(url: string | null): void;
  /** Ends a subscription's period now and bills the next (`declined`: the card refuses): renewals.ts. Also `POST /_stand-in/renewals`. */
  renew(subscriptionId: string, declined?: boolean): void;
  /** Resolves once every webhook sent so far (and any sent while waiting) has been answered. */
  delivered(): Promise<void>;
  stop(): Promise<void>;
};

type Session = { id: string; customer: string; price: string; metadata: Record<string, string>; success: string; cancel: string; paid: boolean };
type Sub = ReturnType<typeof subscriptionObject> & { canceled_at?: number | null; ended_at?: number | null };

const DAY_S = 86_400;
const nowS = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}`;
const notFound = (what: string) =>
  Response.json({ error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } }, { status: 404 });

/** Stripe's form bodies: `metadata[userId]=…`, `line_items[0][price]=…` read into one flat map. */
async function form(request: Request): Promise<Map<string, string>> {
  return new Map(new URLSearchParams(await request.text()));
}

function metadataOf(body: Map<string, string>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of body) {
    const m = key.match(new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[(\\w+)\\]$`));
    if (m) out[m[1]!] = value;
  }
  return out;
}

export async function startFakeStripe(options: { port?: number } = {}): Promise<FakeStripe> {
  const prices = Object.fromEntries(PAID_TIERS.map((tier) => [tier, `price_castellan_${tier}`])) as Record<PaidTier, string>;
  const tierOf = (price: string) => PAID_TIERS.find((t) => prices[t] === price);
  const webhookSecret = `whsec_${crypto.randomUUID().replace(/-/g, '')}`;
  /** `balance`: the customer's credit balance in cents, negative when Stripe owes them (a downgrade's unused time). */
  const customers = new Map<string, { email: string; balance: number }>();
  const sessions = new Map<string, Session>();
  const subscriptions = new Map<string, Sub>();
  const payments = new Map<string, ReturnType<typeof invoicePayment>[]>();
  /** Payment intent → who paid what for which subscription (refunds and their events). */
  const paid = new Map<string, { customer: string; amount: number }>();
  const cards = createCards(newId, paid);
  /** Refunds by their idempotency key: a retry after a lost answer gets the same refund, as at Stripe. */
  const refunds = new Map<string, Record<string, unknown>>();
  let deliveryUrl: string | null = null;
  let deliveries = Promise.resolve();

  /** Sends an event to our webhook after the answer that caused it, in order, signed, as Stripe does. */
  function send(type: string, object: Record<string, unknown>): void {
    const url = deliveryUrl;
    if (!url) return;
    const payload = JSON.stringify(stripeEvent(type, object, nowS()));
    deliveries = deliveries.then(async () => {
      const headers = { 'content-type': 'application/json', 'stripe-signature': await sign(payload, webhookSecret) };
      await fetch(url, { method: 'POST', headers, body: payload }).catch(() => undefined);
    });
  }

  /** What paying on the Checkout page makes: the subscription, its first invoice paid, and their events. */
  function pay(session: Session): void {
    const tier = tierOf(session.price) ?? 'premium';
    const subscription: Sub = subscriptionObject({
      id: newId('sub'),
      userId: session.metadata.userId ?? '',
      plan: session.metadata.plan ?? tier,
      priceId: session.price,
      status: 'active',
      periodEnd: nowS() + 30 * DAY_S,
      customer: session.customer,
      planIds: session.metadata.plan_ids ?? null,
    });
    subscriptions.set(subscription.id, subscription);
    const amount = PLAN_PRICES[tier].cents;
    const bill = invoice({
      subscription: subscription.id,
      userId: session.metadata.userId ?? '',
      periodEnd: nowS() + 30 * DAY_S,
      paid: true,
      amount,
      customer: session.customer,
    });
    const intent = newId('pi');
    payments.set(bill.id, [invoicePayment({ invoice: bill.id, paymentIntent: intent, amount })]);
    paid.set(intent, { customer: session.customer, amount });
    // The test card the Checkout page shows is the customer's from now on: this payment and their next ones.
    cards.cardOf(session.customer);
    session.paid = true;
    send(
      'checkout.session.completed',
      checkoutSession({
        userId: session.metadata.userId ?? '',
        plan: session.metadata.plan ?? tier,
        subscription: subscription.id,
        customer: session.customer,
        planIds: session.metadata.plan_ids ?? null,
      }),
    );
    send('customer.subscription.created', subscription);
    send('invoice.paid', bill);
  }

  const renewals = createRenewals({ subscriptions: subscriptions as never, payments, paid, send, tierOf, newId, customers });

  function update(sub: Sub, change: Partial<Sub>, type: string): Sub {
    Object.assign(sub, change);
    send(type, sub);
    return sub;
  }

  /**
   * A price switch of `sub` as asked (`prefix` names where a preview nests its parameters): the proration
   * lines at the proration date asked (now by default), or Stripe's refusal of a price it does not sell.
   */
  function priceChange(sub: Sub, body: Map<string, string>, price: string, prefix = '') {
    const to = tierOf(price);
    const item = sub.items.data[0]!;
    const from = tierOf(item.price.id);
    if (!to || !from)
      return Response.json(
        { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'items[0][price]', message: `No such price: '${price}'` } },
        { status: 400 },
      );
    const at = Number(body.get(`${prefix}proration_date${prefix ? ']' : ''}`) ?? nowS());
    const behavior = body.get(`${prefix}proration_behavior${prefix ? ']' : ''}`) ?? 'create_prorations';
    const period = { start: item.current_period_start, end: item.current_period_end };
    const name = (tier: PaidTier) => `Castellan ${tier[0]!.toUpperCase()}${tier.slice(1)}`;
    const lines = prorationLines({
      oldPrice: PLAN_PRICES[from].cents,
      newPrice: PLAN_PRICES[to].cents,
      oldName: name(from),
      newName: name(to),
      period,
      at,
      oldPriceId: item.price.id,
      newPriceId: price,
    });
    return { lines, behavior, newPrice: PLAN_PRICES[to].cents, newName: name(to), period, to, price };
  }

  /**
   * Switches the subscription's price. `always_invoice` bills the prorations at once (the customer's credit
   * first, the card for the rest: a paid invoice and its event); otherwise their sum waits for the next
   * invoice, a credit kept on the customer's balance as Stripe keeps it.
   */
  function changePrice(sub: Sub, body: Map<string, string>, price: string): Response {
    const change = priceChange(sub, body, price);
    if (change instanceof Response) return change;
    const customer = customers.get(sub.customer);
    const bill = previewInvoice({ ...change, customer: sub.customer, subscription: sub.id, balance: customer?.balance ?? 0 });
    const userId = String(sub.metadata.userId ?? '');
    if (change.behavior === 'always_invoice') {
      if (customer) customer.balance = bill.ending_balance;
      if (bill.amount_due > 0) {
        const paidBill = {
          ...invoice({ subscription: sub.id, userId, periodEnd: change.period.end, paid: true, amount: bill.amount_due, customer: sub.customer }),
          total: bill.total,
          subtotal: bill.subtotal,
          starting_balance: bill.starting_balance,
          ending_balance: bill.ending_balance,
          billing_reason: 'subscription_update',
          lines: bill.lines,
        };
        const intent = newId('pi');
        payments.set(paidBill.id, [invoicePayment({ invoice: paidBill.id, paymentIntent: intent, amount: bill.amount_due })]);
        paid.set(intent, { customer: sub.customer, amount: bill.amount_due });
        send('invoice.paid', paidBill);
      }
    } else if (customer) {
      customer.balance += change.lines.reduce((sum, line) => sum + line.amount, 0);
    }
    sub.items.data[0]!.price = { id: change.price, object: 'price' };
    sub.metadata = { ...sub.metadata, ...metadataOf(body, 'metadata') };
    return Response.json(update(sub, {}, 'customer.subscription.updated'));
  }

  const server = Bun.serve({
    hostname: '127.0.0.1',
    port: options.port ?? 0,
    async fetch(request): Promise<Response> {
      const url = new URL(request.url);
      const path = url.pathname;
      const method = request.method;
      const page = (html: string) => new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });

      // The buyer's pages (checkout.stripe.com and billing.stripe.com in real life).
      const checkout = path.match(/^\/checkout\/(cs_\w+)$/);
      if (checkout) {
        const session = sessions.get(checkout[1]!);
        if (!session) return new Response('This checkout page has expired.', { status: 404 });
        const tier = tierOf(session.price) ?? 'premium';
        if (method === 'POST') {
          if (!session.paid) pay(session);
          return Response.redirect(session.success, 303);
        }
        return page(checkoutPage({ tier, email: customers.get(session.customer)?.email ?? '', cancelUrl: session.cancel }));
      }
      const portal = path.match(/^\/portal\/(cus_\w+)$/);
      if (portal) {
        const customer = portal[1]!;
        const back = url.searchParams.get('return') ?? '/';
        const own = [...subscriptions.values()].filter((s) => s.customer === customer && (s.status === 'active' || s.status === 'past_due'));
        if (method === 'POST') {
          // The portal's two forms: a new card (pays what is open), or the cancellation.
          if ((await form(request)).get('action') === 'card') renewals.cardUpdated(customer);
          else for (const sub of own) update(sub, { cancel_at_period_end: true }, 'customer.subscription.updated');
          return Response.redirect(back, 303);
        }
        return page(
          portalPage({
            subscriptions: own.map((s) => ({
              tier: tierOf(s.items.data[0]!.price.id) ?? 'premium',
              endsAt: s.items.data[0]!.current_period_end * 1000,
              cancelling: s.cancel_at_period_end,
              failing: s.status === 'past_due',
            })),
            returnUrl: back,
          }),
        );
      }

      // The stand-in's own control (no such route at Stripe): a period's end now, its card declined or not.
      if (method === 'POST' && path === '/_stand-in/renewals') {
        const body = await form(request);
        const renewed = renewals.renew(body.get('subscription') ?? '', body.get('card') === 'declined');
        return renewed ? Response.json(renewed) : notFound(`subscription: '${body.get('subscription')}'`);
      }

      // The API, as our Stripe SDK calls it.
      if (method === 'POST' && path === '/v1/customers') {
        const body = await form(request);
        const id = newId('cus');
        customers.set(id, { email: body.get('email') ?? '', balance: 0 });
        return Response.json({ id, object: 'customer', email: body.get('email') ?? null, metadata: metadataOf(body, 'metadata'), livemode: false });
      }
      // Stripe's "Expire a Checkout Session": an open one can no longer be paid; a paid one cannot be expired.
      const expiring = method === 'POST' && path.match(/^\/v1\/checkout\/sessions\/(cs_\w+)\/expire$/);
      if (expiring) {
        const session = sessions.get(expiring[1]!);
        if (!session) return notFound('checkout session');
        if (session.paid)
          return Response.json(
            { error: { type: 'invalid_request_error', message: 'Only Checkout Sessions with a status of `open` can be expired.' } },
            { status: 400 },
          );
        sessions.delete(session.id);
        return Response.json({ id: session.id, object: 'checkout.session', mode: 'subscription', status: 'expired', customer: session.customer });
      }
      if (method === 'POST' && path === '/v1/checkout/sessions') {
        const body = await form(request);
        const session: Session = {
          id: newId('cs_test'),
          customer: body.get('customer') ?? newId('cus'),
          price: body.get('line_items[0][price]') ?? '',
          metadata: metadataOf(body, 'metadata'),
          success: body.get('success_url') ?? '/',
          cancel: body.get('cancel_url') ?? '/',
          paid: false,
        };
        if (!tierOf(session.price))
          return Response.json(
            { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'line_items[0][price]', message: `No such price: '${session.price}'` } },
            { status: 400 },
          );
        sessions.set(session.id, session);
        return Response.json({
          id: session.id,
          object: 'checkout.session',
          mode: 'subscription',
          status: 'open',
          customer: session.customer,
          client_reference_id: body.get('client_reference_id') ?? null,
          metadata: session.metadata,
          url: `${base}/checkout/${session.id}`,
          livemode: false,
        });
      }
      if (method === 'POST' && path === '/v1/billing_portal/sessions') {
        const body = await form(request);
        const customer = body.get('customer') ?? '';
        const back = encodeURIComponent(body.get('return_url') ?? '/');
        return Response.json({
          id: newId('bps'),
          object: 'billing_portal.session',
          customer,
          url: `${base}/portal/${customer}?return=${back}`,
          livemode: false,
        });
      }
      const subscription = path.match(/^\/v1\/subscriptions\/(sub_\w+)$/);
      if (subscription) {
        const sub = subscriptions.get(subscription[1]!);
        if (!sub) return notFound(`subscription: '${subscription[1]}'`);
        if (method === 'GET') return Response.json(sub);
        if (method === 'POST') {
          const body = await form(request);
          const price = body.get('items[0][price]');
          if (price !== undefined) return changePrice(sub, body, price);
          return Response.json(update(sub, { cancel_at_period_end: body.get('cancel_at_period_end') === 'true' }, 'customer.subscription.updated'));
        }
        if (method === 'DELETE')
          return Response.json(update(sub, { status: 'canceled', canceled_at: nowS(), ended_at: nowS() }, 'customer.subscription.deleted'));
      }
      if (method === 'POST' && path === '/v1/invoices/create_preview') {
        const body = await form(request);
        const sub = subscriptions.get(body.get('subscription') ?? '');
        if (!sub) return notFound(`subscription: '${body.get('subscription')}'`);
        const change = priceChange(sub, body, body.get('subscription_details[items][0][price]') ?? '', 'subscription_details[');
        if (change instanceof Response) return change;
        return Response.json(previewInvoice({ ...change, customer: sub.customer, subscription: sub.id, balance: customers.get(sub.customer)?.balance ?? 0 }));
      }
      if (method === 'GET' && path === '/v1/invoice_payments') {
        return Response.json({ object: 'list', data: payments.get(url.searchParams.get('invoice') ?? '') ?? [], has_more: false, url: '/v1/invoice_payments' });
      }
      if (method === 'POST' && path === '/v1/refunds') {
        const key = request.headers.get('idempotency-key');
        const again = key ? refunds.get(key) : undefined;
        if (again) return Response.json(again);
        const intent = (await form(request)).get('payment_intent') ?? '';
        const payment = paid.get(intent);
        if (!payment) return notFound(`payment_intent: '${intent}'`);
        const refund = { id: newId('re'), object: 'refund', amount: payment.amount, currency: 'usd', payment_intent: intent, status: 'succeeded' };
        if (key) refunds.set(key, refund);
        send('charge.refunded', refundedCharge({ paymentIntent: intent, customer: payment.customer, amount: payment.amount }));
        return Response.json(refund);
      }
      return cards.answer(method, url, notFound) ?? notFound(`route: ${method} ${path}`);
    },
  });
  const base: string = `http://127.0.0.1:${server.port}`;

  return {
    url: base,
    secretKey: 'sk_test_castellan_stand_in',
    webhookSecret,
    prices,
    deliverTo: (url) => {
      deliveryUrl = url;
    },
    renew: (subscriptionId, declined = false) => {
      renewals.renew(subscriptionId, declined);
    },
    delivered: async () => {
      for (let last = null as Promise<void> | null; last !== deliveries; ) {
        last = deliveries;
        await last;
      }
    },
    stop: async () => {
      await deliveries;
      await server.stop(true);
    },
  };
}

/** The API's Stripe settings (api/src/modules/billing/config.ts) pointing at this stand-in. */
export function stripeSettings(fake: Pick<FakeStripe, 'url' | 'secretKey' | 'webhookSecret' | 'prices'>) {
  return { secretKey: fake.secretKey, webhookSecret: fake.webhookSecret, prices: fake.prices, apiBase: fake.url };
}
