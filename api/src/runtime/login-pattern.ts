/**
 * What a session's login came to, in the status page's words (shared/src/status.ts): the API counts
 * logins per game world by it, and many accounts failing with one of the game's side at once reads as
 * "the game changed". A login that never went out (the account's login budget, our login guard away, the
 * session closed meanwhile) is no login: null.
 */
import { resultAction } from '@shared/game-wire/protocol';
import type { LoginFailure } from '@shared/status';
import { GameConnectionError, GameError } from './game/errors';
import { LoginTokenError } from './game/login-token';
import { ProxyUnusableError } from './game/proxy';
import { LoginGuardUnavailableError } from './login-guard';
import { LoginBudgetSpent } from './session-guard';

export function loginFailurePattern(err: unknown): LoginFailure | null {
  if (err instanceof LoginBudgetSpent || err instanceof LoginGuardUnavailableError) return null;
  if (err instanceof GameConnectionError) return err.pattern ?? 'unreachable';
  if (err instanceof GameError) {
    switch (resultAction(err.result)) {
      case 'wrong-login':
        return 'wrong_password';
      case 'banned':
        return 'suspended';
      case 'cooldown':
        return 'cooldown';
      default:
        // The login bundle refused after a login the game took: the game answering otherwise than our client knows.
        if (err.command === 'gbd') return 'unexpected_frame';
        return err.command === 'lli' ? 'refused' : 'other';
    }
  }
  if (err instanceof ProxyUnusableError) return 'proxy';
  // No reCAPTCHA token could be minted here: our side, not the game's.
  if (err instanceof LoginTokenError) return 'recaptcha';
  return 'other';
}
