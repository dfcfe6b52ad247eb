import { expect, test } from 'bun:test';
import { mustStartOver, normaliseCode, normaliseRecoveryCode } from './second-step';

test('a typed or pasted code becomes its six digits', () => {
  expect(normaliseCode('123456')).toBe('123456');
  expect(normaliseCode(' 123 456 ')).toBe('123456');
  expect(normaliseCode('123-456')).toBe('123456');
  expect(normaliseCode('1234567')).toBe('123456');
  expect(normaliseCode('12a')).toBe('12');
  expect(normaliseCode('')).toBe('');
});

test('a recovery code loses only the spaces around it', () => {
  expect(normaliseRecoveryCode('  abcd-efgh \n')).toBe('abcd-efgh');
});

test('only a lapsed or invalid sign-in starts over, told by its code in any language; a wrong code or a pause does not', () => {
  expect(mustStartOver(401, 'SIGN_IN_AGAIN', null)).toBe(true);
  expect(mustStartOver(422, 'VALIDATION_FAILED', 'challenge')).toBe(true);
  expect(mustStartOver(422, 'VALIDATION_FAILED', 'code')).toBe(false);
  expect(mustStartOver(401, 'UNAUTHORIZED', null)).toBe(false);
  expect(mustStartOver(429, 'TOO_MANY_REQUESTS', null)).toBe(false);
  expect(mustStartOver(0, 'NO_ANSWER', null)).toBe(false);
});
