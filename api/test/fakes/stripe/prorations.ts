/**
 * Plan changes as Stripe prices them: a price switched mid-period makes two proration lines, a credit for
 * the unused time on the old price and a charge for the remaining time on the new one, each the price
 * times the share of the period left at the proration date (to the second), rounded to the cent.
 * `always_invoice` bills those lines at once; `create_prorations` leaves them for the next invoice, which
 * also bills the coming period at the new price (Stripe: "Prorations", "Preview an invoice").
 */
export type ProrationLine = { description: string; amount: number; proration: true; period: { start: number; end: number }; price: string };
export type Period = { start: number; end: number };

export function prorationLines(input: {
  oldPrice: number;
  newPrice: number;
  oldName: string;
  newName: string;
  period: Period;
  at: number;
  oldPriceId: string;
  newPriceId: string;
}): ProrationLine[] {
  const { period } = input;
  const left = Math.max(0, Math.min(1, (period.end - input.at) / Math.max(1, period.end - period.start)));
  const span = { start: input.at, end: period.end };
  return [
    {
      description: `Unused time on ${input.oldName} after ${new Date(input.at * 1000).toUTCString()}`,
      amount: -Math.round(input.oldPrice * left),
      proration: true,
      period: span,
      price: input.oldPriceId,
    },
    {
      description: `Remaining time on ${input.newName} after ${new Date(input.at * 1000).toUTCString()}`,
      amount: Math.round(input.newPrice * left),
      proration: true,
      period: span,
      price: input.newPriceId,
    },
  ];
}

/**
 * The invoice a preview shows: with `always_invoice`, the one the change bills now (its proration lines);
 * otherwise the next renewal's, proration lines plus the coming period at the new price. The customer's
 * balance (credit left by earlier downgrades, negative) is drawn on first, as Stripe applies it.
 */
export function previewInvoice(input: {
  lines: ProrationLine[];
  behavior: string;
  newPrice: number;
  newName: string;
  period: Period;
  balance: number;
  customer: string;
  subscription: string;
  price: string;
}) {
  const next = {
    description: `1 × ${input.newName} (at $${(input.newPrice / 100).toFixed(2)} / month)`,
    amount: input.newPrice,
    proration: false,
    price: input.price,
    period: { start: input.period.end, end: input.period.end + (input.period.end - input.period.start) },
  };
  const lines = input.behavior === 'always_invoice' ? input.lines : [...input.lines, next];
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  // A negative balance is credit: it pays what it can of a positive total; a negative total adds to it.
  const used = Math.min(Math.max(-input.balance, 0), Math.max(total, 0));
  return {
    id: `upcoming_in_${input.subscription}`,
    object: 'invoice',
    customer: input.customer,
    currency: 'usd',
    subtotal: total,
    total,
    starting_balance: input.balance,
    ending_balance: input.balance + used + Math.min(total, 0),
    amount_due: Math.max(total, 0) - used,
    period_end: input.behavior === 'always_invoice' ? (input.lines[0]?.period.start ?? input.period.start) : input.period.end,
    next_payment_attempt: input.behavior === 'always_invoice' ? null : input.period.end,
    lines: {
      object: 'list',
      data: lines.map((line, i) => ({
        id: `il_preview_${i}`,
        object: 'line_item',
        amount: line.amount,
        currency: 'usd',
        description: line.description,
        period: line.period,
        pricing: { type: 'price_details', price_details: { price: line.price } },
        parent: { type: 'subscription_item_details', subscription_item_details: { proration: line.proration, subscription: input.subscription } },
      })),
      has_more: false,
    },
  };
}
