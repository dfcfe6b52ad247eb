/** A bot's state as the player sees it on its card (dashboard and console): what was asked against what is. */
import { normaliseState } from '../../components/ui/StateBadge';

/** While a bot is between what was asked and what is, its list is looked at again this often. */
export const TRANSITION_POLL_MS = 3000;

/** Otherwise, while the page is visible, this often: what changed elsewhere (Discord, a schedule, another device) shows without a reload. */
export const LIST_REFRESH_MS = 15_000;

/**
 * Whether a bot is between what was asked and what is: asked to run and not online yet (also after an
 * error: started again), or asked to stop and still online. A bot that failed and stays stopped is not.
 */
export function isSettling(bot: { state: string; desiredState: string }): boolean {
  const state = normaliseState(bot.state);
  return bot.desiredState === 'online' ? state !== 'online' : state === 'online';
}

/** The toggle sends stop when the bot is online and start otherwise. */
export function toggleAction(state: string): 'start' | 'stop' {
  return normaliseState(state) === 'online' ? 'stop' : 'start';
}
