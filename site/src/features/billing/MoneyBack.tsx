/**
 * The 7-day money-back guarantee in the subscription panel: until when a payment can be taken back,
 * the request (asked once more in a dialog that says what ends), or what became of it.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { MONEY_BACK_DAYS } from '@shared/money-back';
import { formatDate } from '@shared/i18n/dates';
import { Dialog } from '../../components/ui/Dialog';
import { Skeleton } from '../../components/ui/Skeleton';
import { moneyBackQuery } from '../../lib/data';
import { requestRefund } from './actions';
import { fill } from '../../components/ui/fill';
import { pageLocale, useMessages } from '../../lib/i18n';
import { moneyBackMessages } from './billing.messages';
import { intlLocale } from '@shared/i18n/intl';

const when = (iso: string) => formatDate(pageLocale, iso, 'dateTime');
const day = (iso: string) => formatDate(pageLocale, iso, 'date');

/** How often, and how many times, a paid plan whose payment has not reached us yet is asked about again. */
const CONFIRM_EVERY_MS = 3000;
const CONFIRM_TRIES = 10;

/** `paying`: the subscription is paid for; its first payment may still be on its way (the provider's webhook). */
export function MoneyBack({ paying }: { paying: boolean }) {
  const t = useMessages(moneyBackMessages);
  const { data, status } = useStore(moneyBackQuery.store);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [tries, setTries] = useState(0);
  const awaitingPayment = paying && data?.state === 'none' && tries < CONFIRM_TRIES;
  useEffect(() => {
    if (!awaitingPayment) return;
    const timer = setTimeout(() => {
      setTries((n) => n + 1);
      void moneyBackQuery.refetch();
    }, CONFIRM_EVERY_MS);
    return () => clearTimeout(timer);
  }, [awaitingPayment, tries]);

  if (status === 'loading') return <Skeleton width="70%" />;
  // An error here is not worth a panel of its own: the subscription above says what matters.
  if (!data) return null;
  const amount = data.formatted_amount ?? t.yourPayment;

  const refund = async () => {
    setBusy(true);
    if (await requestRefund()) setAsking(false);
    setBusy(false);
  };

  return (
    <div className="money-back stack">
      <h3 id="money-back-title">{t.title({ days: MONEY_BACK_DAYS })}</h3>
      {data.state === 'none' && !awaitingPayment && <p className="muted">{t.none(MONEY_BACK_DAYS)}</p>}
      {awaitingPayment && (
        <p className="muted" role="status">
          {t.waiting}
        </p>
      )}
      {data.state === 'eligible' && data.until && (
        <>
          <p>{fill(t.eligible, { until: <strong>{when(data.until)}</strong>, amount })}</p>
          {data.payments.length > 0 && <ReturnedPayments payments={data.payments} />}
          <div className="row">
            <button type="button" className="button" onClick={() => setAsking(true)}>
              {t.request}
            </button>
          </div>
        </>
      )}
      {data.state === 'resume' && (
        <>
          <p role="status">{t.resume}</p>
          <div className="row">
            <button type="button" className="button" disabled={busy} onClick={() => void refund()}>
              {busy ? t.finishing : t.finish}
            </button>
          </div>
        </>
      )}
      {data.state === 'expired' && data.until && <p className="muted">{t.expired({ date: day(data.until) })(MONEY_BACK_DAYS)}</p>}
      {data.state === 'refunded' && data.refunded_at && (
        <p className="muted">{t.refunded({ amount: data.formatted_amount ?? t.yourPaymentStart, date: day(data.refunded_at) })}</p>
      )}

      <Dialog open={asking} onClose={() => !busy && setAsking(false)} title={t.dialogTitle({ amount })}>
        <div className="stack">
          <p>{t.goesBack({ amount })}</p>
          <p>{t.ends}</p>
          <p className="muted">{t.once}</p>
          <div className="row dialog-actions">
            <button type="button" className="button" onClick={() => setAsking(false)} disabled={busy}>
              {t.keep}
            </button>
            <button type="button" className="button button-danger" aria-disabled={busy} onClick={() => !busy && void refund()}>
              {busy ? t.refunding : t.refund({ amount })}
            </button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}

/** Which payments the guarantee gives back, each with its day: a total of several is never a puzzle. */
function ReturnedPayments({ payments }: { payments: { paid_at: string; amount: number; currency: string }[] }) {
  const t = useMessages(moneyBackMessages);
  const money = (cents: number, currency: string) =>
    new Intl.NumberFormat(intlLocale(pageLocale), { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
  return (
    <>
      <p className="muted">{t.returns}</p>
      <ul className="money-back-payments">
        {payments.map((p) => (
          <li key={p.paid_at}>{t.returnsItem({ amount: money(p.amount, p.currency), date: day(p.paid_at) })}</li>
        ))}
      </ul>
    </>
  );
}
