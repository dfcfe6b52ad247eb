import { expect, test } from 'bun:test';
import { siteOrigin } from './origin';

test('the configured origin, without a trailing slash', () => {
  expect(siteOrigin({ SITE_ORIGIN: 'https://castellan.example/' })).toBe('https://castellan.example');
  expect(siteOrigin({ SITE_ORIGIN: ' https://castellan.example:8443 ', NODE_ENV: 'production' })).toBe('https://castellan.example:8443');
});

test('in development and tests, the local address the site is served on', () => {
  expect(siteOrigin({})).toBe('http://localhost:4321');
  expect(siteOrigin({ SITE_PORT: '5123' })).toBe('http://localhost:5123');
});

test('refused: an address with a path, or no address at all', () => {
  expect(() => siteOrigin({ SITE_ORIGIN: 'https://castellan.example/app' })).toThrow('without a path');
  expect(() => siteOrigin({ SITE_ORIGIN: 'castellan.example' })).toThrow();
});
