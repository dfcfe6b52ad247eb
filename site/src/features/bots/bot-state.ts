/** A bot's state as the player sees it on its card (dashboard and console): what was asked against what is. */
import { normaliseState } from '../../components/ui/StateBadge';

/** While a bot is between what was asked and what is, its list is looked at again this often. */
export const TRANSITION_POLL_MS = 3000;

/** Otherwise, while the page is visible, this often: what changed elsewhere (Discord, a schedule, another device) shows without a reload. */
export const LIST_REFRESH_MS = 15_000;

/**
 * While a bot plays, this often: its card's today figures move with its attacks (issue 64: they trailed the
 * console by up to the 15 s above). The runtime reports an attack within 500 ms, so a card is that close.
 */
export const PLAYING_REFRESH_MS = 5000;

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

/**
 * Whether a bot waits to start: asked to run and not online yet (its login waits for the account's
 * login budget or hold, or a restart's backoff). A stop cancels the start, so its controls offer one.
 */
export function waitsToStart(bot: { state: string; desiredState: string }): boolean {
  return bot.desiredState === 'online' && normaliseState(bot.state) !== 'online';
}

/** What the start/stop toggle reads (each a word of the card's and the console's messages). */
export type ToggleLabel = 'start' | 'stop' | 'cancelStart' | 'starting' | 'stopping';

/**
 * The start/stop toggle of a bot, `sending` being the action whose request is under way: pending (and
 * disabled) while a request goes, and while a stop settles; a start that waits is cancelled by a stop,
 * so that one stays pressable.
 */
export function toggleOf(
  bot: { state: string; desiredState: string },
  sending: 'start' | 'stop' | null,
): { action: 'start' | 'stop'; label: ToggleLabel; pending: boolean } {
  if (sending) return { action: sending, label: sending === 'start' ? 'starting' : 'stopping', pending: true };
  if (waitsToStart(bot)) return { action: 'stop', label: 'cancelStart', pending: false };
  const action = toggleAction(bot.state);
  if (isSettling(bot)) return { action, label: 'stopping', pending: true };
  return { action, label: action, pending: false };
}
