import { expect, test } from 'bun:test';
import type { GameAccount } from '../../lib/data';
import { withAccount, withoutAccount } from './list';

const account = (id: string): GameAccount => ({
  id,
  name: id,
  game_email: `${id}@example.com`,
  server: 'INT1',
  type: 'none',
  created_at: '2025-01-01T00:00:00.000Z',
  proxy: null,
  proxy_has_login: false,
  yield_minutes: 15,
  locked: null,
});

test('a new account joins the end of the list; a known one is replaced in place', () => {
  expect(withAccount(undefined, account('a')).map((a) => a.id)).toEqual(['a']);
  expect(withAccount([account('a'), account('b')], { ...account('a'), name: 'renamed' }).map((a) => a.name)).toEqual(['renamed', 'b']);
  expect(withAccount([account('a')], account('c')).map((a) => a.id)).toEqual(['a', 'c']);
});

test('a removed account leaves the list', () => {
  expect(withoutAccount([account('a'), account('b')], 'a').map((a) => a.id)).toEqual(['b']);
  expect(withoutAccount(undefined, 'a')).toEqual([]);
});
