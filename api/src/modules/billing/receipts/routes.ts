/** GET /api/subscriptions/invoices (a player's receipts) and /api/subscriptions/invoices/:id (one, as a printable page). */
import { Elysia, t } from 'elysia';
import { ErrorBody } from '../../../lib/http';
import { NotFoundError } from '../../../lib/errors';
import { askedLocale } from '../../../lib/error-language';
import { oneOf } from '../../../lib/one-of';
import { isTheme } from '@shared/themes';
import { authPlugin } from '../../auth/plugin';
import type { AuthService } from '../../auth/service';
import type { PaymentCard } from '../stripe/payment-card';
import { RECEIPT_CSP, receiptDocument } from './document';
import { receiptOf, receiptsOf, type Receipt } from './records';

const Invoice = t.Object({
  id: t.String(),
  number: t.String({ examples: ['R-20261128-3F9A1C'] }),
  paidAt: t.String({ format: 'date-time' }),
  amount: t.Number({ description: 'In minor units (cents)' }),
  currency: t.String({ examples: ['usd'] }),
  plan: t.Nullable(oneOf(['plus', 'premium', 'professional'])),
  provider: oneOf(['stripe', 'paypal']),
  change: t.Boolean({ description: 'A plan change’s prorated charge rather than a period’s' }),
  refundedAt: t.Nullable(t.String({ format: 'date-time' })),
  refundedAmount: t.Number({ description: 'How much of it was given back, in cents; 0 when none' }),
  credit: t.Number({ description: 'What the player’s credit (an earlier downgrade’s unused time) paid beside `amount`, in cents' }),
  documentUrl: t.String({ description: 'The receipt as a printable page (the session cookie or bearer opens it)' }),
});

/** `cardOf`: the card a Stripe payment was made with, as Stripe keeps it (its receipt names brand and last four). */
type Options = { auth: AuthService; testMode: boolean; cardOf: (reference: string) => Promise<PaymentCard | null> };

export const receiptRoutes = ({ auth, testMode, cardOf }: Options) => {
  /** A card payment's card, asked of Stripe when the page opens (PayPal's receipt names the account). */
  const cardPaying = (receipt: Receipt) => (receipt.provider === 'stripe' && receipt.reference ? cardOf(receipt.reference) : Promise.resolve(null));
  return new Elysia({ tags: ['billing'] })
    .use(authPlugin(auth))
    .get(
      '/api/subscriptions/invoices',
      async ({ user }) => ({
        invoices: (await receiptsOf(user.id)).map((r) => ({
          ...r,
          paidAt: r.paidAt.toISOString(),
          refundedAt: r.refundedAt?.toISOString() ?? null,
          documentUrl: `/api/subscriptions/invoices/${r.id}`,
        })),
      }),
      {
        auth: true,
        response: { 200: t.Object({ invoices: t.Array(Invoice) }), 401: ErrorBody },
        detail: { summary: 'Your payments, newest first: each with its receipt' },
      },
    )
    .get(
      '/api/subscriptions/invoices/:id',
      async ({ user, params, query, request, set }) => {
        const receipt = await receiptOf(user.id, params.id);
        if (!receipt) throw new NotFoundError('Invoice');
        const card = await cardPaying(receipt);
        set.headers['content-type'] = 'text/html; charset=utf-8';
        set.headers['content-security-policy'] = RECEIPT_CSP;
        // The theme the player reads the app in (their browser keeps it; the dashboard's link says it); anything else: the default.
        const theme = isTheme(query.theme) ? query.theme : undefined;
        return receiptDocument(receipt, user.email, askedLocale(request), { testMode, card, ...(theme && { theme }) });
      },
      {
        auth: true,
        params: t.Object({ id: t.String() }),
        query: t.Object({ theme: t.Optional(t.String({ description: 'The theme to draw the page in: light, dark or midnight (the default otherwise)' })) }),
        // Documented as text/html (docs/document.ts FILE_ANSWERS).
        response: { 200: t.String({ description: 'The receipt as a page to read, print or save as PDF' }), 401: ErrorBody, 404: ErrorBody },
        detail: { summary: 'One of your receipts, as a printable page in your language' },
      },
    );
};
