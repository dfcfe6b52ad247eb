/** The failure reasons of castellan_bot_failures_total, read from the failures the runtime really makes (runtime/failure.ts). */
import { describe, expect, test } from 'bun:test';
import { RESULT } from '@shared/game-wire/protocol';
import { classify, BotFailure } from '../../../runtime/failure';
import { GameConnectionError, GameError } from '../../../runtime/game/errors';
import { LoginTokenError } from '../../../runtime/game/login-token';
import { ProxyUnusableError } from '../../../runtime/game/proxy';
import { failureReason, templateLabel, type FailureReason } from './metrics';

/** The report the runtime sends for a failure (bot-host.ts). */
const reported = (err: unknown) => {
  const failure = classify(err);
  return { kind: failure.kind, reason: failure.message, ...(failure.words && { words: failure.words }) };
};

describe("a failure report's reason", () => {
  const cases: [string, unknown, FailureReason][] = [
    ['a wrong password', new GameError('lli', RESULT.INVALID_PASSWORD), 'wrong_password'],
    ['a ban', new GameError('lli', RESULT.IS_BANNED), 'suspended'],
    ['a ban for a time', new GameError('lli', RESULT.IS_BANNED, undefined, { RS: 3600 }), 'suspended'],
    ['a login cooldown', new GameError('lli', RESULT.LOGIN_COOLDOWN_ACTIVE), 'cooldown'],
    ['a login refused otherwise', new GameError('lli', 999), 'refused'],
    ['an action refused', new GameError('dcl', 999), 'game_error'],
    ['no login token', new LoginTokenError('no token', false), 'recaptcha'],
    ['an unusable proxy', new ProxyUnusableError('refused'), 'proxy'],
    ['our client version refused', new GameConnectionError('the game server refused our client version'), 'version_refused'],
    ['our client build refused', new GameConnectionError('the game server says our client build 1167009 is too old'), 'version_refused'],
    ['a lost connection', new GameConnectionError('connection to the game server lost (closed)'), 'connection'],
    ['a bug', new TypeError('x is undefined'), 'crashed'],
  ];
  for (const [what, err, reason] of cases) test(`${what}: ${reason}`, () => expect(failureReason(reported(err))).toBe(reason));

  test('a bot parked for hanging its runtime, and one without words, by its kind', () => {
    expect(failureReason({ kind: 'parked', reason: 'The bot runtime hung twice.', words: { key: 'bot-lines/failures.runtimeParked', params: {} } })).toBe(
      'parked',
    );
    expect(failureReason({ kind: 'auth', reason: 'Refused.' })).toBe('refused');
    expect(failureReason(reported(new BotFailure('crash', 'Unknown.')))).toBe('crashed');
  });

  test('a template no longer offered is labelled other', () => {
    expect(templateLabel('baron-farmer')).toBe('baron-farmer');
    expect(templateLabel('gold-digger')).toBe('other');
  });
});
