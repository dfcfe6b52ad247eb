import { expect, test } from 'bun:test';
import { settingsTabMessages } from './settings.messages';
import { hashForTab, SETTINGS_TABS, tabFromHash } from './tabs';

test('tabs start with Appearance then Account; each id is its own', () => {
  expect(SETTINGS_TABS.slice(0, 2).map((id) => settingsTabMessages.base[id])).toEqual(['Appearance', 'Account']);
  expect(new Set(SETTINGS_TABS).size).toBe(SETTINGS_TABS.length);
});

test('"Your data" and "API keys" can be linked to as #data and #api-keys', () => {
  expect(tabFromHash('#data')).toBe('data');
  expect(tabFromHash('#api-keys')).toBe('api-keys');
  expect(settingsTabMessages.base.data).toBe('Your data');
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
