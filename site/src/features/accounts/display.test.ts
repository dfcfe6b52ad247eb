import { expect, test } from 'bun:test';
import { GAME_SERVERS } from '@shared/game';
import { LOCALES } from '@shared/i18n/locales';
import { messagesIn } from '@shared/i18n/messages';
import { loadCatalogue } from '@shared/i18n/catalogue-files';
import { accountTitle, serverName, serverOptions, tagOptions, tagLabel } from './display';
import { accountTagMessages, serverNameMessages } from './accounts.messages';

loadCatalogue();

test('the server select offers all 38 servers by name with their code, INT1 first', () => {
  const options = serverOptions('en');
  expect(options).toHaveLength(38);
  expect(options[0]).toEqual({ value: 'INT1', label: 'International 1 (INT1)' });
  expect(options.at(-1)).toEqual({ value: 'WORLD1', label: 'World 1 (WORLD1)' });
  // Every server has a name, not its code alone.
  for (const option of options) expect(option.label).toMatch(/^\D+ \d+ \([A-Z]+\d+\)$/);
});

test("servers are named as the game lists them: countries and languages by Intl, in the page's language", () => {
  const words = { international: 'International', world: 'Welt', scandinavia: 'Skandinavien', asia: 'Asien' };
  expect(serverName('DE1', 'en')).toBe('Germany 1 (DE1)');
  expect(serverName('GB1', 'en')).toBe('United Kingdom 1 (GB1)');
  expect(serverName('PT1', 'en')).toBe('Portuguese 1 (PT1)');
  expect(serverName('SKN1', 'en')).toBe('Scandinavia 1 (SKN1)');
  expect(serverName('DE1', 'de', words)).toBe('Deutschland 1 (DE1)');
  expect(serverName('SKN1', 'de', words)).toBe('Skandinavien 1 (SKN1)');
  expect(serverName('odd', 'en')).toBe('odd');
});

test('Asia is named by our words, not by the region number Chromium\'s Intl answers ("142 1 (ASIA1)")', () => {
  expect(serverName('ASIA1', 'en')).toBe('Asia 1 (ASIA1)');
  for (const locale of LOCALES) {
    const words = messagesIn(locale, serverNameMessages);
    const names = GAME_SERVERS.map((s) => serverName(s, locale, words));
    // Every server by a name with its number and code, never a code or a number read as a name.
    expect(names.filter((name) => !/^\D+ \d+ \([A-Z]+\d+\)$/.test(name))).toEqual([]);
    expect(serverName('ASIA1', locale, words)).toBe(`${words.asia} 1 (ASIA1)`);
  }
});

test('the tag select starts with none and lists the nine tags by what each is for, never by its key', () => {
  expect(tagOptions().map((o) => o.value)).toEqual(['none', 'tower', 'camp', 'storm', 'beri', 'coins', 'khan', 'afk', 'woa', 'equip']);
  expect(tagOptions()[0]?.label).toBe('None');
  // Issue 64: the select read "tower: Berimond watchtowers", the API's key before the words.
  expect(tagOptions().find((o) => o.value === 'tower')?.label).toBe('Berimond watchtowers');
  expect(tagOptions().find((o) => o.value === 'afk')?.label).toBe('Left idle (away from keyboard)');
  // In every language: the words of that language alone, each a different one, none starting with its key.
  for (const locale of LOCALES) {
    const m = messagesIn(locale, accountTagMessages);
    const labels = tagOptions(m).slice(1);
    for (const option of labels) {
      expect(option.label).toBe(m[option.value]);
      expect(option.label).not.toMatch(new RegExp(`^${option.value}\\b`));
    }
    expect(new Set(labels.map((o) => o.label)).size).toBe(labels.length);
  }
});

test('the list names a tag as the select does; "none" reads as no tag', () => {
  expect(tagLabel('none')).toBe('No tag');
  expect(tagLabel('')).toBe('No tag');
  expect(tagLabel('tower')).toBe('Berimond watchtowers');
  expect(tagLabel('woa')).toBe('Wheel of Affluence');
});

test('an account is named with its server, since a name can repeat across servers', () => {
  expect(accountTitle({ name: 'Lord', server: 'DE1' })).toBe('Lord (DE1)');
});
