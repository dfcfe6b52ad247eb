import { describe, expect, test } from 'bun:test';
import {
  billingDateLabel,
  displayName,
  initialAvatarState,
  initialOf,
  providerLabel,
  showsAvatarImage,
  signInMethodLabel,
  slotsLabel,
  statusLabel,
  usernameOrDash,
  type AvatarState,
} from './display';
import { messagesIn } from '@shared/i18n/messages';
import { profileMessages } from './profile.messages';

const en = messagesIn('en', profileMessages);

const person = (username: string | null) => ({ email: 'lord@example.com', user_metadata: { username } });

describe('identity', () => {
  test('the name is the username, otherwise the e-mail', () => {
    expect(displayName(person('Lord Castle'))).toBe('Lord Castle');
    expect(displayName(person(null))).toBe('lord@example.com');
    expect(displayName(person('  '))).toBe('lord@example.com');
  });

  test("the initial is the e-mail's first letter, upper case", () => {
    expect(initialOf('lord@example.com')).toBe('L');
    expect(initialOf('')).toBe('?');
  });

  test('the sign-in method is what the API says the account has', () => {
    expect(signInMethodLabel(['email'], en)).toBe('E-mail and password');
    expect(signInMethodLabel(['discord'], en)).toBe('Discord');
    expect(signInMethodLabel(['email', 'discord'], en)).toBe('E-mail and password, Discord');
    expect(signInMethodLabel([], en)).toBe('—');
    expect(signInMethodLabel(undefined, en)).toBe('—');
  });

  test('no username reads as a dash', () => {
    expect(usernameOrDash(null)).toBe('—');
    expect(usernameOrDash('Lord')).toBe('Lord');
  });
});

describe('plan and subscription', () => {
  test('slots per plan, singular for one', () => {
    expect(slotsLabel('starter', en)).toBe('1 bot slot');
    expect(slotsLabel('professional', en)).toBe('12 bot slots');
    expect(slotsLabel(undefined, en)).toBe('1 bot slot');
  });

  test("status is the API's word, capitalised", () => {
    expect(statusLabel('active')).toBe('Active');
    expect(statusLabel('past_due')).toBe('Payment failed — retrying');
    expect(statusLabel('none')).toBe('Free plan');
    expect(statusLabel(null)).toBe('—');
  });

  test('providers by their names; none when the plan is not paid through one', () => {
    expect(providerLabel('paypal', en)).toBe('PayPal');
    expect(providerLabel('Stripe', en)).toBe('Stripe (card)');
    expect(providerLabel('crypto', en)).toBe('crypto');
    expect(providerLabel(null, en)).toBe('None');
  });

  test('a billing date, or nothing to show', () => {
    expect(billingDateLabel('2025-03-09T12:00:00.000Z', 'en', 'UTC')).toBe('March 9, 2025');
    expect(billingDateLabel(null, 'en')).toBeNull();
    expect(billingDateLabel('not a date', 'en')).toBeNull();
  });
});

test('the avatar image shows only once loaded; the initial covers idle, loading and error', () => {
  expect(initialAvatarState(null)).toBe('idle');
  expect(initialAvatarState('https://cdn.example/a.png')).toBe('loading');
  const notYet: AvatarState[] = ['idle', 'loading', 'error'];
  expect(notYet.map(showsAvatarImage)).toEqual([false, false, false]);
  expect(showsAvatarImage('loaded')).toBe(true);
});
