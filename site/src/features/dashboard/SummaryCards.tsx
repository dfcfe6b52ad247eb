import type { ReactNode } from 'react';
import { DEFAULT_LAYOUT, type SummaryCardId } from '@shared/dashboard';
import { Skeleton } from '../../components/ui/Skeleton';
import { PlanBadge } from '../../components/ui/StateBadge';
import type { summarise } from './summary';

/**
 * `bots`: whether the bot list has arrived. Until it has, the figures drawn from it are skeletons (a
 * "0 bots" before the answer would be untrue); if it failed, a dash. `cards`: which cards, in what order
 * (a Professional player's arrangement; today's four by default).
 */
export function SummaryCards({ figures, plan, bots = 'ready', cards = DEFAULT_LAYOUT.summary }: { figures: ReturnType<typeof summarise>; plan: string; bots?: 'loading' | 'error' | 'ready'; cards?: readonly SummaryCardId[] }) {
  const known = (value: ReactNode, width = '3ch') => (bots === 'ready' ? value : bots === 'loading' ? <Skeleton width={width} height="1.9rem" /> : '—');
  const card: Record<SummaryCardId, ReactNode> = {
    'total-bots': (
      <div className="card" key="total-bots">
        <p className="stat-label">Total Bots</p>
        <p className="stat-value">{known(figures.total)}</p>
        <p className="muted">{bots === 'ready' ? `${figures.online} online` : '\u00a0'}</p>
      </div>
    ),
    plan: (
      <div className="card" key="plan">
        <p className="stat-label">Subscription Plan</p>
        <p className="stat-value">
          <PlanBadge plan={plan} />
        </p>
        <p className="muted">
          {figures.slots} bot slot{figures.slots === 1 ? '' : 's'}
        </p>
      </div>
    ),
    active: (
      <div className="card" key="active">
        <p className="stat-label">Active Automation</p>
        <p className="stat-value">{known(`${figures.activePercent}%`, '4ch')}</p>
        <div className="progress" role="progressbar" aria-label="Active Automation" aria-valuenow={figures.activePercent} aria-valuemin={0} aria-valuemax={100}>
          <span style={{ width: `${figures.activePercent}%` }} />
        </div>
      </div>
    ),
    utilisation: (
      <div className="card" key="utilisation">
        <p className="stat-label">Account Utilisation</p>
        <p className="stat-value">{known(figures.utilisation, '4ch')}</p>
        <p className="muted">online / slots</p>
      </div>
    ),
  };
  if (cards.length === 0) return null;
  return (
    <section className="grid grid-4 summary" aria-label="Summary" aria-busy={bots === 'loading'}>
      {cards.map((id) => card[id])}
    </section>
  );
}
