/**
 * PayPal's wire shapes as the fake sends and accepts them (v1 OAuth, v1 Billing Subscriptions,
 * v1 Notifications). Field names are PayPal's snake_case on purpose: a test that reads these types
 * reads what PayPal really sends, not a tidied-up version of it.
 */

/** A HATEOAS link. PayPal puts these on every resource and on most error bodies. */
export type PayPalLink = { href: string; rel: string; method?: 'GET' | 'POST' | 'PATCH' | 'DELETE' };

/** Money in the v1 Billing API: the amount is a decimal string, never a number. */
export type PayPalMoney = { currency_code: string; value: string };

export type SubscriptionStatus = 'APPROVAL_PENDING' | 'APPROVED' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED' | 'EXPIRED';

export type PayPalName = { given_name?: string; surname?: string };

export type PayPalSubscriber = { email_address?: string; payer_id?: string; name?: PayPalName };

export type PayPalCycleExecution = {
  tenure_type: 'TRIAL' | 'REGULAR';
  sequence: number;
  cycles_completed: number;
  cycles_remaining: number;
  current_pricing_scheme_version?: number;
  /** 0 means "until cancelled", which is what a monthly plan without an end uses. */
  total_cycles: number;
};

export type PayPalBillingInfo = {
  outstanding_balance: PayPalMoney;
  cycle_executions: PayPalCycleExecution[];
  last_payment?: { amount: PayPalMoney; time: string };
  last_failed_payment?: { amount: PayPalMoney; time: string; reason_code: string; next_payment_retry_time?: string };
  next_billing_time?: string;
  failed_payments_count: number;
};

/** The subscription as GET /v1/billing/subscriptions/{id} returns it (links are added when rendered). */
export type PayPalSubscription = {
  id: string;
  plan_id: string;
  status: SubscriptionStatus;
  status_update_time: string;
  /** The `reason` given to cancel (PayPal keeps it here). */
  status_change_note?: string;
  start_time: string;
  quantity: string;
  custom_id?: string;
  shipping_amount: PayPalMoney;
  /** Only known once the buyer has approved on PayPal, unless the merchant sent one on create. */
  subscriber?: PayPalSubscriber;
  /** Only present once the subscription has started billing. */
  billing_info?: PayPalBillingInfo;
  create_time: string;
  update_time: string;
  plan_overridden: boolean;
  links?: PayPalLink[];
};

/** A v1 Payments sale: the resource of PAYMENT.SALE.COMPLETED (note `total`/`currency`, not `value`/`currency_code`). */
export type PayPalSale = {
  id: string;
  state: 'completed';
  amount: { total: string; currency: string; details: { subtotal: string } };
  payment_mode: 'INSTANT_TRANSFER';
  protection_eligibility: 'ELIGIBLE';
  protection_eligibility_type: string;
  transaction_fee: { value: string; currency: string };
  /** The subscription id: how a sale is tied back to its subscription. */
  billing_agreement_id: string;
  /** The subscription's custom_id, when it has one. */
  custom?: string;
  create_time: string;
  update_time: string;
  links: PayPalLink[];
};

/** A v2 Payments refund of a captured payment (a subscription's sale is refunded by its transaction id): the resource of PAYMENT.CAPTURE.REFUNDED. */
export type PayPalRefund = {
  id: string;
  amount: { value: string; currency_code: string };
  status: 'COMPLETED';
  create_time: string;
  update_time: string;
  /** `up` names the capture (the sale) it gives back. */
  links: PayPalLink[];
};

export type PayPalWebhookEventType =
  | 'BILLING.SUBSCRIPTION.ACTIVATED'
  | 'BILLING.SUBSCRIPTION.CANCELLED'
  | 'BILLING.SUBSCRIPTION.SUSPENDED'
  | 'BILLING.SUBSCRIPTION.EXPIRED'
  | 'BILLING.SUBSCRIPTION.PAYMENT.FAILED'
  | 'BILLING.SUBSCRIPTION.UPDATED'
  | 'PAYMENT.SALE.COMPLETED'
  | 'PAYMENT.CAPTURE.REFUNDED';

/** The events the fake builds from a subscription's change (a refund's event is built from the refund). */
export type SubscriptionEventType = Exclude<PayPalWebhookEventType, 'PAYMENT.CAPTURE.REFUNDED'>;

export type PayPalWebhookEvent = {
  id: string;
  event_version: string;
  create_time: string;
  resource_type: 'subscription' | 'sale' | 'refund';
  resource_version?: string;
  event_type: PayPalWebhookEventType;
  summary: string;
  resource: PayPalSubscription | PayPalSale | PayPalRefund;
  links: PayPalLink[];
};

export type PayPalTokenResponse = {
  scope: string;
  access_token: string;
  token_type: 'Bearer';
  app_id: string;
  expires_in: number;
  nonce: string;
};

export type PayPalErrorDetail = { field?: string; value?: string; location?: string; issue: string; description?: string };

/** The REST error body. The token endpoint is the exception: it answers OAuth's `{ error, error_description }`. */
export type PayPalErrorBody = {
  name: string;
  message: string;
  debug_id?: string;
  information_link?: string;
  details?: PayPalErrorDetail[];
  links?: PayPalLink[];
};

export type PayPalApplicationContext = {
  brand_name?: string;
  locale?: string;
  shipping_preference?: string;
  user_action?: string;
  return_url?: string;
  cancel_url?: string;
};

export type CreateSubscriptionRequest = {
  plan_id?: unknown;
  start_time?: unknown;
  quantity?: unknown;
  custom_id?: unknown;
  subscriber?: PayPalSubscriber;
  application_context?: PayPalApplicationContext;
};

export type VerifyWebhookSignatureRequest = {
  auth_algo: string;
  cert_url: string;
  transmission_id: string;
  transmission_sig: string;
  transmission_time: string;
  webhook_id: string;
  webhook_event: unknown;
};
