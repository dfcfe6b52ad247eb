/**
 * A local fake of PayPal's REST API (v1 OAuth, v1 Billing Subscriptions, v2 capture refunds, v1 Notifications) plus the
 * buyer's approval page, so our PayPal integration is tested at its HTTP boundary against PayPal's real
 * request and response shapes. Point the integration's PayPal base URL at `fake.url`.
 *
 *   const paypal = await startFakePayPal();
 *   // …our code creates a subscription and sends the buyer to its `approve` link…
 *   const activated = paypal.approve(subscriptionId);           // what the buyer does on PayPal
 *   await fetch(ourWebhookUrl, { method: 'POST', headers: paypal.sign(activated), body: JSON.stringify(activated) });
 *
 * One file per part of PayPal it plays: oauth.ts, create-subscription.ts, events.ts, signing.ts, the
 * approval page; this one holds the state they share and routes the requests.
 *
 * Run it on its own for local development: `bun api/test/fakes/paypal/server.ts` (PAYPAL_FAKE_PORT, default 8788).
 */
import { approvalPage, approvedPage, returnHref, unknownTokenPage } from './approval-page';
import { createSubscription } from './create-subscription';
import { authenticationFailure, invalidRequest, json, resourceNotFound, routeNotFound, unprocessable, webhookValidationError } from './errors';
import { afterEvent, buildEvent, EVENT_TYPES, refundEvent } from './events';
import { createRevisions } from './revisions';
import { loggedBody, readObject, type Context, type Route } from './http';
import { debugId, isoSeconds, refundId, upperAlnum } from './ids';
import { CLIENT_ID, CLIENT_SECRET, createOAuth } from './oauth';
import { FAKE_PLANS } from './plans';
import { AUTH_ALGO, createSigner } from './signing';
import { createStore, DEFAULT_BUYER } from './store';
import type { PayPalRefund, PayPalSale, PayPalSubscription, PayPalWebhookEvent, SubscriptionEventType } from './shapes';

export type * from './shapes';

export type FakePayPal = {
  /** http://127.0.0.1:<port>: both the API host (api-m.paypal.com) and the web host (www.paypal.com). */
  url: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** Tier → billing plan id the fake knows: { plus, premium, professional }. */
  plans: Record<string, string>;
  /** What a buyer does on PayPal's approval page: the subscription becomes ACTIVE; returns the BILLING.SUBSCRIPTION.ACTIVATED event PayPal would send. */
  approve(subscriptionId: string): PayPalWebhookEvent;
  /** A webhook event as PayPal sends it, built from the subscription as it is after the event; `apply` also stores that change. */
  event(type: SubscriptionEventType, subscriptionId: string, options?: { apply?: boolean; createTime?: string }): PayPalWebhookEvent;
  /** Delivery headers for `event`; verify-webhook-signature answers SUCCESS only for exactly `JSON.stringify(event)` and the fake's webhookId. */
  sign(event: PayPalWebhookEvent): Record<string, string>;
  /** The PAYMENT.CAPTURE.REFUNDED event PayPal sends once a sale (capture) was refunded through the API. */
  refundEvent(captureId: string): PayPalWebhookEvent;
  /**
   * Where PayPal would deliver webhooks (our /api/paypal/webhook), or null (the default: nothing is sent on
   * its own). When set, what a person or our API does over HTTP is followed by PayPal's events, signed:
   * the approval page by ACTIVATED and the first PAYMENT.SALE.COMPLETED, a cancel by CANCELLED, a refund
   * by PAYMENT.CAPTURE.REFUNDED. The browser tests use it; API tests deliver events themselves.
   */
  deliverTo(url: string | null): void;
  subscriptions: Map<string, PayPalSubscription>;
  /** Completed sales (from PAYMENT.SALE.COMPLETED events built here) and their refunds, by sale id. */
  sales: Map<string, PayPalSale>;
  refunds: Map<string, PayPalRefund>;
  requests: { method: string; path: string; body: unknown; headers: Record<string, string> }[];
  tokenRequests(): number;
  stop(): Promise<void>;
};

const WEBHOOK_ID = '0FAKEWEBHOOK00000000000A';

