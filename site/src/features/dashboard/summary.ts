/** The dashboard's figures (spec §2, §9), from the bot list and the plan. */
import { slotsFor } from '@shared/plans';
import { normaliseState } from '../../components/ui/StateBadge';

export type BotLike = { state: string };

export function summarise(bots: readonly BotLike[], plan: string | undefined) {
  const total = bots.length;
  const online = bots.filter((b) => normaliseState(b.state) === 'online').length;
  const slots = slotsFor(plan);
  return {
    total,
    online,
    slots,
    /** Online bots divided by all bots, rounded; 0 without bots. */
    activePercent: total === 0 ? 0 : Math.round((online / total) * 100),
    utilisation: `${online}/${slots}`,
    /** Create Bot is disabled when the bot count is at or above the slots. */
    canCreate: total < slots,
  };
}
