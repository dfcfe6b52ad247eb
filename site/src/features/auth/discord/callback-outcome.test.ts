import { describe, expect, test } from 'bun:test';
import { callbackOutcome } from './callback-outcome';
import { PLAYER, tokenFor } from '../../session/test-tokens';

const token = tokenFor();

describe('as a popup: a message for the opener', () => {
  test('success carries the token and the user from its claims', () => {
    expect(callbackOutcome(`#access_token=${token}`, true)).toEqual({
      kind: 'post-to-opener',
      message: { type: 'discord-auth', token, user: PLAYER },
    });
  });

  test("errors: the provider's (or API's), no_token, token_parse_failed", () => {
    const errorOf = (hash: string) => {
      const outcome = callbackOutcome(hash, true);
      return outcome.kind === 'post-to-opener' && 'error' in outcome.message ? outcome.message.error : null;
    };
    expect(errorOf('#error=access_denied')).toBe('access_denied');
    expect(errorOf('#error=invalid_state')).toBe('invalid_state');
    expect(errorOf('')).toBe('no_token');
    expect(errorOf('#access_token=only-two.parts')).toBe('token_parse_failed');
  });
});

describe('opened directly: sign in here, or back to the login page', () => {
  test('a good token signs in and goes to the dashboard with "Signed in with Discord"', () => {
    expect(callbackOutcome(`#access_token=${token}`, false)).toEqual({
      kind: 'sign-in',
      token,
      user: PLAYER,
      toast: 'Signed in with Discord',
      goTo: '/dashboard',
    });
  });

  test('an error or an unreadable token fails with "Discord authentication failed"', () => {
    for (const hash of ['#error=access_denied', '#access_token=garbage']) {
      expect(callbackOutcome(hash, false)).toEqual({ kind: 'fail', toast: 'Discord authentication failed', goTo: '/auth/login' });
    }
  });

  test('no token at all is "Missing access token"', () => {
    expect(callbackOutcome('', false)).toEqual({ kind: 'fail', toast: 'Missing access token', goTo: '/auth/login' });
  });
});

describe('a two-factor user: the second step', () => {
  test('as a popup, the challenge goes to the login page', () => {
    expect(callbackOutcome('#second_step=the.challenge.jwt', true)).toEqual({
      kind: 'post-to-opener',
      message: { type: 'discord-auth', secondStep: 'the.challenge.jwt' },
    });
  });

  test('opened directly, the page asks for the code here, then goes to the dashboard', () => {
    expect(callbackOutcome('#second_step=the.challenge.jwt', false)).toEqual({
      kind: 'second-step',
      challenge: 'the.challenge.jwt',
      toast: 'Signed in with Discord',
      goTo: '/dashboard',
    });
  });

  test('an error beside it wins', () => {
    expect(callbackOutcome('#second_step=x&error=access_denied', false).kind).toBe('fail');
  });
});
