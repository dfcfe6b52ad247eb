/**
 * The fake's subscription state and the status changes PayPal applies to it. Kept apart from HTTP so
 * the same transitions serve the REST endpoints, the approval page and the test helpers.
 */
import { addOneMonth, baToken, checkoutToken, isoSeconds, payerId, subscriptionId } from './ids';
import { planById, type FakePlan } from './plans';
import type { PayPalApplicationContext, PayPalBillingInfo, PayPalLink, PayPalSubscriber, PayPalSubscription } from './shapes';

/** What PayPal knows about a subscription but never shows in its JSON: the approval flow's tokens. */
export type Approval = { baToken: string; checkoutToken: string; context: PayPalApplicationContext };

export type NewSubscription = {
  plan: FakePlan;
  startTime?: string;
  quantity?: string;
  customId?: string;
  subscriber?: PayPalSubscriber;
  context?: PayPalApplicationContext;
};

/** The sandbox buyer who "approves" on the fake's approval page unless told otherwise. */
export const DEFAULT_BUYER = { email_address: 'sb-buyer@personal.example.com', name: { given_name: 'John', surname: 'Doe' } };

export function createStore(baseUrl: () => string) {
  const subscriptions = new Map<string, PayPalSubscription>();
  const approvals = new Map<string, Approval>();
  const idByBaToken = new Map<string, string>();
  const idByRequestId = new Map<string, string>();

  function create(input: NewSubscription, requestId?: string): PayPalSubscription {
    const now = isoSeconds(new Date());
    const subscription: PayPalSubscription = {
      id: subscriptionId(),
      plan_id: input.plan.id,
      status: 'APPROVAL_PENDING',
      status_update_time: now,
      start_time: input.startTime ?? now,
      quantity: input.quantity ?? '1',
      ...(input.customId !== undefined && { custom_id: input.customId }),
      shipping_amount: { currency_code: input.plan.price.currency_code, value: '0.0' },
      ...(input.subscriber && { subscriber: structuredClone(input.subscriber) }),
      create_time: now,
      update_time: now,
      plan_overridden: false,
    };
    const approval: Approval = { baToken: baToken(), checkoutToken: checkoutToken(), context: input.context ?? {} };
    subscriptions.set(subscription.id, subscription);
    approvals.set(subscription.id, approval);
    idByBaToken.set(approval.baToken, subscription.id);
    if (requestId) idByRequestId.set(requestId, subscription.id);
    return subscription;
  }

  /** HATEOAS links depend on the status: PayPal only offers the actions that are currently allowed. */
  function links(subscription: PayPalSubscription): PayPalLink[] {
    const self = `${baseUrl()}/v1/billing/subscriptions/${subscription.id}`;
    const link = (href: string, rel: string, method: PayPalLink['method']): PayPalLink => ({ href, rel, method });
    switch (subscription.status) {
      case 'APPROVAL_PENDING': {
        const token = approvals.get(subscription.id)?.baToken ?? '';
        return [link(`${baseUrl()}/webapps/billing/subscriptions?ba_token=${token}`, 'approve', 'GET'), link(self, 'edit', 'PATCH'), link(self, 'self', 'GET')];
      }
      case 'APPROVED':
        return [link(self, 'self', 'GET'), link(`${self}/activate`, 'activate', 'POST')];
      case 'ACTIVE':
        return [
          link(`${self}/cancel`, 'cancel', 'POST'),
          link(self, 'edit', 'PATCH'),
          link(self, 'self', 'GET'),
          link(`${self}/suspend`, 'suspend', 'POST'),
          link(`${self}/capture`, 'capture', 'POST'),
        ];
      case 'SUSPENDED':
        return [
          link(`${self}/cancel`, 'cancel', 'POST'),
          link(`${self}/activate`, 'activate', 'POST'),
          link(self, 'edit', 'PATCH'),
          link(self, 'self', 'GET'),
          link(`${self}/capture`, 'capture', 'POST'),
        ];
      default:
        return [link(self, 'self', 'GET')];
    }
  }

  /** The full representation (GET, `Prefer: return=representation`, webhook resources). */
  const render = (subscription: PayPalSubscription): PayPalSubscription => ({
    ...structuredClone(subscription),
    links: links(subscription),
  });

  /** PayPal's default `Prefer: return=minimal` answer to create: id, status and links only. */
  const renderMinimal = (subscription: PayPalSubscription) => ({
    status: subscription.status,
    id: subscription.id,
    create_time: subscription.create_time,
    links: links(subscription),
  });

  return {
    subscriptions,
    create,
    render,
    renderMinimal,
    approval: (id: string) => approvals.get(id),
    byBaToken: (token: string) => idByBaToken.get(token),
    byRequestId: (requestId: string) => idByRequestId.get(requestId),
    planOf: (subscription: PayPalSubscription) => planById(subscription.plan_id),
  };
}

export type Store = ReturnType<typeof createStore>;

/** Billing as it stands right after the first payment of a monthly plan. */
export function firstCycleBilling(plan: FakePlan, now: Date): PayPalBillingInfo {
  return {
    outstanding_balance: { currency_code: plan.price.currency_code, value: '0.0' },
    cycle_executions: [{ tenure_type: 'REGULAR', sequence: 1, cycles_completed: 1, cycles_remaining: 0, current_pricing_scheme_version: 1, total_cycles: 0 }],
    last_payment: { amount: { ...plan.price }, time: isoSeconds(now) },
    next_billing_time: isoSeconds(addOneMonth(now)),
    failed_payments_count: 0,
  };
}

/** The buyer PayPal reports after approval: what the merchant sent, completed with a PayPal payer id. */
export function approvedSubscriber(given: PayPalSubscriber | undefined, email?: string): PayPalSubscriber {
  return {
    email_address: email ?? given?.email_address ?? DEFAULT_BUYER.email_address,
    payer_id: given?.payer_id ?? payerId(),
    name: { ...DEFAULT_BUYER.name, ...given?.name },
  };
}
