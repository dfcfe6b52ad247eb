/**
 * Which tools the wave auto-fill may use, the client's `AutoFillOptions` as EmpireCore combat/solver.py:42-97
 * (`FillOptions`) ports it. The client allows every category; **ours**: a bot leaves the event tools out
 * unless the player allows them (issue 65: they are won in events and spent on event targets), so
 * `allowEventTools` is off by default. The unit filters (coin or ruby healing cost, mead, beef, melee,
 * ranged) stay the client's "all allowed" and are not offered.
 */
import type { AttackToolStats } from '../game-data/attack-tools';

export type FillOptions = {
  /** Place tools at all (EmpireCore's own `use_tools`); false fills soldiers only. */
  useTools: boolean;
  allowBasicTools: boolean;
  allowPremiumTools: boolean;
  allowEliteTools: boolean;
  allowEventTools: boolean;
  allowComboTools: boolean;
};

export const DEFAULT_FILL_OPTIONS: FillOptions = Object.freeze({
  useTools: true,
  allowBasicTools: true,
  allowPremiumTools: true,
  allowEliteTools: true,
  allowEventTools: false,
  allowComboTools: true,
});

/** Whether the filters let a tool in (solver.py:81-97, `createFilteredInventory`): no category passes, an unknown one never does. */
export function allowsTool(options: FillOptions, tool: AttackToolStats): boolean {
  switch (tool.category) {
    case '':
      return true;
    case 'basic':
      return options.allowBasicTools;
    case 'premium':
      return options.allowPremiumTools;
    case 'elite':
      return options.allowEliteTools;
    case 'event':
      return options.allowEventTools;
    case 'combo':
      return options.allowComboTools;
    default:
      return false;
  }
}
