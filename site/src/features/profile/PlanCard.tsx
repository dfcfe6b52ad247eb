/** The plan with its bot slots, and the subscription behind it as the API reports it. */
import { useStore } from '@nanostores/react';
import { PlanBadge } from '../../components/ui/StateBadge';
import { profileQuery } from '../../lib/data';
import { billingDateLabel, providerLabel, slotsLabel, statusLabel } from './display';

export function PlanCard({ plan }: { plan: string }) {
  const { data, status, error, fetching } = useStore(profileQuery.store);
  const subscription = data?.subscription;
  const nextBilling = billingDateLabel(subscription?.next_billing_time);

  return (
    <section className="card profile-card" aria-labelledby="profile-plan-title">
      <h2 id="profile-plan-title">Plan</h2>
      <p className="profile-plan">
        <PlanBadge plan={subscription?.plan ?? plan} /> <span>{slotsLabel(subscription?.plan ?? plan)}</span>
      </p>
      {status === 'loading' && (
        <p className="muted" role="status">
          Loading subscription…
        </p>
      )}
      {status === 'error' && (
        <div role="alert">
          <p className="muted">Could not load your subscription: {error}</p>
          <button type="button" className="button button-small" onClick={() => void profileQuery.refetch()} disabled={fetching}>
            Try again
          </button>
        </div>
      )}
      {subscription && (
        <dl className="profile-details">
          <div>
            <dt>Status</dt>
            <dd>{statusLabel(subscription.status)}</dd>
          </div>
          <div>
            <dt>Payment</dt>
            <dd>{providerLabel(subscription.payment_provider)}</dd>
          </div>
          {nextBilling && (
            <div>
              <dt>Next billing</dt>
              <dd>{nextBilling}</dd>
            </div>
          )}
        </dl>
      )}
      <p className="profile-card-link">
        <a href="/pricing">Compare plans</a>
      </p>
    </section>
  );
}
