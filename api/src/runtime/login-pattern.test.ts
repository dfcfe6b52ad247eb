/** Each way a login fails, named as the status page counts it; a login that never went out is not one. */
import { expect, test } from 'bun:test';
import { RESULT } from '@shared/game-wire/protocol';
import { GameConnectionError, GameError } from './game/errors';
import { LoginTokenError } from './game/login-token';
import { ProxyUnusableError } from './game/proxy';
import { LoginGuardUnavailableError } from './login-guard';
import { loginFailurePattern } from './login-pattern';
import { LoginBudgetSpent } from './session-guard';

test("the game's side: the version refused, the handshake refused, a frame our client does not know", () => {
  expect(loginFailurePattern(new GameConnectionError('the game server says our client build 1167009 is too old', 'version_refused'))).toBe('version_refused');
  expect(loginFailurePattern(new GameConnectionError("the game server refused the socket's handshake (HTTP 400)", 'handshake_failed'))).toBe(
    'handshake_failed',
  );
  expect(loginFailurePattern(new GameConnectionError('the game server did not let us into the lobby', 'unexpected_frame'))).toBe('unexpected_frame');
  expect(loginFailurePattern(new GameError('gbd', RESULT.GENERAL_ERROR))).toBe('unexpected_frame');
});

test("an account's own trouble: its password, a suspension, a cooldown, its proxy", () => {
  expect(loginFailurePattern(new GameError('lli', RESULT.INVALID_PASSWORD))).toBe('wrong_password');
  expect(loginFailurePattern(new GameError('lli', RESULT.PLAYER_NOT_FOUND))).toBe('wrong_password');
  expect(loginFailurePattern(new GameError('lli', RESULT.IS_BANNED, undefined, { RS: 600 }))).toBe('suspended');
  expect(loginFailurePattern(new GameError('lli', RESULT.LOGIN_COOLDOWN_ACTIVE, undefined, { CD: 60 }))).toBe('cooldown');
  expect(loginFailurePattern(new ProxyUnusableError("the account's proxy refused our login"))).toBe('proxy');
});

test('neither: the network, timeouts, our token minting, another refusal', () => {
  expect(loginFailurePattern(new GameConnectionError('could not reach the game server at ws://x'))).toBe('unreachable');
  expect(loginFailurePattern(new GameConnectionError('the game server did not answer lli within 15 s', 'timeout'))).toBe('timeout');
  expect(loginFailurePattern(new GameConnectionError('connection to the game server lost (code 1006)', 'lost'))).toBe('lost');
  expect(loginFailurePattern(new LoginTokenError('no Chromium', false))).toBe('recaptcha');
  expect(loginFailurePattern(new GameError('lli', RESULT.GENERAL_ERROR, 'reCAPTCHA token not valid'))).toBe('refused');
  expect(loginFailurePattern(new Error('boom'))).toBe('other');
});

test('no login went out: the budget spent, the guard away', () => {
  expect(loginFailurePattern(new LoginBudgetSpent(Date.now() + 60_000))).toBeNull();
  expect(loginFailurePattern(new LoginGuardUnavailableError('the engine is away'))).toBeNull();
});
