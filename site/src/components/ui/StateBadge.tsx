import { planName } from '@shared/plans';
import { useMessages } from '../../lib/i18n';
import { stateMessages } from './ui.messages';

/** Any state the app does not know is shown as offline (spec §4). */
export function normaliseState(state: string | undefined): 'online' | 'offline' | 'error' {
  return state === 'online' || state === 'error' ? state : 'offline';
}

/** A bot's state in upper case (ONLINE), in the page's language; an online bot that cannot go on by itself reads STALLED. */
export function StateBadge({ state, stalled = false }: { state: string | undefined; stalled?: boolean }) {
  const t = useMessages(stateMessages);
  const s = normaliseState(state);
  if (s === 'online' && stalled) return <span className="state-badge state-stalled">{t.stalled}</span>;
  return <span className={`state-badge state-${s}`}>{t[s]}</span>;
}

/** The plan by its name (the pricing page's names, which are also the tier ids since issue 37). */
export function PlanBadge({ plan }: { plan: string | undefined }) {
  const p = (plan || 'starter').toLowerCase();
  return <span className={`plan-badge plan-${p}`}>{planName(p).toUpperCase()}</span>;
}
