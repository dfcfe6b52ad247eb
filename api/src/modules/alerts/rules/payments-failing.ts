/**
 * Payments failing in a row: the newest `failuresInARow` payments across players all failed. It stops at
 * the next payment that succeeds, whoever pays it.
 */
import { said } from '@shared/i18n/said';
import { latestPayments, type PaymentSeen } from '../../billing/payment-run';
import { sawWords } from '../alerts.messages';
import type { Firing, Rule } from '../rule';
import type { AlertSettings } from '../settings';

const PROVIDER_NAMES: Record<PaymentSeen['provider'], string> = { stripe: 'Stripe', paypal: 'PayPal' };

/** `payments`: newest first. Fires on a run of failures at the head at least the bound long. */
export function judgePayments(payments: PaymentSeen[], bound: AlertSettings['payments']): Firing[] {
  const firstSuccess = payments.findIndex((p) => !p.failed);
  const run = firstSuccess === -1 ? payments : payments.slice(0, firstSuccess);
  if (run.length < bound.failuresInARow) return [];
  const byProvider = new Map<string, number>();
  for (const p of run) byProvider.set(PROVIDER_NAMES[p.provider], (byProvider.get(PROVIDER_NAMES[p.provider]) ?? 0) + 1);
  const providers = [...byProvider]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([name, n]) => `${name} ${n}`)
    .join(', ');
  return [
    {
      subject: 'payments',
      saw: said(sawWords, 'paymentsFailing', { count: run.length, providers, time: { at: run[run.length - 1]!.at.getTime() } }),
      metric: { series: 'castellan_payments_total', query: 'sum by (provider, outcome) (increase(castellan_payments_total[1h]))' },
    },
  ];
}

/** How many payments are read: the run's whole length is told, up to this many. */
const READ_AT_MOST = 100;

export function paymentsFailingRule(settings: AlertSettings): Rule {
  return {
    id: 'payments-failing',
    async check() {
      return judgePayments(await latestPayments(Math.max(READ_AT_MOST, settings.payments.failuresInARow)), settings.payments);
    },
  };
}
