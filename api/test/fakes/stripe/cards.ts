/**
 * The cards at the Stripe stand-in. A buyer pays on its Checkout page with Stripe's test card (4242 4242
 * 4242 4242, a Visa: https://docs.stripe.com/testing#cards), which becomes the customer's payment method;
 * each payment intent of theirs was paid with it. Both are read as Stripe answers them:
 * `GET /v1/payment_intents/{id}` (its `payment_method` an id, or the object with `expand[]=payment_method`)
 * and `GET /v1/payment_methods/{id}`, in Stripe's shapes (https://docs.stripe.com/api/payment_intents/object,
 * https://docs.stripe.com/api/payment_methods/object), so a receipt names the card as it would with Stripe.
 */

type Paid = Map<string, { customer: string; amount: number }>;

/** A card payment method as Stripe returns it. The test card takes any future date: the end of next year. */
function testCard(id: string, customer: string) {
  return {
    id,
    object: 'payment_method',
    type: 'card',
    customer,
    customer_account: null,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    metadata: {},
    allow_redisplay: 'always',
    billing_details: {
      address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
      email: null,
      name: null,
      phone: null,
      tax_id: null,
    },
    card: {
      brand: 'visa',
      display_brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 1,
      funding: 'credit',
      country: 'US',
      fingerprint: `fp_${id.slice(-16)}`,
      generated_from: null,
      networks: { available: ['visa'], preferred: null },
      regulated_status: null,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
  };
}

export function createCards(newId: (prefix: string) => string, paid: Paid) {
  const byCustomer = new Map<string, ReturnType<typeof testCard>>();

  /** The customer's card, made when they first pay. */
  function cardOf(customer: string) {
    let card = byCustomer.get(customer);
    if (!card) {
      card = testCard(newId('pm'), customer);
      byCustomer.set(customer, card);
    }
    return card;
  }

  /** Stripe's answer to a payment intent's or a payment method's GET, or null for any other route. */
  function answer(method: string, url: URL, notFound: (what: string) => Response): Response | null {
    if (method !== 'GET') return null;
    const intent = url.pathname.match(/^\/v1\/payment_intents\/(pi_\w+)$/)?.[1];
    if (intent) {
      const payment = paid.get(intent);
      if (!payment) return notFound(`payment_intent: '${intent}'`);
      const card = cardOf(payment.customer);
      const expanded = [...url.searchParams].some(([key, value]) => key.startsWith('expand') && value === 'payment_method');
      return Response.json({
        id: intent,
        object: 'payment_intent',
        amount: payment.amount,
        amount_received: payment.amount,
        currency: 'usd',
        customer: payment.customer,
        livemode: false,
        payment_method: expanded ? card : card.id,
        payment_method_types: ['card'],
        status: 'succeeded',
      });
    }
    const methodId = url.pathname.match(/^\/v1\/payment_methods\/(pm_\w+)$/)?.[1];
    if (methodId) {
      const card = [...byCustomer.values()].find((c) => c.id === methodId);
      return card ? Response.json(card) : notFound(`payment_method: '${methodId}'`);
    }
    return null;
  }

  return { cardOf, answer };
}
