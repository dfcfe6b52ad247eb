/**
 * A safety lock's words (api/src/runtime/safety-lock.ts): why the game account stopped itself, as its
 * console, its card, its bell notification and its console strip say it, and what the player does next.
 */
import { defineMessages, params, plural } from '../i18n/messages';

export const safetyLines = defineMessages('bot-lines/safety', {
  /** `command`: the game's three-letter command (e.g. cra, an attack), `code`: the number the game answered. */
  unknownCode: params('The game answered {command} with code {code}, an answer the game client itself has no name for.'),
  refusedInARow: params(
    plural({
      one: 'The game refused the action ({command}, code {code}) {count} time.',
      other: 'The game refused the same action ({command}, code {code}) {count} times in a row.',
    }),
  ),
  banned: 'The game suspended the account.',
  bannedFor: params('The game suspended the account for {duration}.'),
  warning: 'The game sent the account a warning (its message about too many attacks).',
  /** `reason`: one of the reasons above. */
  waitingLocked: params('{username} is locked for safety: {reason} This bot sends nothing until you press Resume.'),
  resumePressed: 'Resume pressed: the safety lock is lifted.',
  resumed: params('Resumed: the safety lock on {username} is lifted; playing again.'),
  warnOnly: params("Safety check on {username}: {reason} The operator's policy only warns: the bots carry on."),
  /** The bell's notification, once per lock. */
  notice: params('Safety lock on {username} ({server}): {reason} Check the account and press Resume.'),
});
