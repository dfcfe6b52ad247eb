/** A payment's receipt: its mail (mail.ts) and its printable document (document.ts), in the player's language. */
import { defineMessages, params } from '@shared/i18n/messages';

export const receiptWords = defineMessages('billing/receipt', {
  subject: params('Your Castellan receipt: {money} for {plan}'),
  intro: params('Thank you: we received {money} for Castellan {plan} on {date}.'),
  action: 'See your invoices',
  paidWith: params('Paid with: {method}.'),
  card: 'your card (Stripe)',
  /** A receipt's payment method: the card's brand as its owner writes it (Visa, Mastercard) and its last four digits. */
  cardEnding: params('{brand} ending in {last4}'),
  /** The same for a card whose brand Stripe does not name. */
  someCardEnding: params('Card ending in {last4}'),
  paypal: 'your PayPal account',
  nextPayment: params('Your next payment is due on {date}; you can change or cancel your plan in Settings before then.'),
  title: params('Receipt {number}'),
  seller: 'Seller',
  billedTo: 'Billed to',
  date: 'Date',
  number: 'Receipt number',
  description: 'Description',
  amount: 'Amount',
  item: params('Castellan {plan}, monthly plan'),
  itemChange: params('Castellan {plan}, change of plan (prorated)'),
  total: 'Total paid',
  method: 'Payment method',
  reference: 'Payment reference',
  /** A row of the receipt: what the player's credit (a downgrade's unused time) paid of the invoice. */
  creditLine: 'Paid from your credit',
  creditPaid: params('Your credit from an earlier change of plan paid {money} of it.'),
  refunded: params('Refunded on {date}.'),
  print: 'To keep it as a PDF, print this page and choose “Save as PDF”.',
  testMode: 'Test mode: no real money moved for this payment.',
});
