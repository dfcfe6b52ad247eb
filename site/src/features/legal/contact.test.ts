import { expect, test } from 'bun:test';
import { supportEmail } from './contact';

test('the configured address, else support@ at the site host', () => {
  expect(supportEmail(' help@castellan.example ', new URL('https://castellan.example'))).toBe('help@castellan.example');
  expect(supportEmail(undefined, new URL('https://castellan.example'))).toBe('support@castellan.example');
  expect(supportEmail('', new URL('http://localhost:4321'))).toBe('support@localhost');
  expect(() => supportEmail('not an address', undefined)).toThrow('SUPPORT_EMAIL');
});
