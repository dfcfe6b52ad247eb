/**
 * The billing plans the fake knows. In production these live in our PayPal account (created once in the
 * dashboard); here they are fixed so a local `.env` can name them and tests can rely on them.
 * Prices mirror our pricing page (shared/src/plans.ts) but are copied, not imported: PayPal holds its
 * own copy of a plan's price, and a drift between the two is a real failure our tests should be able to see.
 */
import type { PayPalMoney } from './shapes';

export type FakePlan = { id: string; tier: string; name: string; price: PayPalMoney };

/** `P-` then 24 upper-case letters and digits, the length of a real plan id. */
const planId = (tier: string) => `P-${`${tier}FAKE`.padEnd(24, '0')}`;

export const FAKE_PLANS: readonly FakePlan[] = [
  { id: planId('PLUS'), tier: 'plus', name: 'Castellan Plus (monthly)', price: { currency_code: 'USD', value: '9.99' } },
  { id: planId('ADV'), tier: 'premium', name: 'Castellan Premium (monthly)', price: { currency_code: 'USD', value: '19.99' } },
  { id: planId('PREM'), tier: 'professional', name: 'Castellan Professional (monthly)', price: { currency_code: 'USD', value: '49.99' } },
];

export const planById = (id: string) => FAKE_PLANS.find((plan) => plan.id === id);
