/**
 * The failure notice is not lost to a race between two deliveries: a settling that reads a failure
 * recorded but not yet folded into the subscription leaves it due, and the fold's own settling tells it.
 */
import { expect, test } from 'bun:test';
import mongoose from 'mongoose';
import type { Mail, Mailer } from '../../../lib/mail/mailer';
import { signUp, testApp } from '../../../../test/helpers';
import { BillingEventModel, SubscriptionModel } from '../subscription.model';
import { createDunning } from './notices';

const app = testApp();

function catcher(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    sent,
    send: async (mail) => void sent.push(mail),
    queue: async (mail) => void sent.push(mail),
    sendDue: async () => {},
    enabled: true,
    close: () => {},
  };
}

test('a failure read before its fold is left due, and told once when the subscription shows it', async () => {
  const { user } = await signUp(app);
  const mailer = catcher();
  const dunning = createDunning({ mailer, siteOrigin: 'http://site.test' });
  const at = new Date();
  await SubscriptionModel.create({
    userId: user.id,
    plan: 'premium',
    status: 'active',
    provider: 'stripe',
    currentPeriodEnd: new Date(at.getTime() + 86_400_000),
  });
  await BillingEventModel.create({
    eventKey: `stripe:evt_${crypto.randomUUID()}`,
    provider: 'stripe',
    eventType: 'invoice.payment_failed',
    userId: new mongoose.Types.ObjectId(user.id),
    occurredAt: at,
    change: { status: 'past_due' },
  });

  // Another delivery's settling, between this event's recording and its fold: the subscription still reads active.
  await dunning.sendDue(user.id);
  expect(mailer.sent).toHaveLength(0);
  expect(await BillingEventModel.countDocuments({ userId: user.id, mailedAt: null })).toBe(1);

  // The fold lands; its settling tells the player, once however often it runs.
  await SubscriptionModel.updateOne({ userId: user.id }, { $set: { status: 'past_due', pastDueSince: at } });
  await dunning.sendDue(user.id);
  await dunning.sendDue(user.id);
  expect(mailer.sent.map((m) => m.subject)).toEqual(['Your payment for Castellan Premium failed']);
  expect(await BillingEventModel.countDocuments({ userId: user.id, mailedAt: null })).toBe(0);
});
