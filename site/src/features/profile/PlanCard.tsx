/** The plan with its bot slots, and the subscription behind it as the API reports it. */
import { useStore } from '@nanostores/react';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { Loading, SkeletonLines } from '../../components/ui/Skeleton';
import { PlanBadge } from '../../components/ui/StateBadge';
import { profileQuery } from '../../lib/data';
import { billingDateLabel, providerLabel, slotsLabel, statusLabel } from './display';

export function PlanCard({ plan }: { plan: string }) {
  const { data, status, error, requestId, fetching } = useStore(profileQuery.store);
  const subscription = data?.subscription;
  const nextBilling = billingDateLabel(subscription?.next_billing_time);

  return (
    <section className="card profile-card" aria-labelledby="profile-plan-title">
      <h2 id="profile-plan-title">Plan</h2>
      <p className="profile-plan">
        <PlanBadge plan={subscription?.plan ?? plan} /> <span>{slotsLabel(subscription?.plan ?? plan)}</span>
      </p>
      {status === 'loading' && (
        <Loading label="Loading your subscription…" className="profile-details">
          <SkeletonLines lines={3} />
        </Loading>
      )}
      {status === 'error' && <ErrorPanel what="your subscription" message={error} requestId={requestId} onRetry={profileQuery.refetch} retrying={fetching} />}
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