export async function startFakePayPal(options: { port?: number; tokenTtlSeconds?: number } = {}): Promise<FakePayPal> {
  const ttlMs = (options.tokenTtlSeconds ?? 32_400) * 1000;
  let base = '';
  const store = createStore(() => base);
  const signer = createSigner();
  const certId = `CERT-${upperAlnum(8).toLowerCase()}-${upperAlnum(8).toLowerCase()}-${upperAlnum(8).toLowerCase()}`;
  const certUrl = () => `${base}/v1/notifications/certs/${certId}`;
  const oauth = createOAuth(ttlMs);
  const requests: FakePayPal['requests'] = [];
  const events = new Map<string, PayPalWebhookEvent>();
  const sales = new Map<string, PayPalSale>();
  const refunds = new Map<string, PayPalRefund>(); // sale id → its refund
  const refundsByRequestId = new Map<string, PayPalRefund>();
  let deliveryUrl: string | null = null;
  let deliveries = Promise.resolve();

  /** Sends events to deliveryUrl in order, shortly after the answer that caused them, as PayPal does. */
  function deliver(...built: (() => PayPalWebhookEvent)[]): void {
    const url = deliveryUrl;
    if (!url) return;
    deliveries = deliveries.then(async () => {
      await Bun.sleep(50);
      for (const make of built) {
        const webhook = make();
        await fetch(url, { method: 'POST', headers: sign(webhook), body: JSON.stringify(webhook) }).catch((error) =>
          console.error('PayPal fake could not deliver', webhook.event_type, error),
        );
      }
    });
  }

  function event(
    type: SubscriptionEventType,
    subscriptionId: string,
    { apply = false, createTime }: { apply?: boolean; createTime?: string } = {},
    buyerEmail?: string,
  ): PayPalWebhookEvent {
    if (!EVENT_TYPES.includes(type)) throw new Error(`The PayPal fake cannot build ${type}; it knows ${EVENT_TYPES.join(', ')}`);
    const current = store.subscriptions.get(subscriptionId);
    if (!current) throw new Error(`The PayPal fake has no subscription ${subscriptionId}`);
    const plan = store.planOf(current);
    if (!plan) throw new Error(`Subscription ${subscriptionId} has unknown plan ${current.plan_id}`);
    const now = createTime ? new Date(createTime) : new Date();
    if (Number.isNaN(now.getTime())) throw new Error(`createTime ${createTime} is not a date`);
    const next = afterEvent(current, type, plan, now, buyerEmail);
    if (apply) store.subscriptions.set(subscriptionId, next);
    const built = buildEvent(type, store.render(next), plan, now, base, createTime, sales);
    events.set(built.id, built);
    return built;
  }

  function approve(subscriptionId: string, buyerEmail?: string): PayPalWebhookEvent {
    const status = store.subscriptions.get(subscriptionId)?.status;
    if (status !== 'APPROVAL_PENDING') {
      throw new Error(`Cannot approve ${subscriptionId}: its status is ${status ?? 'unknown (no such subscription)'}`);
    }
    return event('BILLING.SUBSCRIPTION.ACTIVATED', subscriptionId, { apply: true }, buyerEmail);
  }

  function sign(webhookEvent: PayPalWebhookEvent): Record<string, string> {
    const transmissionId = crypto.randomUUID();
    const transmissionTime = isoSeconds(new Date());
    const signature = signer.sign({ transmissionId, transmissionTime, webhookId: WEBHOOK_ID, body: JSON.stringify(webhookEvent) });
    return {
      'content-type': 'application/json',
      'paypal-auth-algo': AUTH_ALGO,
      'paypal-auth-version': 'v2',
      'paypal-cert-url': certUrl(),
      'paypal-transmission-id': transmissionId,
      'paypal-transmission-sig': signature,
      'paypal-transmission-time': transmissionTime,
    };
  }

  // --- Subscriptions (created in create-subscription.ts) -------------------------------------------

  function getSubscription({ params }: Context): Response {
    const subscription = store.subscriptions.get(params[0] ?? '');
    return subscription ? json(200, store.render(subscription)) : resourceNotFound();
  }

  function cancelSubscription({ params, text }: Context): Response {
    const id = params[0] ?? '';
    const current = store.subscriptions.get(id);
    const plan = current && store.planOf(current);
    if (!current || !plan) return resourceNotFound();
    const body = readObject(text);
    if (!body) return invalidRequest('MALFORMED_REQUEST_JSON');
    if (typeof body.reason !== 'string' || !body.reason) return invalidRequest('MISSING_REQUIRED_PARAMETER', '/reason');
    if (current.status !== 'ACTIVE' && current.status !== 'SUSPENDED') return unprocessable('SUBSCRIPTION_STATUS_INVALID');
    const next = afterEvent(current, 'BILLING.SUBSCRIPTION.CANCELLED', plan, new Date());
    next.status_change_note = body.reason;
    store.subscriptions.set(id, next);
    deliver(() => {
      const built = buildEvent('BILLING.SUBSCRIPTION.CANCELLED', store.render(next), plan, new Date(), base);
      events.set(built.id, built);
      return built;
    });
    return new Response(null, { status: 204, headers: { 'paypal-debug-id': debugId() } });
  }

  // --- Payments v2: refunds -----------------------------------------------------------------------

  /** A full refund of a captured payment (an empty body); PayPal-Request-Id answers a retry with the same refund. */
  function refundCapture({ req, params, text }: Context): Response {
    const requestId = req.headers.get('paypal-request-id');
    const earlier = requestId ? refundsByRequestId.get(requestId) : undefined;
    if (earlier) return json(201, earlier);
    const sale = sales.get(params[0] ?? '');
    if (!sale) return resourceNotFound();
    const body = readObject(text);
    if (!body) return invalidRequest('MALFORMED_REQUEST_JSON');
    if (body.amount !== undefined) return invalidRequest('INVALID_PARAMETER_VALUE', '/amount'); // the fake refunds in full only
    if (refunds.has(sale.id)) return unprocessable('CAPTURE_FULLY_REFUNDED');
    const id = refundId();
    const time = isoSeconds(new Date());
    const refund: PayPalRefund = {
      id,
      amount: { value: sale.amount.total, currency_code: sale.amount.currency },
      status: 'COMPLETED',
      create_time: time,
      update_time: time,
      links: [
        { href: `${base}/v2/payments/refunds/${id}`, rel: 'self', method: 'GET' },
        { href: `${base}/v2/payments/captures/${sale.id}`, rel: 'up', method: 'GET' },
      ],
    };
    refunds.set(sale.id, refund);
    if (requestId) refundsByRequestId.set(requestId, refund);
    deliver(() => {
      const built = refundEvent(refund, base);
      events.set(built.id, built);
      return built;
    });
    return json(201, refund);
  }

  // --- Notifications -----------------------------------------------------------------------------

  function verifyWebhookSignature({ text }: Context): Response {
    const body = readObject(text);
    if (!body) return invalidRequest('MALFORMED_REQUEST_JSON');
    const required = ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time', 'webhook_id', 'webhook_event'];
    const missing = required.filter((key) => body[key] === undefined || body[key] === null || body[key] === '');
    if (missing.length) return webhookValidationError(missing);
    const field = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '');
    const valid =
      field('webhook_id') === WEBHOOK_ID &&
      field('auth_algo') === AUTH_ALGO &&
      field('cert_url') === certUrl() &&
      signer.verify(
        {
          transmissionId: field('transmission_id'),
          transmissionTime: field('transmission_time'),
          webhookId: field('webhook_id'),
          // PayPal re-serialises the event it is given; a parsed-then-stringified body keeps key order, so this matches sign().
          body: JSON.stringify(body.webhook_event),
        },
        field('transmission_sig'),
      );
    return json(200, { verification_status: valid ? 'SUCCESS' : 'FAILURE' });
  }

  function getWebhookEvent({ params }: Context): Response {
    const found = events.get(params[0] ?? '');
    return found ? json(200, found) : resourceNotFound();
  }

  // --- The buyer's approval page -----------------------------------------------------------------

  function showApprovalPage({ url }: Context): Response {
    const id = store.byBaToken(url.searchParams.get('ba_token') ?? '');
    const subscription = id && store.subscriptions.get(id);
    const plan = subscription && store.planOf(subscription);
    const approval = id && store.approval(id);
    if (!subscription || !plan || !approval) return unknownTokenPage();
    return approvalPage(subscription, plan, approval, subscription.subscriber?.email_address ?? DEFAULT_BUYER.email_address);
  }

  function submitApprovalPage({ text }: Context): Response {
    const form = new URLSearchParams(text);
    const id = store.byBaToken(form.get('ba_token') ?? '');
    const subscription = id && store.subscriptions.get(id);
    const plan = subscription && store.planOf(subscription);
    const approval = id && store.approval(id);
    if (!id || !subscription || !plan || !approval) return unknownTokenPage();
    if (subscription.status !== 'APPROVAL_PENDING') return approvalPage(subscription, plan, approval, '');
    const activated = approve(id, form.get('email_address') || undefined);
    deliver(
      () => activated,
      () => event('PAYMENT.SALE.COMPLETED', id, { apply: true }),
    );
    const location = returnHref(subscription, approval);
    return location ? new Response(null, { status: 302, headers: { location } }) : approvedPage(plan);
  }

  // An approved revision is stored with its new plan and told as BILLING.SUBSCRIPTION.UPDATED.
  const revisions = createRevisions({
    base: () => base,
    subscriptions: store.subscriptions,
    revised: (id) => deliver(() => event('BILLING.SUBSCRIPTION.UPDATED', id, { apply: true })),
  });

  const routes: Route[] = [
    { method: 'POST', pattern: /^\/v1\/oauth2\/token$/, auth: 'none', handle: oauth.issueToken },
    { method: 'POST', pattern: /^\/v1\/billing\/subscriptions$/, auth: 'bearer', handle: createSubscription(store) },
    { method: 'GET', pattern: /^\/v1\/billing\/subscriptions\/([^/]+)$/, auth: 'bearer', handle: getSubscription },
    { method: 'POST', pattern: /^\/v1\/billing\/subscriptions\/([^/]+)\/cancel$/, auth: 'bearer', handle: cancelSubscription },
    { method: 'POST', pattern: /^\/v1\/billing\/subscriptions\/([^/]+)\/revise$/, auth: 'bearer', handle: revisions.revise },
    { method: 'POST', pattern: /^\/v2\/payments\/captures\/([^/]+)\/refund$/, auth: 'bearer', handle: refundCapture },
    { method: 'POST', pattern: /^\/v1\/notifications\/verify-webhook-signature$/, auth: 'bearer', handle: verifyWebhookSignature },
    { method: 'GET', pattern: /^\/v1\/notifications\/webhooks-events\/([^/]+)$/, auth: 'bearer', handle: getWebhookEvent },
    { method: 'GET', pattern: /^\/webapps\/billing\/subscriptions$/, auth: 'none', handle: showApprovalPage },
    { method: 'POST', pattern: /^\/webapps\/billing\/subscriptions$/, auth: 'none', handle: submitApprovalPage },
    { method: 'GET', pattern: /^\/webapps\/billing\/subscriptions\/update$/, auth: 'none', handle: revisions.showPage },
    { method: 'POST', pattern: /^\/webapps\/billing\/subscriptions\/update$/, auth: 'none', handle: revisions.approvePage },
  ];

  async function handle(req: Request): Promise<Response> {
    const url = new URL(req.url);
    const text = await req.text();
    const headers = Object.fromEntries(req.headers.entries());
    requests.push({ method: req.method, path: url.pathname + url.search, body: loggedBody(text, headers['content-type'] ?? ''), headers });
    for (const route of routes) {
      const match = route.method === req.method ? route.pattern.exec(url.pathname) : null;
      if (!match) continue;
      if (route.auth === 'bearer' && !oauth.authorized(req)) return authenticationFailure();
      try {
        return route.handle({ req, url, text, params: match.slice(1).map((part) => decodeURIComponent(part)) });
      } catch (error) {
        console.error('PayPal fake failed on', req.method, url.pathname, error);
        return json(500, { name: 'INTERNAL_SERVER_ERROR', message: 'An internal server error occurred.', debug_id: debugId() });
      }
    }
    return routeNotFound();
  }

  const server = Bun.serve({ hostname: '127.0.0.1', port: options.port ?? 0, fetch: handle });
  base = `http://127.0.0.1:${server.port}`;

  return {
    url: base,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    webhookId: WEBHOOK_ID,
    plans: Object.fromEntries(FAKE_PLANS.map((plan) => [plan.tier, plan.id])),
    approve: (subscriptionId) => approve(subscriptionId),
    event: (type, subscriptionId, eventOptions) => event(type, subscriptionId, eventOptions),
    sign,
    refundEvent: (captureId) => {
      const refund = refunds.get(captureId);
      if (!refund) throw new Error(`The PayPal fake has not refunded ${captureId}`);
      const built = refundEvent(refund, base);
      events.set(built.id, built);
      return built;
    },
    deliverTo: (url) => {
      deliveryUrl = url;
    },
    subscriptions: store.subscriptions,
    sales,
    refunds,
    requests,
    tokenRequests: oauth.requestCount,
    stop: async () => {
      await server.stop(true);
    },
  };
}

