import { expect, test } from 'bun:test';
import { around } from './around';

test('the sentence is cut where the element goes, wherever the language puts it', () => {
  expect(around((m) => `— we sent a link to ${m}.`)).toEqual(['— we sent a link to ', '.']);
  expect(around((m) => `${m} ist bestätigt`)).toEqual(['', ' ist bestätigt']);
  expect(around(() => 'no element')).toEqual(['no element', '']);
});
