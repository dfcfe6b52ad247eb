import { describe, expect, test } from 'bun:test';
import { planChoices, reasonProblem } from './plan-change';

describe('the plan change form', () => {
  test.each([
    ['', false],
    ['ab', false],
    ['  ab  ', false],
    ['abc', true],
    ['x'.repeat(500), true],
    ['x'.repeat(501), false],
  ])('reason %p is accepted: %p', (reason, ok) => {
    expect(reasonProblem(reason) === null).toBe(ok);
  });

  test('offers the four plans by their names, Starter as removing a grant', () => {
    expect(planChoices().map((c) => c.label)).toEqual(['Starter (remove any grant)', 'Plus', 'Premium', 'Professional']);
  });
});
