/** An admin's plan grant beside the provider's subscription: neither overwrites the other, and money is never lost. */
import { afterAll, describe, expect, test } from 'bun:test';
import { call, ownCounters, signUp, testConfig } from '../../../test/helpers';
import { createPlatform } from '../../app';
import { UserModel } from '../users/user.model';
import { entitledPlan } from './entitlement';
import { changePlanByAdmin, decideGrant } from './grant';
import { recordBillingEvent } from './ledger';

const now = Date.parse('2026-11-20T12:00:00Z');
const later = new Date(now + 86_400_000);

describe('the rule with a grant', () => {
  test.each([
    // [what they pay for, status, grant, entitled]
    ['starter', 'none', null, 'starter'],
    ['starter', 'none', 'plus', 'plus'],
    ['premium', 'active', 'plus', 'premium'], // a lower grant never takes a paid plan away
    ['plus', 'active', 'professional', 'professional'], // a higher grant lifts it; the provider still bills Plus
    ['professional', 'expired', 'plus', 'plus'], // the payment ended: the grant shows again
  ] as const)('pays %s (%s), granted %s → %s', (plan, status, grant, expected) => {
    expect(entitledPlan({ plan, status, currentPeriodEnd: later }, grant ? { plan: grant } : null, now)).toBe(expected);
  });

  test.each([
    ['starter', 'plus', { kind: 'grant', plan: 'plus' }],
    ['starter', 'starter', { kind: 'remove' }],
    ['plus', 'plus', { kind: 'grant', plan: 'plus' }],
    ['plus', 'professional', { kind: 'grant', plan: 'professional' }],
    ['premium', 'plus', { kind: 'refuse', paid: 'premium' }],
    ['premium', 'starter', { kind: 'refuse', paid: 'premium' }],
  ] as const)('paying %s, choosing %s: %o', (paid, plan, decision) => {
    expect(decideGrant(paid, plan)).toEqual(decision);
  });
});

describe('a grant and the provider events, through the real ledger', () => {
  const p = createPlatform({ config: testConfig(), throttleNamespace: ownCounters() });
  const app = p.app;
  afterAll(() => p.close());
  const plan = async (id: string) => (await UserModel.findById(id))!.plan;

  test('a grant survives a paid subscription that starts and ends; the paid plan is never written by the grant', async () => {
    const { user, token } = await signUp(app);
    const admin = (await signUp(app)).user.id as string;
    await changePlanByAdmin({ userId: user.id, plan: 'plus', reason: 'Beta tester', adminId: admin }, p.entitlement.apply);
    expect(await plan(user.id)).toBe('plus');

    const event = (eventId: string, status: 'active' | 'expired', at: number) =>
      recordBillingEvent(
        {
          provider: 'stripe',
          eventId,
          type: 'test',
          occurredAt: new Date(at),
          typeRank: 1,
          userId: user.id,
          providerSubscriptionId: `sub_${user.id}`,
          plan: 'professional',
          status,
          periodEnd: new Date(Date.now() + 30 * 86_400_000),
        },
        p.entitlement.apply,
      );
    const t = Date.now();
    const shown = async () => (await call(app, 'GET', '/api/subscriptions/current', { token })).body;
    // Shown as granted, not as a free plan.
    expect(await shown()).toMatchObject({ plan: 'plus', status: 'none', granted: true });
    await event(`evt_on_${user.id}`, 'active', t);
    expect(await plan(user.id)).toBe('professional'); // they pay for more than the grant: they get what they pay for
    expect(await shown()).toMatchObject({ plan: 'professional', status: 'active', granted: false });
    // The admin may not lower it while it is paid.
    await expect(changePlanByAdmin({ userId: user.id, plan: 'plus', reason: 'Lower it', adminId: admin }, p.entitlement.apply)).rejects.toThrow(
      'a grant cannot lower a paid plan',
    );
    await event(`evt_off_${user.id}`, 'expired', t + 1000);
    expect(await plan(user.id)).toBe('plus'); // the payment ended; the grant was not overwritten
  });

  test('removing the grant (Starter) returns the user to what they pay for', async () => {
    const { user } = await signUp(app);
    const admin = (await signUp(app)).user.id as string;
    await changePlanByAdmin({ userId: user.id, plan: 'premium', reason: 'Trial', adminId: admin }, p.entitlement.apply);
    expect(await plan(user.id)).toBe('premium');
    const result = await changePlanByAdmin({ userId: user.id, plan: 'starter', reason: 'Trial over', adminId: admin }, p.entitlement.apply);
    expect(result).toEqual({ from: 'premium', granted: null });
    expect(await plan(user.id)).toBe('starter');
  });
});
