import { expect, test } from 'bun:test';
import { emailOrDash, planOrDefault } from './account';

test('the e-mail, or a dash when there is none', () => {
  expect(emailOrDash('lord@example.com')).toBe('lord@example.com');
  expect(emailOrDash('')).toBe('—');
  expect(emailOrDash(null)).toBe('—');
  expect(emailOrDash(undefined)).toBe('—');
});

test('the plan by the name the pricing page gives it, Starter by default', () => {
  expect(planOrDefault('professional')).toBe('Professional');
  expect(planOrDefault('premium')).toBe('Premium');
  expect(planOrDefault('PLUS')).toBe('Plus');
  expect(planOrDefault('')).toBe('Starter');
  expect(planOrDefault(undefined)).toBe('Starter');
});
