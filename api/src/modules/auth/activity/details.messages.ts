/**
 * The activity log's details with words of ours (a device, how a sign-in happened, a count), kept as a
 * message beside the English so the log reads in the asker's language. Names (a bot's, a key's, an
 * address, a plan) go in as they are.
 */
import { defineMessages, params, plural } from '@shared/i18n/messages';

export const activityDetails = defineMessages('answers/activity', {
  deviceAndMethod: params('{device} · {method}'),
  /** How a session began, beside its device (a password sign-in names the device alone). */
  methodPassword: 'password',
  methodDiscord: 'Discord',
  methodSignUp: 'new account',
  methodPasswordReset: 'password reset',
  otherSessions: plural({ one: '{count} other session', other: '{count} other sessions' }),
  codesLeft: params('{left} left'),
  runNow: params('{bot} (run now for {hours} h)'),
  /** A bot acted on by a player its game account is shared with (sharing/), in its owner's log. */
  byShared: params('{bot}, by {who}'),
  /** A share of a game account: the owner's log names who it is with, the other player's whose it is. */
  shareWith: params('{account}, with {who}'),
  shareFrom: params('{account}, from {who}'),
  /** `where`: notifications/words' refundCard, refundPayPal, refundBoth or refundYou (each language's with its own preposition). */
  refund: params('{money} to {where}'),
});
