import { expect, test } from 'bun:test';
import { accountTitle, SERVER_OPTIONS, tagOptions, tagLabel } from './display';

test('the server select offers all 38 servers, INT1 first', () => {
  expect(SERVER_OPTIONS).toHaveLength(38);
  expect(SERVER_OPTIONS[0]).toEqual({ value: 'INT1', label: 'INT1' });
  expect(SERVER_OPTIONS.at(-1)?.value).toBe('WORLD1');
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
