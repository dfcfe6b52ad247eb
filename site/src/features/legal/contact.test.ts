import { expect, test } from 'bun:test';
import { supportEmail } from './contact';
import { legalUpdated } from './updated';

test('the configured address, else support@ at the site host', () => {
  expect(supportEmail(' help@castellan.example ', new URL('https://castellan.example'))).toBe('help@castellan.example');
  expect(supportEmail(undefined, new URL('https://castellan.example'))).toBe('support@castellan.example');
  expect(supportEmail('', new URL('http://localhost:4321'))).toBe('support@localhost');
  expect(() => supportEmail('not an address', undefined)).toThrow('SUPPORT_EMAIL');
});

test('the last change as each language writes a date; English keeps its ISO date', () => {
  expect(legalUpdated('en', '2026-11-25')).toBe('2026-11-25');
  expect(legalUpdated('de', '2026-11-25')).toBe('25. November 2026');
  expect(legalUpdated('pl', '2026-11-25')).toBe('25 listopada 2026');
});
