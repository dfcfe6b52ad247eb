import { planName } from '@shared/plans';

/** A bot's state in upper case; any state the app does not know is shown as offline (spec §4). */
export function normaliseState(state: string | undefined): 'online' | 'offline' | 'error' {
  return state === 'online' || state === 'error' ? state : 'offline';
}

export function StateBadge({ state }: { state: string | undefined }) {
  const s = normaliseState(state);
  return <span className={`state-badge state-${s}`}>{s.toUpperCase()}</span>;
}

/** The plan by its name (PREMIUM for the advanced tier: the pricing page's names are the product's). */
export function PlanBadge({ plan }: { plan: string | undefined }) {
  const p = (plan || 'starter').toLowerCase();
  return <span className={`plan-badge plan-${p}`}>{planName(p).toUpperCase()}</span>;
}
