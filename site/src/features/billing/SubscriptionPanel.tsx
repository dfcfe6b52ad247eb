/** The dashboard's subscription panel: plan, provider, status, next billing, and what can be done. */
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { BOT_SLOTS, DEFAULT_PAID_TIER, PAID_TIERS, PLAN_NAMES, formatPrice, type PaidTier } from '@shared/plans';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { Loading, Skeleton } from '../../components/ui/Skeleton';
import { PlanBadge } from '../../components/ui/StateBadge';
import { providersQuery, subscriptionQuery } from '../../lib/data';
import { cancelPayPal, openBillingPortal, startCheckout } from './actions';
import { PROVIDER_LABELS, subscriptionStatusLabel } from './labels';
import { MoneyBack } from './MoneyBack';

const price = (tier: PaidTier) => `${formatPrice(tier)}/month`;

/** `chosen`: a plan picked on the pricing page (`/dashboard?plan=`), pre-selected; nothing is charged until Subscribe. */
export function SubscriptionPanel({ chosen }: { chosen?: PaidTier }) {
  const { data: sub, status, error, requestId, fetching } = useStore(subscriptionQuery.store);
  const [tier, setTier] = useState<PaidTier>(chosen ?? DEFAULT_PAID_TIER);
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (what: string, task: () => Promise<unknown>) => {
    setBusy(what);
    await task();
    setBusy(null);
  };
  const paying = sub && ['active', 'past_due', 'pending'].includes(sub.status);
  // Until the answer is in, both are offered (a click still gets the API's word).
  const providers = useStore(providersQuery.store).data;
  const offline = { stripe: providers?.stripe === false, paypal: providers?.paypal === false };

  return (
    <section className="card" aria-labelledby="sub-title">
      <h2 id="sub-title">Subscription</h2>
      {status === 'loading' && (
        <Loading label="Loading your subscription…" className="facts">
          {[0, 1, 2, 3].map((i) => (
            <div key={i}>
              <Skeleton width="50%" />
              <Skeleton width="80%" />
            </div>
          ))}
        </Loading>
      )}
      {status === 'error' && <ErrorPanel what="your subscription" message={error} requestId={requestId} onRetry={subscriptionQuery.refetch} retrying={fetching} />}
      {sub && (
        <dl className="facts">
          <div><dt>Plan</dt><dd><PlanBadge plan={sub.plan} /></dd></div>
          <div><dt>Provider</dt><dd>{sub.payment_provider ? PROVIDER_LABELS[sub.payment_provider] : '—'}</dd></div>
          <div><dt>Status</dt><dd>{subscriptionStatusLabel(sub.status)}</dd></div>
          <div><dt>{sub.status === 'cancelled' ? 'Plan ends' : 'Next billing'}</dt><dd>{sub.next_billing_time && sub.status !== 'expired' ? new Date(sub.next_billing_time).toLocaleString() : '—'}</dd></div>
        </dl>
      )}
      {sub && !paying && (
        <div className="stack">
          {chosen && (
            <p className="notice" role="status">
              {`You chose ${PLAN_NAMES[chosen]} (${BOT_SLOTS[chosen]} bot slots, ${price(chosen)}). Subscribe with PayPal or a card below.`}
            </p>
          )}
          <div className="field">
            <label htmlFor="sub-tier">Plan to subscribe to</label>
            <select id="sub-tier" value={tier} onChange={(e) => setTier(e.target.value as PaidTier)}>
              {PAID_TIERS.map((t) => (
                <option key={t} value={t}>{`${PLAN_NAMES[t]} — ${BOT_SLOTS[t]} bot slots — ${price(t)}`}</option>
              ))}
            </select>
          </div>
          <div className="row">
            <button type="button" className="button button-primary" disabled={busy !== null || offline.paypal} aria-describedby={offline.paypal ? 'paypal-offline' : undefined} onClick={() => run('paypal', () => startCheckout('paypal', tier))}>
              Subscribe with PayPal
            </button>
            <button type="button" className="button" disabled={busy !== null || offline.stripe} aria-describedby={offline.stripe ? 'stripe-offline' : undefined} onClick={() => run('stripe', () => startCheckout('stripe', tier))}>
              Subscribe with Stripe
            </button>
          </div>
          {offline.paypal && <p id="paypal-offline" className="hint">PayPal payments are not available right now.</p>}
          {offline.stripe && <p id="stripe-offline" className="hint">Card payments (Stripe) are not available right now.</p>}
        </div>
      )}
      {sub?.payment_provider === 'paypal' && sub.transaction_id && paying && (
        <button type="button" className="button button-danger" disabled={busy !== null} onClick={() => run('cancel', () => cancelPayPal(sub.transaction_id!))}>
          Cancel subscription
        </button>
      )}
      {sub?.payment_provider === 'stripe' && (
        <button type="button" className="button" disabled={busy !== null} onClick={() => run('portal', openBillingPortal)}>
          Manage billing
        </button>
      )}
      {sub && <MoneyBack paying={sub.status === 'active' || sub.status === 'past_due'} />}
    </section>
  );
}
