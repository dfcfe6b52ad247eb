import { expect, test } from 'bun:test';
import { hashForTab, SETTINGS_TABS, tabFromHash } from './tabs';

test('tabs are Appearance then Account', () => {
  expect(SETTINGS_TABS.map((t) => t.label)).toEqual(['Appearance', 'Account']);
});

test('the hash picks a tab; anything else opens Appearance', () => {
  expect(tabFromHash('#account')).toBe('account');
  expect(tabFromHash('account')).toBe('account');
  expect(tabFromHash('')).toBe('appearance');
  expect(tabFromHash('#billing')).toBe('appearance');
});

test('the default tab needs no hash', () => {
  expect(hashForTab('appearance')).toBe('');
  expect(hashForTab('account')).toBe('#account');
});
