import { describe, expect, test } from 'bun:test';
import { messagesIn } from '@shared/i18n/messages';
import { passwordMessages } from './security.messages';
import { recoveryCodesMessages, twoFactorMessages } from './two-factor.messages';
import { groupSecret, hasPassword, lastActive, newPasswordProblem, recoveryCodesFile, recoveryCodesLeftText, sortSessions } from './format';

const password = messagesIn('en', passwordMessages);
const codes = messagesIn('en', recoveryCodesMessages);
const twoFactor = messagesIn('en', twoFactorMessages);
const words = 'now';

describe('groupSecret', () => {
  test('groups of four, the last one shorter', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
  });
  test('a 32-character secret makes eight groups, and spaces already in it do not double', () => {
    const secret = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
    expect(groupSecret(secret).split(' ')).toHaveLength(8);
    expect(groupSecret('ABCD EFGH')).toBe('ABCD EFGH');
  });
  test('nothing in, nothing out', () => {
    expect(groupSecret('')).toBe('');
  });
});

describe('recoveryCodesFile', () => {
  test('names the account and the day, then one code a line', () => {
    const text = recoveryCodesFile(['aaaaa-bbbbb', 'ccccc-ddddd'], 'p@example.com', new Date('2025-03-04T10:00:00Z'), codes);
    const lines = text.split('\n');
    expect(lines).toContain('Account: p@example.com');
    // The day as the player's language writes it, not ISO (issue 64).
    expect(lines).toContain('Made: March 4, 2025');
    expect(recoveryCodesFile([], 'p@example.com', new Date('2025-03-04T10:00:00Z'), codes, 'de').split('\n')).toContain('Made: 4. März 2025');
    expect(lines.slice(-3, -1)).toEqual(['aaaaa-bbbbb', 'ccccc-ddddd']);
  });
});

describe('newPasswordProblem', () => {
  test('too short and too long are refused with the shared limits', () => {
    expect(newPasswordProblem('short', 'short', password)).toBe('The new password must be between 8 and 128 characters.');
    expect(newPasswordProblem('x'.repeat(129), 'x'.repeat(129), password)).toContain('between 8 and 128');
  });
  test('the confirmation must match', () => {
    expect(newPasswordProblem('long enough', 'long enougH', password)).toBe('The two new passwords are not the same.');
  });
  test('a good pair passes', () => {
    expect(newPasswordProblem('long enough', 'long enough', password)).toBeNull();
    expect(newPasswordProblem('x'.repeat(128), 'x'.repeat(128), password)).toBeNull();
  });
});

describe('hasPassword', () => {
  test('from the providers, and yes when they are not known yet', () => {
    expect(hasPassword(['email'])).toBe(true);
    expect(hasPassword(['discord', 'email'])).toBe(true);
    expect(hasPassword(['discord'])).toBe(false);
    expect(hasPassword(undefined)).toBe(true);
  });
});

describe('lastActive', () => {
  const now = Date.parse('2025-03-04T12:00:00Z');
  test('within two minutes is now', () => {
    expect(lastActive('2025-03-04T11:58:30Z', words, now)).toBe('now');
  });
  test('older reads as a relative time', () => {
    expect(lastActive('2025-03-04T11:50:00Z', words, now)).toBe('10 min ago');
    expect(lastActive('2025-03-04T09:00:00Z', words, now)).toBe('3 h ago');
  });
  test('a broken time reads as nothing', () => {
    expect(lastActive('not a time', words, now)).toBe('');
  });
});

describe('sortSessions', () => {
  test('this browser first, then the most recently seen', () => {
    const sorted = sortSessions([
      { id: 'a', current: false, lastSeenAt: '2025-03-01T00:00:00Z' },
      { id: 'b', current: false, lastSeenAt: '2025-03-03T00:00:00Z' },
      { id: 'c', current: true, lastSeenAt: '2025-03-02T00:00:00Z' },
    ]);
    expect(sorted.map((s) => s.id)).toEqual(['c', 'b', 'a']);
  });
});

describe('recoveryCodesLeftText', () => {
  test('plenty, few and none', () => {
    expect(recoveryCodesLeftText(10, 10, twoFactor)).toBe('10 of 10 recovery codes left.');
    expect(recoveryCodesLeftText(2, 10, twoFactor)).toBe('2 of 10 recovery codes left: consider making new ones.');
    expect(recoveryCodesLeftText(0, 10, twoFactor)).toBe('No recovery codes left of 10: make new ones.');
  });
});
