import { expect, test } from 'bun:test';
import { messagesIn } from '@shared/i18n/messages';
import { readCatalogue } from '@shared/i18n/catalogue-files';
import { validateAuthForm } from './validation';
import { validationMessages } from './validation.messages';
import { validateNewPassword } from './password/password-rules';

test('the auth form needs an e-mail and a password of at least 8 characters', () => {
  expect(validateAuthForm('', '')).toEqual({ email: 'Please enter your e-mail address.', password: 'Please enter your password.' });
  expect(validateAuthForm('nope', '1234567')).toEqual({
    email: 'Please enter a valid e-mail address.',
    password: 'Password must be at least 8 characters.',
  });
  expect(validateAuthForm(' knight@castle.io ', '12345678')).toEqual({});
});

test('in another language the messages come from its file, the count in the plural form the language needs', () => {
  const { catalogue } = readCatalogue();
  const de = messagesIn('de', validationMessages, catalogue);
  expect(validateAuthForm('nope', '1234567', de)).toEqual({
    email: 'Bitte gib eine gültige E-Mail-Adresse ein.',
    password: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
  });
  // Polish: 8 takes the "many" form (znaków), 2 would take "few" (znaki).
  const pl = messagesIn('pl', validationMessages, catalogue);
  expect(validateNewPassword('a'.repeat(7), '', pl).password).toBe('Hasło musi mieć co najmniej 8 znaków.');
  expect(pl.passwordTooShort(2)).toBe('Hasło musi mieć co najmniej 2 znaki.');
});
