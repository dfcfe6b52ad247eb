import type { ReactNode } from 'react';
import { Skeleton } from '../../components/ui/Skeleton';
import { PlanBadge } from '../../components/ui/StateBadge';
import type { summarise } from './summary';

/**
 * `bots`: whether the bot list has arrived. Until it has, the figures drawn from it are skeletons (a
 * "0 bots" before the answer would be untrue); if it failed, a dash.
 */
export function SummaryCards({ figures, plan, bots = 'ready' }: { figures: ReturnType<typeof summarise>; plan: string; bots?: 'loading' | 'error' | 'ready' }) {
  const known = (value: ReactNode, width = '3ch') => (bots === 'ready' ? value : bots === 'loading' ? <Skeleton width={width} height="1.9rem" /> : '—');
  return (
    <section className="grid grid-4 summary" aria-label="Summary" aria-busy={bots === 'loading'}>
      <div className="card">
        <p className="stat-label">Total Bots</p>
        <p className="stat-value">{known(figures.total)}</p>
        <p className="muted">{bots === 'ready' ? `${figures.online} online` : '\u00a0'}</p>
      </div>
      <div className="card">
        <p className="stat-label">Subscription Plan</p>
        <p className="stat-value">
          <PlanBadge plan={plan} />
        </p>
        <p className="muted">
          {figures.slots} bot slot{figures.slots === 1 ? '' : 's'}
        </p>
      </div>
      <div className="card">
        <p className="stat-label">Active Automation</p>
        <p className="stat-value">{known(`${figures.activePercent}%`, '4ch')}</p>
        <div className="progress" role="progressbar" aria-label="Active Automation" aria-valuenow={figures.activePercent} aria-valuemin={0} aria-valuemax={100}>
          <span style={{ width: `${figures.activePercent}%` }} />
        </div>
      </div>
      <div className="card">
        <p className="stat-label">Account Utilisation</p>
        <p className="stat-value">{known(figures.utilisation, '4ch')}</p>
        <p className="muted">online / slots</p>
      </div>
    </section>
  );
}
