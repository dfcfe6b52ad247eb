import { PlanBadge } from '../../components/ui/StateBadge';
import type { summarise } from './summary';

export function SummaryCards({ figures, plan }: { figures: ReturnType<typeof summarise>; plan: string }) {
  return (
    <section className="grid grid-4 summary" aria-label="Summary">
      <div className="card">
        <p className="stat-label">Total Bots</p>
        <p className="stat-value">{figures.total}</p>
        <p className="muted">{figures.online} online</p>
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
        <p className="stat-value">{figures.activePercent}%</p>
        <div className="progress" role="progressbar" aria-label="Active Automation" aria-valuenow={figures.activePercent} aria-valuemin={0} aria-valuemax={100}>
          <span style={{ width: `${figures.activePercent}%` }} />
        </div>
      </div>
      <div className="card">
        <p className="stat-label">Account Utilisation</p>
        <p className="stat-value">{figures.utilisation}</p>
        <p className="muted">online / slots</p>
      </div>
    </section>
  );
}
