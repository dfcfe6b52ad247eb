/**
 * The card a Stripe payment was made with, for its receipt: the brand and last four digits Stripe keeps on
 * the payment's method (a PaymentIntent's `payment_method`, expanded: `card.display_brand` or `card.brand`,
 * `card.last4`; a charge without an intent keeps the same in `payment_method_details.card`). A payment known
 * only by its invoice is found through the invoice's payments first.
 * https://docs.stripe.com/api/payment_intents/retrieve, https://docs.stripe.com/api/payment_methods/object#payment_method_object-card,
 * https://docs.stripe.com/api/charges/object#charge_object-payment_method_details-card
 */
import type Stripe from 'stripe';

export type PaymentCard = { brand: string | null; last4: string };

/** Stripe's brand values as their owners write them (https://docs.stripe.com/api/payment_methods/object#payment_method_object-card-display_brand). */
const BRAND_NAMES: Record<string, string> = {
  amex: 'American Express',
  american_express: 'American Express',
  cartes_bancaires: 'Cartes Bancaires',
  diners: 'Diners Club',
  diners_club: 'Diners Club',
  discover: 'Discover',
  eftpos_au: 'eftpos',
  eftpos_australia: 'eftpos',
  interac: 'Interac',
  jcb: 'JCB',
  link: 'Link',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

/** A receipt asks once, while its reader waits: no retries, and a few seconds at most. */
const ASK_ONCE: Stripe.RequestOptions = { maxNetworkRetries: 0, timeout: 5_000 };

type CardDetails = { brand?: string | null; display_brand?: string | null; last4?: string | null } | null | undefined;

function cardFrom(card: CardDetails): PaymentCard | null {
  if (!card?.last4) return null;
  const brand = card.display_brand ?? card.brand ?? null;
  // "unknown" and "other" are Stripe's words for no brand it can name: the receipt then says "card".
  return { brand: brand ? (BRAND_NAMES[brand] ?? null) : null, last4: card.last4 };
}

/** The payment intent (or charge) that paid an invoice, from its list of payments. */
export async function paymentOfInvoice(stripe: Stripe, invoiceId: string, options?: Stripe.RequestOptions): Promise<string | null> {
  const payments = await stripe.invoicePayments.list({ invoice: invoiceId, limit: 10 }, options);
  const paid = payments.data.find((p) => p.status === 'paid') ?? payments.data[0];
  const ref = paid?.payment.payment_intent ?? paid?.payment.charge ?? null;
  return typeof ref === 'string' ? ref : (ref?.id ?? null);
}

/** The card of the payment `reference` names (a payment intent, a charge or an invoice), or null when Stripe names none. */
export async function paymentCardOf(stripe: Stripe, reference: string): Promise<PaymentCard | null> {
  const ref = reference.startsWith('in_') ? await paymentOfInvoice(stripe, reference, ASK_ONCE) : reference;
  if (!ref) return null;
  if (ref.startsWith('ch_')) return cardFrom((await stripe.charges.retrieve(ref, {}, ASK_ONCE)).payment_method_details?.card);
  const intent = await stripe.paymentIntents.retrieve(ref, { expand: ['payment_method'] }, ASK_ONCE);
  const method = intent.payment_method;
  if (!method) return null;
  return cardFrom(typeof method === 'string' ? (await stripe.paymentMethods.retrieve(method, {}, ASK_ONCE)).card : method.card);
}
