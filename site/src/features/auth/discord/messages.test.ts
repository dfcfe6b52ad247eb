import { describe, expect, test } from 'bun:test';
import { popupOutcome, readDiscordAuthMessage } from './messages';
import { PLAYER, tokenFor } from '../../session/test-tokens';

const OURS = 'http://localhost:4321';
const success = { type: 'discord-auth', token: tokenFor(), user: PLAYER };

describe('which messages the login page believes', () => {
  test('a success or an error from our own origin', () => {
    expect(readDiscordAuthMessage({ origin: OURS, data: success }, OURS)).toEqual(success as never);
    expect(readDiscordAuthMessage({ origin: OURS, data: { type: 'discord-auth', secondStep: 'c.h.a' } }, OURS)).toEqual({
      type: 'discord-auth',
      secondStep: 'c.h.a',
    });
    expect(readDiscordAuthMessage({ origin: OURS, data: { type: 'discord-auth', error: 'access_denied' } }, OURS)).toEqual({
      type: 'discord-auth',
      error: 'access_denied',
    });
  });

  test('nothing from another origin, however well-formed', () => {
    for (const origin of ['https://evil.example', 'http://localhost:4322', 'null', 'https://discord.com']) {
      expect(readDiscordAuthMessage({ origin, data: success }, OURS)).toBeNull();
    }
  });

  test('nothing of another type or shape', () => {
    const rejected = [
      null,
      'discord-auth',
      { ...success, type: 'other' },
      { type: 'discord-auth' },
      { type: 'discord-auth', token: '', user: PLAYER },
      { type: 'discord-auth', token: tokenFor(), user: { id: 1 } },
      { type: 'discord-auth', error: '' },
      { type: 'discord-auth', error: 42 },
      { type: 'discord-auth', secondStep: '' },
    ];
    for (const data of rejected) expect(readDiscordAuthMessage({ origin: OURS, data }, OURS)).toBeNull();
  });
});

test('the popup outcome: signed in with token and user, the challenge of a second step, or failed with the reason', () => {
  expect(popupOutcome({ type: 'discord-auth', token: 't.o.k', user: PLAYER })).toEqual({ kind: 'signed-in', token: 't.o.k', user: PLAYER });
  expect(popupOutcome({ type: 'discord-auth', secondStep: 'c.h.a' })).toEqual({ kind: 'second-step', challenge: 'c.h.a' });
  expect(popupOutcome({ type: 'discord-auth', error: 'invalid_state' })).toEqual({ kind: 'failed', error: 'invalid_state' });
});
