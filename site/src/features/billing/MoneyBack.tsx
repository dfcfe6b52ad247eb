/**
 * The 7-day money-back guarantee in the subscription panel: until when a payment can be taken back,
 * the request (asked once more in a dialog that says what ends), or what became of it.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { MONEY_BACK_DAYS } from '@shared/money-back';
import { Dialog } from '../../components/ui/Dialog';
import { Skeleton } from '../../components/ui/Skeleton';
import { moneyBackQuery } from '../../lib/data';
import { requestRefund } from './actions';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** How often, and how many times, a paid plan whose payment has not reached us yet is asked about again. */
const CONFIRM_EVERY_MS = 3000;
const CONFIRM_TRIES = 10;

/** `paying`: the subscription is paid for; its first payment may still be on its way (the provider's webhook). */
export function MoneyBack({ paying }: { paying: boolean }) {
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
  const amount = data.formatted_amount ?? 'your payment';

  const refund = async () => {
    setBusy(true);
    if (await requestRefund()) setAsking(false);
    setBusy(false);
  };

  return (
    <div className="money-back stack">
      <h3 id="money-back-title">{MONEY_BACK_DAYS}-day money-back guarantee</h3>
      {data.state === 'none' && !awaitingPayment && <p className="muted">Every paid plan comes with it: within {MONEY_BACK_DAYS} days of your first payment, you can take it back in full here.</p>}
      {awaitingPayment && <p className="muted" role="status">Waiting for the payment provider to confirm your first payment…</p>}
      {data.state === 'eligible' && data.until && (
        <>
          <p>
            Not what you hoped for? Until <strong>{when(data.until)}</strong> you can take back {amount}: it is refunded in full, your subscription ends at once and your plan returns to Starter.
          </p>
          <div className="row">
            <button type="button" className="button" onClick={() => setAsking(true)}>Request a refund</button>
          </div>
        </>
      )}
      {data.state === 'resume' && (
        <>
          <p role="status">Your refund was started but did not finish (the payment provider did not answer). Finish it now: nothing is refunded twice.</p>
          <div className="row">
            <button type="button" className="button" disabled={busy} onClick={() => void refund()}>{busy ? 'Finishing…' : 'Finish the refund'}</button>
          </div>
        </>
      )}
      {data.state === 'expired' && data.until && <p className="muted">The guarantee ended on {day(data.until)}, {MONEY_BACK_DAYS} days after your first payment.</p>}
      {data.state === 'refunded' && data.refunded_at && (
        <p className="muted">{`${data.formatted_amount ?? 'Your payment'} was refunded on ${day(data.refunded_at)}. The guarantee gives a payment back once per account.`}</p>
      )}

      <Dialog open={asking} onClose={() => !busy && setAsking(false)} title={`Refund ${amount}?`}>
        <div className="stack">
          <p>{amount} goes back to where you paid it from; it usually shows within 5 to 10 days.</p>
          <p>Your subscription ends now and your plan returns to Starter: one bot, up to 12 hours a day. Bots beyond that stop, newest first; your game accounts and bots are kept.</p>
          <p className="muted">The guarantee gives a payment back once per account.</p>
          <div className="row dialog-actions">
            <button type="button" className="button" onClick={() => setAsking(false)} disabled={busy}>Keep my plan</button>
            <button type="button" className="button button-danger" aria-disabled={busy} onClick={() => !busy && void refund()}>
              {busy ? 'Refunding…' : `Refund ${amount}`}
            </button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
