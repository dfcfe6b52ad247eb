/**
 * A failing payment, told: the first failure of a run (a provider's retries that fail again add nothing)
 * puts a notice on the bell and mails the player, in their language, how long the plan is kept and how
 * to fix it; the grace's end (the sweep's `castellan.grace_ended`) mails that the plan is Starter now (the
 * bell already says so: entitlement.ts). Like receipts, each is claimed first, so it goes out once
 * however many instances settle the player at once.
 */
import mongoose from 'mongoose';
import { messagesIn } from '@shared/i18n/messages';
import { said } from '@shared/i18n/said';
import { PLAN_NAMES, planName } from '@shared/plans';
import { composeMail } from '../../../lib/mail/compose';
import type { Mailer } from '../../../lib/mail/mailer';
import { log } from '../../../lib/logger';
import { markSaidRead, notify } from '../../notifications/service';
import { userById } from '../../users/records';
import { languageOf } from '../../users/language';
import { graceEndOf } from '../entitlement';
import { BillingEventModel, SubscriptionModel } from '../subscription.model';
import { dunningWords } from './dunning.messages';
import { intlLocale } from '@shared/i18n/intl';
import { dashboardTabPath } from '@shared/routes';

const DUE_FOR_MS = 2 * 86_400_000;
const PROVIDER_NAMES = { stripe: 'Stripe', paypal: 'PayPal' } as const;
/** Where the player updates their payment method (the subscription panel) or chooses a plan again. */
const SETTINGS_PATH = dashboardTabPath('settings');

export type DunningDeps = { mailer: Mailer; siteOrigin: string; now?: () => number };

export interface Dunning {
  /** Tells the player of a failing payment or its grace's end, once; a failure is logged, and the next settling tries again. */
  sendDue(userId: string): Promise<void>;
}

export function createDunning(deps: DunningDeps): Dunning {
  const now = deps.now ?? Date.now;

  async function sendDue(userId: string): Promise<void> {
    await readWhenPaid(userId);
    const due = await BillingEventModel.find(
      {
        userId: new mongoose.Types.ObjectId(userId),
        mailedAt: null,
        receivedAt: { $gte: new Date(now() - DUE_FOR_MS) },
        $or: [{ 'change.status': 'past_due' }, { eventType: 'castellan.grace_ended' }],
      },
      { _id: 1, eventType: 1, occurredAt: 1 },
    ).lean();
    if (!due.length) return;
    const [user, sub] = await Promise.all([userById(userId), SubscriptionModel.findOne({ userId }).lean()]);
    if (!user || !sub) return;
    const locale = languageOf(user);
    const m = messagesIn(locale, dunningWords);
    const day = (at: Date) => new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(at);
    const provider = PROVIDER_NAMES[sub.provider === 'paypal' ? 'paypal' : 'stripe'];
    const plan = planName(sub.plan);
    const claim = async (id: unknown) =>
      (await BillingEventModel.updateOne({ _id: id, mailedAt: null }, { $set: { mailedAt: new Date(now()) } })).modifiedCount === 1;
    for (const event of due) {
      if (event.eventType === 'castellan.grace_ended') {
        if (!(await claim(event._id))) continue;
        await deps.mailer.queue(
          composeMail({
            locale,
            to: user.email,
            subject: m.endedSubject,
            intro: m.endedIntro({ plan, date: day(event.occurredAt) }),
            action: { label: m.endedAction, url: `${deps.siteOrigin}/pricing` },
            lines: [m.endedLine],
          }),
        );
        continue;
      }
      // Told once per failing run, while it still fails: claimed on the subscription until it is paid again
      // (readWhenPaid). Not by the run's first day: that day moves when the provider's own word of the failure
      // (dated by its whole second) comes after our reading of it (billing/reconcile.ts), and the run was told
      // twice. A failure the subscription does not show yet is left due, not claimed: another delivery's
      // settling can read it between its recording and its own fold, and the fold's settling tells it.
      const graceEnd = graceEndOf(sub);
      if (sub.status !== 'past_due' || !sub.pastDueSince || !graceEnd) continue;
      if (!(await claim(event._id))) continue;
      const first = await SubscriptionModel.updateOne(
        { _id: sub._id, status: 'past_due', failureToldFor: null },
        { $set: { failureToldFor: sub.pastDueSince } },
      );
      if (first.modifiedCount !== 1) continue;
      const date = day(graceEnd);
      await notify(
        userId,
        'plan',
        said(dunningWords, 'failedBell', { plan: PLAN_NAMES[sub.plan as keyof typeof PLAN_NAMES] ?? plan, date: { at: graceEnd.getTime(), day: true } }),
        null,
        undefined,
        undefined,
        SETTINGS_PATH,
      );
      await deps.mailer.queue(
        composeMail({
          locale,
          to: user.email,
          subject: m.failedSubject({ plan }),
          intro: m.failedIntro({ provider, plan, date }),
          action: { label: m.failedAction, url: `${deps.siteOrigin}${SETTINGS_PATH}` },
          lines: [sub.provider === 'paypal' ? m.failedPayPal : m.failedCard, m.failedLine],
        }),
      );
      log.info('failed payment told', { userId, graceEnd: graceEnd.toISOString() });
    }
  }

  /**
   * A failing run that ended with a payment: the next failure is a new run, told again, and this one's bell
   * notice is over, so it no longer waits unread on the bell.
   */
  async function readWhenPaid(userId: string): Promise<void> {
    const sub = await SubscriptionModel.findOne({ userId }, { status: 1, failureToldFor: 1 }).lean();
    if (sub?.status !== 'active' || !sub.failureToldFor) return;
    await SubscriptionModel.updateOne({ _id: sub._id, status: 'active' }, { $set: { failureToldFor: null } });
    await markSaidRead(userId, `${dunningWords.component}.failedBell`);
  }

  return {
    sendDue: (userId: string) => sendDue(userId).catch((err) => log.error('payment notices not sent', { userId, error: String(err) })),
  };
}
