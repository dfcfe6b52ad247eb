import { expect, test } from 'bun:test';
import { validateAuthForm } from './validation';

test('the auth form needs an e-mail and a password of at least 8 characters', () => {
  expect(validateAuthForm('', '')).toEqual({ email: 'Please enter your e-mail address.', password: 'Please enter your password.' });
  expect(validateAuthForm('nope', '1234567')).toEqual({
    email: 'Please enter a valid e-mail address.',
    password: 'Password must be at least 8 characters.',
  });
  expect(validateAuthForm(' knight@castle.io ', '12345678')).toEqual({});
});
