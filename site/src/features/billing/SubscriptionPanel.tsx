/** The dashboard's subscription panel: plan, provider, status, next billing, and what can be done. */
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { BOT_SLOTS, PAID_TIERS, PLAN_NAMES, formatPrice, tierToOffer, type PaidTier } from '@shared/plans';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { Loading, Skeleton } from '../../components/ui/Skeleton';
import { PlanBadge } from '../../components/ui/StateBadge';
import { moneyBackQuery, providersQuery, subscriptionQuery } from '../../lib/data';
import { openBillingPortal, startCheckout } from './actions';
import { PlanChange } from './PlanChange';
import { providerLabel, subscriptionStatusLabel } from './labels';
import { MoneyBack } from './MoneyBack';
import { pageLocale, useMessages } from '../../lib/i18n';
import { exactTime } from '../../lib/time';
import { subscriptionMessages } from './billing.messages';

/** `chosen`: a plan picked on the pricing page (`/dashboard?plan=`), pre-selected; nothing is charged until Subscribe. */
export function SubscriptionPanel({ chosen }: { chosen?: PaidTier }) {
  const t = useMessages(subscriptionMessages);
  const price = (tier: PaidTier) => t.perMonth({ price: formatPrice(tier, pageLocale) });
  const { data: sub, status, error, requestId, fetching } = useStore(subscriptionQuery.store);
  // Until the player picks, the form offers the chosen plan, else one not below what they have now.
  const [picked, setPicked] = useState<PaidTier | null>(null);
  const tier = picked ?? tierToOffer(sub?.plan, chosen);
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (what: string, task: () => Promise<unknown>) => {
    setBusy(what);
    await task();
    setBusy(null);
  };
  const paying = sub && ['active', 'past_due', 'pending'].includes(sub.status);
  // Cancelled but paid to a later day: Resume comes first (a card), and no second subscription is offered.
  const stillRuns = sub?.status === 'cancelled' && Boolean(sub.next_billing_time) && Date.parse(sub.next_billing_time!) > Date.now();
  // A providers' answer that failed offers both (a click still gets the API's word).
  const { data: providers, status: providersStatus } = useStore(providersQuery.store);
  const offline = { stripe: providers?.stripe === false, paypal: providers?.paypal === false };
  // The card shows whole once its three answers are in (the subscription, the payment providers, the
  // money-back guarantee): shown as each came, the test-mode note, the providers' lines and the guarantee
  // pushed the buttons, and what is under the card, down under the player's click.
  const moneyBackStatus = useStore(moneyBackQuery.store).status;
  const waiting = status === 'loading' || (sub !== undefined && (providersStatus === 'loading' || moneyBackStatus === 'loading'));
  const shown = waiting ? undefined : sub;

  return (
    <section className="card" aria-labelledby="sub-title">
      <h2 id="sub-title">{t.title}</h2>
      {waiting && (
        <Loading label={t.loading} className="facts">
          {[0, 1, 2, 3].map((i) => (
            <div key={i}>
              <Skeleton width="50%" />
              <Skeleton width="80%" />
            </div>
          ))}
        </Loading>
      )}
      {status === 'error' && (
        <ErrorPanel what={t.yourSubscription} message={error} requestId={requestId} onRetry={subscriptionQuery.refetch} retrying={fetching} />
      )}
      {shown && (
        <dl className="facts">
          <div>
            <dt>{t.plan}</dt>
            <dd>
              <PlanBadge plan={shown.plan} />
            </dd>
          </div>
          <div>
            <dt>{t.provider}</dt>
            <dd>{shown.payment_provider ? providerLabel(shown.payment_provider) : '—'}</dd>
          </div>
          <div>
            <dt>{t.status}</dt>
            <dd>{subscriptionStatusLabel(shown.status, shown.granted)}</dd>
          </div>
          <div>
            <dt>{shown.status === 'cancelled' ? t.planEnds : t.nextBilling}</dt>
            <dd>{shown.next_billing_time && shown.status !== 'expired' ? exactTime(shown.next_billing_time) : '—'}</dd>
          </div>
        </dl>
      )}
      {!waiting && providers?.test_mode && (
        <p className="notice" role="note">
          {t.testMode}
        </p>
      )}
      {shown?.payment_provider && !shown.granted && stillRuns && <PlanChange sub={shown} chosen={chosen} />}
      {shown && !paying && !stillRuns && (
        <div className="stack">
          {chosen && (
            <p className="notice" role="status">
              {t.chose({ plan: PLAN_NAMES[chosen], slots: t.botSlots(BOT_SLOTS[chosen]), price: price(chosen) })}
            </p>
          )}
          <div className="field">
            <label htmlFor="sub-tier">{t.choose}</label>
            <select id="sub-tier" value={tier} onChange={(e) => setPicked(e.target.value as PaidTier)}>
              {PAID_TIERS.map((each) => (
                <option key={each} value={each}>
                  {t.option({ plan: PLAN_NAMES[each], slots: t.botSlots(BOT_SLOTS[each]), price: price(each) })}
                </option>
              ))}
            </select>
          </div>
          <div className="row">
            <button
              type="button"
              className="button button-primary"
              disabled={busy !== null || offline.paypal}
              aria-describedby={offline.paypal ? 'paypal-offline' : undefined}
              onClick={() => run('paypal', () => startCheckout('paypal', tier))}
            >
              {t.subscribePayPal}
            </button>
            <button
              type="button"
              className="button"
              disabled={busy !== null || offline.stripe}
              aria-describedby={offline.stripe ? 'stripe-offline' : undefined}
              onClick={() => run('stripe', () => startCheckout('stripe', tier))}
            >
              {t.subscribeStripe}
            </button>
          </div>
          {offline.paypal && (
            <p id="paypal-offline" className="hint">
              {t.paypalOffline}
            </p>
          )}
          {offline.stripe && (
            <p id="stripe-offline" className="hint">
              {t.stripeOffline}
            </p>
          )}
        </div>
      )}
      {shown?.payment_provider && !shown.granted && !stillRuns && <PlanChange sub={shown} chosen={chosen} />}
      {shown?.payment_provider === 'stripe' && (
        <button type="button" className="button" disabled={busy !== null} onClick={() => run('portal', openBillingPortal)}>
          {t.manage}
        </button>
      )}
      {shown && <MoneyBack paying={shown.status === 'active' || shown.status === 'past_due'} />}
    </section>
  );
}
