/**
 * PayPal's REST API, the parts we use: OAuth client credentials (token cached until shortly before it
 * expires), Billing Subscriptions (create, get, cancel), refunds of captured payments and webhook
 * signature verification.
 */
import type { PayPalConfig } from '../config';
import type { SignatureHeaders } from './signature-headers';

export type PayPalSubscription = {
  id: string;
  status: 'APPROVAL_PENDING' | 'APPROVED' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED' | 'EXPIRED';
  plan_id: string;
  custom_id?: string;
  status_update_time?: string;
  /** When anything of it last changed (its plan, after a revision). */
  update_time?: string;
  billing_info?: { next_billing_time?: string; last_payment?: { time?: string } };
  links?: { href: string; rel: string; method?: string }[];
};

export type PayPalRefund = { id: string; status: 'CANCELLED' | 'FAILED' | 'PENDING' | 'COMPLETED'; amount?: { value: string; currency_code: string } };

export type PayPalWebhookEvent = { id: string; event_type: string; create_time: string; resource: Record<string, unknown> };

export class PayPalError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface PayPalClient {
  /** A subscription waiting for the buyer: its id and the page that approves it (`requestId` makes a retry one subscription). */
  createSubscription(input: {
    planId: string;
    customId: string;
    returnUrl: string;
    cancelUrl: string;
    requestId: string;
  }): Promise<{ id: string; approvalUrl: string }>;
  /**
   * Moves a subscription to another plan of the same product ("Revise plan or quantity of subscription",
   * https://developer.paypal.com/docs/api/subscriptions/v1/#subscriptions_revise): the buyer re-consents on the
   * `approve` page, and the new price bills from the next cycle (PayPal prorates nothing).
   */
  reviseSubscription(id: string, input: { planId: string; returnUrl: string; cancelUrl: string }): Promise<{ approvalUrl: string }>;
  /** The subscription as PayPal has it now. */
  getSubscription(id: string): Promise<PayPalSubscription>;
  /** Cancels the subscription at PayPal, giving `reason`. */
  cancelSubscription(id: string, reason: string): Promise<void>;
  /**
   * A full refund of a subscription's payment: PayPal's v2 refund of a captured payment, named by the sale's
   * transaction id (https://developer.paypal.com/docs/api/payments/v2/#captures_refund; an empty body refunds
   * the whole amount). `PayPal-Request-Id` makes a retry return the same refund.
   */
  refundCapture(captureId: string, requestId: string): Promise<PayPalRefund>;
  /** PayPal's own verification of a delivery's signature headers against its body. */
  verifyWebhook(headers: SignatureHeaders, event: unknown): Promise<boolean>;
}

export function createPayPalClient(config: PayPalConfig, now: () => number = Date.now): PayPalClient {
  let token: { value: string; expiresAt: number } | null = null;

  async function accessToken(force = false): Promise<string> {
    if (!force && token && token.expiresAt - 60_000 > now()) return token.value;
    const res = await fetch(`${config.apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number; error_description?: string };
    if (!res.ok || !body.access_token) throw new PayPalError(res.status, 'AUTHENTICATION_FAILURE', body.error_description ?? 'PayPal refused our credentials.');
    token = { value: body.access_token, expiresAt: now() + (body.expires_in ?? 0) * 1000 };
    return token.value;
  }

  async function call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}, retried = false): Promise<T> {
    const res = await fetch(`${config.apiBase}${path}`, {
      method,
      headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    if (res.status === 401 && !retried) {
      // The token was revoked or expired early: one fresh token, one more try.
      await accessToken(true);
      return call(method, path, body, headers, true);
    }
    if (res.status === 204) return undefined as T;
    const json = (await res.json().catch(() => ({}))) as { name?: string; message?: string; details?: { description?: string }[] };
    if (!res.ok) throw new PayPalError(res.status, json.name ?? 'ERROR', json.details?.[0]?.description ?? json.message ?? `PayPal answered ${res.status}.`);
    return json as T;
  }

  return {
    async createSubscription(input: { planId: string; customId: string; returnUrl: string; cancelUrl: string; requestId: string }) {
      const sub = await call<PayPalSubscription>(
        'POST',
        '/v1/billing/subscriptions',
        {
          plan_id: input.planId,
          custom_id: input.customId,
          application_context: {
            brand_name: 'Castellan',
            user_action: 'SUBSCRIBE_NOW',
            shipping_preference: 'NO_SHIPPING',
            return_url: input.returnUrl,
            cancel_url: input.cancelUrl,
          },
        },
        { 'PayPal-Request-Id': input.requestId, Prefer: 'return=representation' },
      );
      const approve = sub.links?.find((l) => l.rel === 'approve')?.href;
      if (!approve) throw new PayPalError(502, 'NO_APPROVAL_LINK', 'PayPal did not return an approval page.');
      return { id: sub.id, approvalUrl: approve };
    },

    async reviseSubscription(id: string, input: { planId: string; returnUrl: string; cancelUrl: string }) {
      const revised = await call<{ plan_id?: string; links?: { href: string; rel: string }[] }>(
        'POST',
        `/v1/billing/subscriptions/${encodeURIComponent(id)}/revise`,
        {
          plan_id: input.planId,
          application_context: { brand_name: 'Castellan', shipping_preference: 'NO_SHIPPING', return_url: input.returnUrl, cancel_url: input.cancelUrl },
        },
      );
      const approve = revised.links?.find((l) => l.rel === 'approve')?.href;
      if (!approve) throw new PayPalError(502, 'NO_APPROVAL_LINK', 'PayPal did not return an approval page.');
      return { approvalUrl: approve };
    },

    getSubscription: (id: string) => call<PayPalSubscription>('GET', `/v1/billing/subscriptions/${encodeURIComponent(id)}`),

    cancelSubscription: (id: string, reason: string) => call<void>('POST', `/v1/billing/subscriptions/${encodeURIComponent(id)}/cancel`, { reason }),

    refundCapture: (captureId: string, requestId: string) =>
      call<PayPalRefund>(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        {},
        { 'PayPal-Request-Id': requestId, Prefer: 'return=representation' },
      ),

    async verifyWebhook(headers: SignatureHeaders, event: unknown): Promise<boolean> {
      const result = await call<{ verification_status?: string }>('POST', '/v1/notifications/verify-webhook-signature', {
        auth_algo: headers.authAlgo,
        cert_url: headers.certUrl,
        transmission_id: headers.transmissionId,
        transmission_sig: headers.transmissionSig,
        transmission_time: headers.transmissionTime,
        webhook_id: config.webhookId,
        webhook_event: event,
      });
      return result.verification_status === 'SUCCESS';
    },
  };
}