/** The API's PayPal settings (api/src/modules/billing/config.ts) pointing at this fake, in sandbox mode. */
export function payPalSettings(fake: Pick<FakePayPal, 'url' | 'clientId' | 'clientSecret' | 'webhookId' | 'plans'>) {
  return {
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    webhookId: fake.webhookId,
    plans: { plus: fake.plans.plus!, premium: fake.plans.premium!, professional: fake.plans.professional! },
    mode: 'sandbox' as const,
    apiBase: fake.url,
  };
}

if (import.meta.main) {
  const fake = await startFakePayPal({ port: Number(process.env.PAYPAL_FAKE_PORT ?? 8788) });
  // Printed as the API's own settings (api/src/modules/billing/config.ts), ready to paste into .env.
  const lines = [
    `PAYPAL_API_BASE=${fake.url}`,
    `PAYPAL_CLIENT_ID=${fake.clientId}`,
    `PAYPAL_CLIENT_SECRET=${fake.clientSecret}`,
    `PAYPAL_WEBHOOK_ID=${fake.webhookId}`,
    ...Object.entries(fake.plans).map(([tier, id]) => `PAYPAL_PLAN_${tier.toUpperCase()}=${id}`),
  ];
  console.log(`PayPal fake listening on ${fake.url}\n${lines.join('\n')}`);
}
