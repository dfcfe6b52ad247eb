import { expect, test } from 'bun:test';
import { acceptedValues } from './accept-header';

test('values lower-cased with their weights, in the header order; a weight that is no number refuses', () => {
  expect(acceptedValues('de-AT, de;q=0.9 , EN;Q=0.8;level=1, br;q=x, ,*;q=0.1')).toEqual([
    { value: 'de-at', weight: 1 },
    { value: 'de', weight: 0.9 },
    { value: 'en', weight: 0.8 },
    { value: 'br', weight: 0 },
    { value: '*', weight: 0.1 },
  ]);
  expect(acceptedValues('')).toEqual([]);
});
