import { expect, test } from 'bun:test';
import { emailFromQuery, forgotPasswordHref } from './paths';

test('the typed address travels to the request form, and back out of its query', () => {
  expect(forgotPasswordHref('')).toBe('/auth/forgot-password');
  expect(forgotPasswordHref('  ')).toBe('/auth/forgot-password');
  const href = forgotPasswordHref(' knight+1@example.com ');
  expect(href).toBe('/auth/forgot-password?email=knight%2B1%40example.com');
  expect(emailFromQuery(new URL(href, 'http://x').search)).toBe('knight+1@example.com');
});

test('no address, or one too long to be an address, starts the form empty', () => {
  expect(emailFromQuery('')).toBe('');
  expect(emailFromQuery(`?email=${'a'.repeat(255)}`)).toBe('');
});
