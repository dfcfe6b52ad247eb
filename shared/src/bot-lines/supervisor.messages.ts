/** What the API writes in a bot's console about the bot itself: it came online, went offline, stopped, restarts. */
import { defineMessages, params } from '../i18n/messages';

export const supervisorLines = defineMessages('bot-lines/supervisor', {
  online: 'Bot is online.',
  offline: 'Bot is offline.',
  stoppedOnError: 'Bot stopped on an error.',
  failedTwice: 'Failed twice within a minute: the bot stays stopped. Start it again once the cause is fixed.',
  restarting: params('Restarting in {seconds} s…'),
  stoppedByAdmin: 'Stopped by an administrator.',
  stopRequested: 'Stop requested: finishing the current step, then logging out.',
  /** The player stopped a bot still waiting to log in (its account's login budget, its hold): no login follows. */
  startCancelled: 'Start cancelled: the bot stops before logging in.',
  resumed: 'Castellan restarted: resuming the bot.',
});
