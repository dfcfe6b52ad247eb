import { expect, test } from 'bun:test';
import { emailOrDash, planOrDefault } from './account';

test('the e-mail, or a dash when there is none', () => {
  expect(emailOrDash('lord@example.com')).toBe('lord@example.com');
  expect(emailOrDash('')).toBe('—');
  expect(emailOrDash(null)).toBe('—');
  expect(emailOrDash(undefined)).toBe('—');
});

test('the plan, starter by default', () => {
  expect(planOrDefault('premium')).toBe('premium');
  expect(planOrDefault('PLUS')).toBe('plus');
  expect(planOrDefault('')).toBe('starter');
  expect(planOrDefault(undefined)).toBe('starter');
});
