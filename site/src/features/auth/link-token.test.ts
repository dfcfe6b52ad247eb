import { expect, test } from 'bun:test';
import { takeLinkToken, tokenFromHash } from './link-token';

test('the token of a mailed link, from the fragment', () => {
  expect(tokenFromHash('#token=abc_DEF-123')).toBe('abc_DEF-123');
  expect(tokenFromHash('token=abc')).toBe('abc');
  expect(tokenFromHash('#other=1&token=xyz')).toBe('xyz');
  for (const hash of ['', '#', '#token=', '#token=%20', '#access_token=abc']) expect(tokenFromHash(hash)).toBeNull();
});

test('taking the token removes the fragment from the address, keeping path and query', () => {
  const calls: string[] = [];
  const history = { replaceState: (_d: unknown, _t: string, url?: string | URL | null) => void calls.push(String(url)) };
  expect(takeLinkToken({ location: { hash: '#token=secret', pathname: '/reset-password', search: '?from=mail' }, history })).toBe('secret');
  expect(calls).toEqual(['/reset-password?from=mail']);
});

test('an address without a fragment is left alone', () => {
  const calls: string[] = [];
  const history = { replaceState: (_d: unknown, _t: string, url?: string | URL | null) => void calls.push(String(url)) };
  expect(takeLinkToken({ location: { hash: '', pathname: '/verify-email', search: '' }, history })).toBeNull();
  expect(calls).toEqual([]);
});
