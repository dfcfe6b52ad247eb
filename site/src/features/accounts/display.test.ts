import { expect, test } from 'bun:test';
import { accountTitle, serverName, serverOptions, tagOptions, tagLabel } from './display';

test('the server select offers all 38 servers by name with their code, INT1 first', () => {
  const options = serverOptions('en');
  expect(options).toHaveLength(38);
  expect(options[0]).toEqual({ value: 'INT1', label: 'International 1 (INT1)' });
  expect(options.at(-1)).toEqual({ value: 'WORLD1', label: 'World 1 (WORLD1)' });
  // Every server has a name, not its code alone.
  for (const option of options) expect(option.label).toMatch(/^\D+ \d+ \([A-Z]+\d+\)$/);
});

test('servers are named as the game lists them: countries and languages by Intl, in the page\'s language', () => {
  const words = { international: 'International', world: 'Welt', scandinavia: 'Skandinavien' };
  expect(serverName('DE1', 'en')).toBe('Germany 1 (DE1)');
  expect(serverName('GB1', 'en')).toBe('United Kingdom 1 (GB1)');
  expect(serverName('PT1', 'en')).toBe('Portuguese 1 (PT1)');
  expect(serverName('SKN1', 'en')).toBe('Scandinavia 1 (SKN1)');
  expect(serverName('DE1', 'de', words)).toBe('Deutschland 1 (DE1)');
  expect(serverName('SKN1', 'de', words)).toBe('Skandinavien 1 (SKN1)');
  expect(serverName('odd', 'en')).toBe('odd');
});

test('the tag select starts with none and lists the nine tags', () => {
  expect(tagOptions().map((o) => o.value)).toEqual(['none', 'tower', 'camp', 'storm', 'beri', 'coins', 'khan', 'afk', 'woa', 'equip']);
  expect(tagOptions()[0]?.label).toBe('None');
});

test('"none" reads as no tag; real tags as themselves', () => {
  expect(tagLabel('none')).toBe('No tag');
  expect(tagLabel('')).toBe('No tag');
  expect(tagLabel('tower')).toBe('tower');
});

test('an account is named with its server, since a name can repeat across servers', () => {
  expect(accountTitle({ name: 'Lord', server: 'DE1' })).toBe('Lord (DE1)');
});
