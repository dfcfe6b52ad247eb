import { expect, test } from 'bun:test';
import { messagesIn } from '@shared/i18n/messages';
import { confirmed, deleteBody, emptyDeleteForm, missingProof, proofsFor } from './delete-form';
import { deleteAccountMessages } from './leaving.messages';

const en = messagesIn('en', deleteAccountMessages);

test('the proofs offered follow the sign-in methods and two-factor', () => {
  expect(proofsFor({ isAdmin: false, providers: ['email'] })).toEqual(['password']);
  expect(proofsFor({ isAdmin: false, providers: ['email', 'discord'], twoFactor: true })).toEqual(['password', 'code']);
  expect(proofsFor({ isAdmin: false, providers: ['discord'], twoFactor: true })).toEqual(['code']);
  expect(proofsFor({ isAdmin: false, providers: ['discord'], twoFactor: false })).toEqual(['none']);
  // Not known yet (a user from the token's claims): ask for the password, the API says otherwise if needed.
  expect(proofsFor({ isAdmin: false })).toEqual(['password']);
  expect(proofsFor(undefined)).toEqual(['password']);
});

test('only DELETE, exactly, confirms', () => {
  const form = emptyDeleteForm('password');
  expect(confirmed(form)).toBe(false);
  expect(confirmed({ ...form, confirm: 'delete' })).toBe(false);
  expect(confirmed({ ...form, confirm: 'DELET' })).toBe(false);
  expect(confirmed({ ...form, confirm: 'DELETE!' })).toBe(false);
  expect(confirmed({ ...form, confirm: ' DELETE ' })).toBe(true);
});

test('a missing password or code is named before anything is sent', () => {
  expect(missingProof({ ...emptyDeleteForm('password'), confirm: 'DELETE' }, en)).toBe('Enter your password.');
  expect(missingProof({ ...emptyDeleteForm('code'), code: '   ' }, en)).toMatch(/authenticator app/);
  expect(missingProof({ ...emptyDeleteForm('password'), password: ' secret ' }, en)).toBeNull();
  expect(missingProof(emptyDeleteForm('none'), en)).toBeNull();
});

test('the body carries only the chosen proof and the word', () => {
  const both = { proof: 'password' as const, password: ' pass word ', code: '123 456', confirm: 'DELETE ' };
  expect(deleteBody(both)).toEqual({ password: ' pass word ', confirm: 'DELETE' });
  expect(deleteBody({ ...both, proof: 'code' })).toEqual({ code: '123456', confirm: 'DELETE' });
  expect(deleteBody({ ...both, proof: 'none' })).toEqual({ confirm: 'DELETE' });
});
