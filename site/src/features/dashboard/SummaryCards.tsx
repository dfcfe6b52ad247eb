import type { ReactNode } from 'react';
import { DEFAULT_LAYOUT, type SummaryCardId } from '@shared/dashboard';
import { Skeleton } from '../../components/ui/Skeleton';
import { PlanBadge } from '../../components/ui/StateBadge';
import type { summarise } from './summary';
import { useMessages } from '../../lib/i18n';
import { summaryMessages } from './dashboard.messages';

/**
 * `bots`: whether the bot list has arrived. Until it has, the figures drawn from it are skeletons (a
 * "0 bots" before the answer would be untrue); if it failed, a dash. `cards`: which cards, in what order
 * (a Professional player's arrangement; today's four by default).
 */
export function SummaryCards({
  figures,
  plan,
  bots = 'ready',
  cards = DEFAULT_LAYOUT.summary,
}: {
  figures: ReturnType<typeof summarise>;
  plan: string;
  bots?: 'loading' | 'error' | 'ready';
  cards?: readonly SummaryCardId[];
}) {
  const t = useMessages(summaryMessages);
  const known = (value: ReactNode, width = '3ch') => (bots === 'ready' ? value : bots === 'loading' ? <Skeleton width={width} height="1.9rem" /> : '—');
  const card: Record<SummaryCardId, ReactNode> = {
    'total-bots': (
      <div className="card" key="total-bots">
        <p className="stat-label">{t.totalBots}</p>
        <p className="stat-value">{known(figures.total)}</p>
        <p className="muted">{bots === 'ready' ? t.online(figures.online) : '\u00a0'}</p>
      </div>
    ),
    plan: (
      <div className="card" key="plan">
        <p className="stat-label">{t.plan}</p>
        <p className="stat-value">
          <PlanBadge plan={plan} />
        </p>
        <p className="muted">{t.slots(figures.slots)}</p>
      </div>
    ),
    active: (
      <div className="card" key="active">
        <p className="stat-label">{t.active}</p>
        <p className="stat-value">{known(`${figures.activePercent}%`, '4ch')}</p>
        <div className="progress" role="progressbar" aria-label={t.active} aria-valuenow={figures.activePercent} aria-valuemin={0} aria-valuemax={100}>
          <span style={{ width: `${figures.activePercent}%` }} />
        </div>
        {bots === 'ready' && figures.stalled > 0 && <p className="muted stat-warning">{t.stalled(figures.stalled)}</p>}
      </div>
    ),
    utilisation: (
      <div className="card" key="utilisation">
        <p className="stat-label">{t.utilisation}</p>
        <p className="stat-value">{known(figures.utilisation, '4ch')}</p>
        <p className="muted">{t.onlineOfSlots}</p>
      </div>
    ),
  };
  if (cards.length === 0) return null;
  return (
    <section className="grid grid-4 summary" aria-label={t.region} aria-busy={bots === 'loading'}>
      {cards.map((id) => card[id])}
    </section>
  );
}
