import { expect, test } from 'bun:test';
import { jsonNestsDeeperThan } from './json-depth';

test('counts nesting of objects and arrays, not brackets inside strings', () => {
  expect(jsonNestsDeeperThan('{"a":[1,{"b":2}]}', 3)).toBe(false);
  expect(jsonNestsDeeperThan('{"a":[1,{"b":[]}]}', 3)).toBe(true);
  expect(jsonNestsDeeperThan(JSON.stringify({ text: '[[[[[[[[{{{{{{{{', quote: '\\"[[[[' }), 1)).toBe(false);
});

test('a body 100,000 levels deep is found without recursion', () => {
  expect(jsonNestsDeeperThan('['.repeat(100_000) + ']'.repeat(100_000))).toBe(true);
});
