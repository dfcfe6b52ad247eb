import { describe, expect, test } from 'bun:test';
import { chooseEncoding, isCompressiblePath, isCompressibleType, withVaryAcceptEncoding } from './encoding';

describe('chooseEncoding', () => {
  test.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*;q=0.3, br;q=0', 'gzip'],
    ['gzip;q=0, *;q=0.2', 'br'],
    ['identity', null],
    ['deflate', null],
    ['br;q=0, gzip;q=0', null],
    ['', null],
    [null, null],
  ] as const)('%p → %p', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('what is compressed', () => {
  test.each([
    ['text/html; charset=utf-8', true],
    ['application/json', true],
    ['application/problem+json', true],
    ['image/svg+xml', true],
    ['application/manifest+json', true],
    ['text/javascript', true],
    ['TEXT/CSS', true],
    ['text/event-stream', false],
    ['text/event-stream; charset=utf-8', false],
    ['image/png', false],
    ['application/octet-stream', false],
    [null, false],
  ] as const)('type %p: %p', (type, expected) => {
    expect(isCompressibleType(type)).toBe(expected);
  });

  test.each([
    ['/_astro/client.js', true],
    ['/pricing/index.html', true],
    ['/manifest.webmanifest', true],
    ['/robots.txt', true],
    ['/og-image.png', false],
    ['/index.html.br', false],
  ] as const)('path %p: %p', (path, expected) => {
    expect(isCompressiblePath(path)).toBe(expected);
  });
});

test('Vary gains Accept-Encoding once, keeping what was there', () => {
  expect(withVaryAcceptEncoding(null)).toBe('Accept-Encoding');
  expect(withVaryAcceptEncoding('Origin')).toBe('Origin, Accept-Encoding');
  expect(withVaryAcceptEncoding('origin, accept-encoding')).toBe('origin, accept-encoding');
  expect(withVaryAcceptEncoding('*')).toBe('*');
});
