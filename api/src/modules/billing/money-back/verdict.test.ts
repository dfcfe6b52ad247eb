/** The guarantee's rules, read from a history alone. */
import { describe, expect, test } from 'bun:test';
import { GUARANTEE_EVENT_TYPE, REFUND_EVENT_TYPE, verdictOf, type HistoryEvent } from './verdict';
import { loadCatalogue } from '@shared/i18n/catalogue-files';
import { presentVerdict } from './service';

// The translation files, as the app loads them at start (the German and Polish reasons below).
loadCatalogue();

const DAY = 86_400_000;
const start = new Date('2026-11-01T10:00:00Z');
const at = (days: number) => new Date(start.getTime() + days * DAY);

const paid = (id: string, days: number, amount = 1999): HistoryEvent => ({
  provider: 'stripe',
  eventKey: `stripe:evt_${id}`,
  eventType: 'invoice.paid',
  occurredAt: at(days),
  providerSubscriptionId: 'sub_1',
  change: { payment: { id, amount, currency: 'usd' } },
});
const refunded = (paymentId: string, days: number, type = REFUND_EVENT_TYPE): HistoryEvent => ({
  provider: 'stripe',
  eventKey: `stripe:refund:${paymentId}`,
  eventType: type,
  occurredAt: at(days),
  change: { refund: { paymentId, id: `re_${paymentId}`, amount: 1999, currency: 'usd' } },
});

describe('verdictOf', () => {
  test('every payment of the 7 days after the first is given back; one made later is not', () => {
    const v = verdictOf([paid('pi_2', 3, 4999), paid('pi_1', 0), paid('pi_3', 8)], false, at(6));
    expect(v.state).toBe('eligible');
    expect(v.payments.map((p) => p.id)).toEqual(['pi_1', 'pi_2']);
    expect(v.amount).toBe(1999 + 4999);
    expect(v.until).toEqual(at(7));
  });

  test('the window is counted from the first payment ever, to the millisecond', () => {
    expect(verdictOf([paid('pi_1', 0)], false, at(7)).state).toBe('eligible');
    const late = verdictOf([paid('pi_1', 0)], false, new Date(at(7).getTime() + 1));
    expect(late.state).toBe('expired');
    expect(late.reason?.text).toBe('The money-back guarantee covers the 7 days after your first payment (Nov 1, 2026); it ended on Nov 8, 2026.');
  });

  test('done once: after the guarantee, or after a refund made at the provider, it is refused with the day', () => {
    const done = verdictOf(
      [paid('pi_1', 0), refunded('pi_1', 2), { provider: 'stripe', eventKey: 'stripe:guarantee:u', eventType: GUARANTEE_EVENT_TYPE, occurredAt: at(2) }],
      true,
      at(3),
    );
    expect(done.state).toBe('refunded');
    expect(done.reason?.text).toBe('Your payment of $19.99 was already refunded on Nov 3, 2026: the money-back guarantee gives a payment back once.');
    expect(verdictOf([paid('pi_1', 0), refunded('pi_1', 1, 'charge.refunded')], false, at(2)).state).toBe('refunded');
  });

  test('a request that did not finish is finished, without the payment it already gave back, even after the 7 days', () => {
    const v = verdictOf([paid('pi_1', 0), paid('pi_2', 1), refunded('pi_1', 6)], true, at(9));
    expect(v.state).toBe('resume');
    expect(v.payments.map((p) => p.id)).toEqual(['pi_2']);
  });

  test('nothing paid: nothing to refund', () => {
    expect(verdictOf([], false, at(0))).toMatchObject({ state: 'none', reason: { text: 'You have not paid for a plan yet, so there is nothing to refund.' } });
  });

  test('the reason reads in the asker’s language, its dates and count filled in', () => {
    const late = verdictOf([paid('pi_1', 0)], false, at(10));
    expect(presentVerdict(late).reason).toBe('The money-back guarantee covers the 7 days after your first payment (Nov 1, 2026); it ended on Nov 8, 2026.');
    expect(presentVerdict(late, 'de').reason).toBe('Die Geld-zurück-Garantie gilt 7 Tage nach deiner ersten Zahlung (01.11.2026); sie endete am 08.11.2026.');
    expect(presentVerdict(verdictOf([], false, at(0)), 'pl').reason).toBe('Nie masz jeszcze opłaconego planu, więc nie ma nic do zwrotu.');
  });
});
