import { expect, test } from 'bun:test';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shared/auth';
import { validateEmail, validateNewPassword } from './password-rules';

test('an address is needed and must look like one', () => {
  expect(validateEmail('')).toBe('Please enter your e-mail address.');
  expect(validateEmail('knight')).toBe('Please enter a valid e-mail address.');
  expect(validateEmail(' knight@example.com ')).toBeNull();
});

test('a new password follows the sign-up lengths, and the confirmation must match', () => {
  const ok = 'a'.repeat(PASSWORD_MIN_LENGTH);
  expect(validateNewPassword(ok, ok)).toEqual({});
  expect(validateNewPassword('', '')).toEqual({ password: 'Please enter a new password.' });
  expect(validateNewPassword('a'.repeat(PASSWORD_MIN_LENGTH - 1), '').password).toContain(`${PASSWORD_MIN_LENGTH}`);
  expect(validateNewPassword('a'.repeat(PASSWORD_MAX_LENGTH + 1), '').password).toContain(`${PASSWORD_MAX_LENGTH}`);
  expect(validateNewPassword('a'.repeat(PASSWORD_MAX_LENGTH), 'a'.repeat(PASSWORD_MAX_LENGTH))).toEqual({});
  expect(validateNewPassword(ok, `${ok}!`)).toEqual({ confirm: 'The two passwords are not the same.' });
});
