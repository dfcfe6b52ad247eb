import { expect, test } from 'bun:test';
import { messagesIn } from '@shared/i18n/messages';
import { keyFormMessages, keyListMessages } from './api-keys.messages';
import {
  curlExample,
  EXPIRY_DAYS,
  emptyKeyForm,
  expiryChoiceLabel,
  expiryLabel,
  isExpired,
  keyPayload,
  looksLikeAddress,
  parseIpList,
  scopeLabel,
} from './form';

const form = messagesIn('en', keyFormMessages);
const list = messagesIn('en', keyListMessages);

test('addresses and ranges, IPv4 and IPv6, pass the loose check; slips do not', () => {
  for (const ok of ['203.0.113.7', '10.0.0.0/8', '0.0.0.0/0', '2001:db8::1', '2001:db8::/32', '::1', '::ffff:203.0.113.7'])
    expect([ok, looksLikeAddress(ok)]).toEqual([ok, true]);
  for (const bad of ['10.0.0.300', '10.0.0', '10.0.0.1/33', '10.0.0.1/8/8', 'example.com', '2001:db8::/129', '1::2::3', 'fe80::1/x', ''])
    expect([bad, looksLikeAddress(bad)]).toEqual([bad, false]);
});

test('a list may be one per line, or comma- or space-separated; each address once, blanks ignored', () => {
  expect(parseIpList('203.0.113.7\n 10.0.0.0/8 ,2001:db8::/32\n\n203.0.113.7,')).toEqual({
    entries: ['203.0.113.7', '10.0.0.0/8', '2001:db8::/32'],
    invalid: [],
  });
  expect(parseIpList('  ')).toEqual({ entries: [], invalid: [] });
  expect(parseIpList('1.2.3.4, office-router, 10.0.0.256')).toEqual({
    entries: ['1.2.3.4', 'office-router', '10.0.0.256'],
    invalid: ['office-router', '10.0.0.256'],
  });
});

test('expiry reads as never, a time left, or expired', () => {
  const now = Date.parse('2025-06-01T12:00:00Z');
  const after = (ms: number) => new Date(now + ms).toISOString();
  expect(expiryLabel(null, list, now)).toBe('Never');
  expect(expiryLabel(after(-1), list, now)).toBe('Expired');
  expect(expiryLabel(after(0), list, now)).toBe('Expired');
  expect(expiryLabel(after(59 * 60_000), list, now)).toBe('within the hour');
  expect(expiryLabel(after(5 * 3_600_000 + 10), list, now)).toBe('in 5 h');
  expect(expiryLabel(after(30 * 3_600_000), list, now)).toBe('tomorrow');
  expect(expiryLabel(after(90 * 86_400_000), list, now)).toBe('in 90 days');
  expect(expiryLabel(after(30 * 86_400_000 - 5_000), list, now)).toBe('in 30 days');
  expect(expiryLabel('not a date', list, now)).toBe('');
  expect(isExpired(after(-1), now)).toBe(true);
  expect(isExpired(null, now)).toBe(false);
});

test('scopes read as the form offered them', () => {
  expect(scopeLabel(['read'], form)).toBe('Read only');
  expect(scopeLabel(['read', 'bots'], form)).toBe('Read and control bots');
});

test('the expiry choices: never, then a number of days', () => {
  expect(EXPIRY_DAYS.map((days) => expiryChoiceLabel(days, form))).toEqual(['Never', '30 days', '90 days', '365 days']);
});

test('the payload: trimmed name, scopes, addresses only when given, the expiry chosen', () => {
  expect(keyPayload({ name: '  Farm script ', scope: 'bots', ips: '', expiresInDays: null }, form)).toEqual({
    payload: { name: 'Farm script', scopes: ['read', 'bots'], expiresInDays: null },
  });
  expect(keyPayload({ ...emptyKeyForm(), name: 'CI', ips: '10.0.0.0/8\n203.0.113.7' }, form)).toEqual({
    payload: { name: 'CI', scopes: ['read'], allowedIps: ['10.0.0.0/8', '203.0.113.7'], expiresInDays: 90 },
  });
  expect(keyPayload({ ...emptyKeyForm(), name: '   ' }, form)).toMatchObject({ field: 'name' });
  expect(keyPayload({ ...emptyKeyForm(), name: 'x', ips: 'home' }, form)).toEqual({ field: 'ips', message: 'Not an IP address or range: home' });
});

test('the usage example calls the site origin with the key as a bearer token', () => {
  expect(curlExample('https://castellan.example', 'cst_abc')).toBe('curl -H "Authorization: Bearer cst_abc" https://castellan.example/api/bots');
});
