/** Tier ids in both vocabularies (issue 37): only `premium` changed meaning, so it is read by who wrote it. */
import { describe, expect, test } from 'bun:test';
import { PLAN_NAMES, PLAN_TIERS, planFromWire, readPlanId, tierToOffer } from './plans';

describe('tier ids', () => {
  test("today's ids read as their names", () => {
    expect(PLAN_TIERS.map((tier) => [tier, PLAN_NAMES[tier]])).toEqual([
      ['starter', 'Starter'],
      ['plus', 'Plus'],
      ['premium', 'Premium'],
      ['professional', 'Professional'],
    ]);
  });

  test('an id written before issue 37 is read as it was meant', () => {
    expect(['starter', 'plus', 'advanced', 'premium'].map((id) => readPlanId(id, 1))).toEqual(['starter', 'plus', 'premium', 'professional']);
    expect(['starter', 'plus', 'premium', 'professional'].map((id) => readPlanId(id, 2))).toEqual(['starter', 'plus', 'premium', 'professional']);
  });

  test('the ids only one vocabulary has read the same in either', () => {
    expect([readPlanId('advanced', 2), readPlanId('professional', 1)]).toEqual(['premium', 'professional']);
  });

  test("from the wire, premium is today's Premium and advanced its old id; anything else is nothing", () => {
    expect([planFromWire('premium'), planFromWire('advanced'), planFromWire('professional')]).toEqual(['premium', 'premium', 'professional']);
    expect([planFromWire('gold'), planFromWire(undefined), planFromWire(3)]).toEqual([undefined, undefined, undefined]);
  });
});

describe('the tier a subscribe form offers first: the plan picked on the pricing page, else Most Popular, never below the plan held now', () => {
  test.each([
    // [held now, picked on the pricing page, offered]
    ['starter', undefined, 'premium'],
    ['plus', undefined, 'premium'],
    ['premium', undefined, 'premium'],
    ['professional', undefined, 'professional'],
    [undefined, undefined, 'premium'],
    ['professional', 'plus', 'plus'],
  ] as const)('holding %s, picked %s: %s', (held, picked, offered) => {
    expect(tierToOffer(held, picked)).toBe(offered);
  });
});
