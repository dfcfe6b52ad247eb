/** Why a bot stopped against its will, in words for the player, and what the API should do about it. */
import { durationPart } from './words/format';
import { GameConnectionError, GameError } from './game/client';
import { resultAction, secondsIn } from '@shared/game-wire/protocol';
import { failureLines } from '@shared/bot-lines/failures.messages';
import type { LineMessage } from '@shared/console';
import { said, type Said } from '@shared/i18n/said';
import { LoginTokenError } from './game/login-token';
import { ProxyUnusableError } from './game/proxy';
import type { FailureKind } from './types';

export class BotFailure extends Error {
  /** What happened, without the advice for a bot (a test login gives the reason alone), in English. */
  readonly reason: string;
  /** The reason as a message, for a reader in another language; none for a fault that has only English words. */
  readonly reasonWords: LineMessage | undefined;
  /** The whole of it (reason and advice) as a message: the console, the card and the notification. */
  readonly words: LineMessage | undefined;
  /** The game's answer behind it, when the game refused something (the safety lock reads its code). */
  game?: GameError;
  constructor(
    readonly kind: FailureKind,
    reason: Said | string,
    /** What the player should do to get the bot going again. */
    advice?: Said,
  ) {
    const text = typeof reason === 'string' ? reason : reason.text;
    super(advice ? `${text} ${advice.text}` : text);
    this.reason = text;
    this.reasonWords = typeof reason === 'string' ? undefined : reason.message;
    this.words = this.reasonWords && advice ? said(failureLines, 'withAdvice', { reason: this.reasonWords, advice: advice.message }).message : this.reasonWords;
  }
}

export function classify(err: unknown): BotFailure {
  if (err instanceof BotFailure) return err;
  if (err instanceof GameError) return Object.assign(fromGameError(err), { game: err });
  return fromOtherError(err);
}

function fromGameError(err: GameError): BotFailure {
  // One table (protocol.ts) says what each live code means; here it becomes words for the player.
  switch (resultAction(err.result)) {
    case 'wrong-login':
      return new BotFailure('auth', said(failureLines, 'wrongPassword'), said(failureLines, 'updateAccount'));
    case 'banned': {
      const left = secondsIn(err.payload, 'RS');
      return new BotFailure('auth', left === null ? said(failureLines, 'banned') : said(failureLines, 'bannedFor', { duration: durationPart(left * 1000) }));
    }
    case 'cooldown':
      return new BotFailure('connection', said(failureLines, 'loginCooldown'));
    default:
      // The login itself refused (a reCAPTCHA token the game did not accept, say): not a bug of the bot.
      // The game's reason goes in as the game words it.
      if (err.command === 'lli') return new BotFailure('connection', said(failureLines, 'loginRefused', { reason: err.reason }));
      return new BotFailure('crash', said(failureLines, 'actionRefused', { reason: err.message }));
  }
}

function fromOtherError(err: unknown): BotFailure {
  if (err instanceof LoginTokenError) return new BotFailure('connection', said(failureLines, 'cannotLogIn', { reason: err.message }));
  if (err instanceof ProxyUnusableError)
    return new BotFailure('auth', said(failureLines, 'proxyUnusable', { reason: err.message }), said(failureLines, 'changeProxy'));
  // A connection fault has only its own (English) words, from the client that met it.
  if (err instanceof GameConnectionError) return new BotFailure('connection', err.message.charAt(0).toUpperCase() + err.message.slice(1) + '.');
  return new BotFailure('crash', said(failureLines, 'crashed', { reason: err instanceof Error ? err.message : String(err) }));
}
