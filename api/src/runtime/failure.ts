/** Why a bot stopped against its will, in words for the player, and what the API should do about it. */
import { formatDuration } from './behaviours/format';
import { GameConnectionError, GameError } from './game/client';
import { resultAction, secondsIn } from '@shared/game-wire/protocol';
import { LoginTokenError } from './game/login-token';
import { ProxyUnusableError } from './game/proxy';
import type { FailureKind } from './types';

export class BotFailure extends Error {
  /** What happened, without the advice for a bot (a test login gives the reason alone). */
  readonly reason: string;
  constructor(
    readonly kind: FailureKind,
    reason: string,
    /** What the player should do to get the bot going again. */
    advice?: string,
  ) {
    super(advice ? `${reason} ${advice}` : reason);
    this.reason = reason;
  }
}

export function classify(err: unknown): BotFailure {
  if (err instanceof BotFailure) return err;
  if (err instanceof GameError) {
    // One table (protocol.ts) says what each live code means; here it becomes words for the player.
    switch (resultAction(err.result)) {
      case 'wrong-login':
        return new BotFailure('auth', 'The game refused the login: wrong game password.', 'Update the account and start again.');
      case 'banned': {
        const left = secondsIn(err.payload, 'RS');
        return new BotFailure('auth', `The game account is banned${left === null ? '' : ` for ${formatDuration(left * 1000)}`}. It cannot play until the ban ends.`);
      }
      case 'cooldown':
        return new BotFailure('connection', 'The game still asks to wait before logging in again (too many logins lately).');
      default:
        // The login itself refused (a reCAPTCHA token the game did not accept, say): not a bug of the bot.
        if (err.command === 'lli') return new BotFailure('connection', `The game refused the login: ${err.reason}.`);
        return new BotFailure('crash', `The game refused an action: ${err.message}.`);
    }
  }
  if (err instanceof LoginTokenError) return new BotFailure('connection', `Cannot log into the game: ${err.message}.`);
  if (err instanceof ProxyUnusableError) return new BotFailure('auth', `The game account's proxy cannot be used: ${err.message}.`, 'Change it on the Game Accounts page and start again.');
  if (err instanceof GameConnectionError) return new BotFailure('connection', err.message.charAt(0).toUpperCase() + err.message.slice(1) + '.');
  return new BotFailure('crash', `The bot crashed: ${err instanceof Error ? err.message : String(err)}.`);
}
