/** The dashboard's figures (spec §2, §9), from the bot list and the plan. */
import { slotsFor } from '@shared/plans';
import { normaliseState } from '../../components/ui/StateBadge';

export type BotLike = { state: string; stalled?: unknown };

export function summarise(bots: readonly BotLike[], plan: string | undefined) {
  const total = bots.length;
  const online = bots.filter((b) => normaliseState(b.state) === 'online').length;
  /** Online, but waiting on something that cannot come by itself (the card says what to do). */
  const stalled = bots.filter((b) => normaliseState(b.state) === 'online' && b.stalled).length;
  const slots = slotsFor(plan);
  return {
    total,
    online,
    stalled,
    slots,
    /** Bots online and able to act, divided by all bots, rounded; 0 without bots. A stalled bot is counted apart. */
    activePercent: total === 0 ? 0 : Math.round(((online - stalled) / total) * 100),
    utilisation: `${online}/${slots}`,
    /** Create Bot is disabled when the bot count is at or above the slots. */
    canCreate: total < slots,
  };
}
