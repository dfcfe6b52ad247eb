/** The plan with its bot slots, and the subscription behind it as the API reports it. */
import { useStore } from '@nanostores/react';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { Loading, SkeletonLines } from '../../components/ui/Skeleton';
import { PlanBadge } from '../../components/ui/StateBadge';
import { profileQuery } from '../../lib/data';
import { here, pageLocale, useMessages } from '../../lib/i18n';
import { billingDateLabel, providerLabel, slotsLabel, statusLabel } from './display';
import { profileMessages } from './profile.messages';

export function PlanCard({ plan }: { plan: string }) {
  const { data, status, error, requestId, fetching } = useStore(profileQuery.store);
  const t = useMessages(profileMessages);
  const subscription = data?.subscription;
  const nextBilling = billingDateLabel(subscription?.next_billing_time, pageLocale);

  return (
    <section className="card profile-card" aria-labelledby="profile-plan-title">
      <h2 id="profile-plan-title">{t.plan}</h2>
      <p className="profile-plan">
        <PlanBadge plan={subscription?.plan ?? plan} /> <span>{slotsLabel(subscription?.plan ?? plan, t)}</span>
      </p>
      {status === 'loading' && (
        <Loading label={t.loadingSubscription} className="profile-details">
          <SkeletonLines lines={3} />
        </Loading>
      )}
      {status === 'error' && <ErrorPanel what={t.yourSubscription} message={error} requestId={requestId} onRetry={profileQuery.refetch} retrying={fetching} />}
      {subscription && (
        <dl className="profile-details">
          <div>
            <dt>{t.status}</dt>
            <dd>{statusLabel(subscription.status, subscription.granted)}</dd>
          </div>
          <div>
            <dt>{t.payment}</dt>
            <dd>{providerLabel(subscription.payment_provider, t)}</dd>
          </div>
          {nextBilling && (
            <div>
              <dt>{t.nextBilling}</dt>
              <dd>{nextBilling}</dd>
            </div>
          )}
        </dl>
      )}
      <p className="profile-card-link">
        <a href={here('/pricing')}>{t.comparePlans}</a>
      </p>
    </section>
  );
}
