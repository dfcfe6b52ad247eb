/**
 * A second live subscription, if the providers ever start one anyway (the checkouts refuse it:
 * one-subscription.ts; the fold never makes it the record's: ledger.ts merge). Whatever road it came by, it
 * is the newer one that goes: cancelled at its provider at once, every payment it took refunded (under the
 * `refund:<payment>` id the provider's refund webhook gets, so each counts once), and the player told by
 * the bell and a mail, once. Runs after every settle of the player (and the sweep asks again for a day), so
 * a payment the second subscription takes later is refunded too; each step is once across instances: the
 * ending and each refund are events of the history, the telling a claim (lib/claims.ts).
 */
import mongoose from 'mongoose';
import { formatMoney, formatMoneyIn } from '@shared/money-back';
import { PLAN_NAMES, planName, type PlanTier } from '@shared/plans';
import { BASE_LOCALE } from '@shared/i18n/locales';
import { messagesIn } from '@shared/i18n/messages';
import { said, textOf } from '@shared/i18n/said';
import { notificationLines, notificationWords } from '@shared/notifications.messages';
import { claim } from '../../lib/claims';
import { createKeyedLock } from '../../lib/keyed-lock';
import { log } from '../../lib/logger';
import type { Mailer } from '../../lib/mail/mailer';
import { composeMail } from '../../lib/mail/compose';
import { notify } from '../notifications/service';
import { languageOf } from '../users/language';
import { userById } from '../users/records';
import { recordBillingEvent, type PaymentFact, type Provider, type RefundFact } from './ledger';
import type { RefundingProvider } from './money-back/service';
import { secondSubscriptionMail } from './money-back/mails.messages';
import { BillingEventModel, SubscriptionModel } from './subscription.model';

export type SecondRefusalDeps = { providers: Record<Provider, RefundingProvider>; mailer: Mailer; siteOrigin: string };

type Stored = { provider: string; change?: { payment?: PaymentFact; refund?: RefundFact } | null };

export function createSecondRefusal({ providers, mailer, siteOrigin }: SecondRefusalDeps) {
  // One player's refusals one at a time here: recording a refund settles the player, which asks again.
  const oneAtATime = createKeyedLock();
  const busy = new Set<string>();

  /** Cancels and refunds the player's second subscriptions not yet done; `apply` settles what it records. */
  async function refuseDue(userId: string, apply: (userId: string) => Promise<void>): Promise<void> {
    if (busy.has(userId)) return;
    const record = await SubscriptionModel.findOne({ userId }, { refusedSubscriptionIds: 1, plan: 1 }).lean();
    const ids = record?.refusedSubscriptionIds ?? [];
    if (!ids.length) return;
    await oneAtATime(userId, async () => {
      busy.add(userId);
      try {
        for (const id of ids) await refuse(userId, id, record!.plan as PlanTier, apply);
      } finally {
        busy.delete(userId);
      }
    });
  }

  async function refuse(userId: string, subscriptionId: string, kept: PlanTier, apply: (userId: string) => Promise<void>): Promise<void> {
    const events = await BillingEventModel.find({ userId: new mongoose.Types.ObjectId(userId), providerSubscriptionId: subscriptionId }).lean<Stored[]>();
    const provider = events[0]?.provider as Provider | undefined;
    if (!provider || !providers[provider].configured) return;
    // Ended once: the history says so (the fold never makes a refused subscription the record's, so this changes no plan).
    if (!(await BillingEventModel.exists({ eventKey: `${provider}:second-ended:${subscriptionId}` }))) {
      await providers[provider].endNow(subscriptionId);
      log.warn('a second subscription was cancelled', { userId, provider, subscription: subscriptionId });
      await recordBillingEvent(
        {
          provider,
          eventId: `second-ended:${subscriptionId}`,
          type: 'castellan.second_ended',
          occurredAt: new Date(),
          typeRank: 10,
          userId,
          providerSubscriptionId: subscriptionId,
          status: 'expired',
        },
        apply,
      );
    }
    const refunds = await refundPayments(userId, subscriptionId, provider, events, apply);
    if (refunds.length && (await claim(`second-told:${subscriptionId}`))) await tell(userId, provider, kept, refunds);
  }

  /** Refunds each payment of the subscription that has no refund yet; what was refunded now. */
  async function refundPayments(userId: string, subscriptionId: string, provider: Provider, events: Stored[], apply: (userId: string) => Promise<void>) {
    const refunded = new Set(
      (await BillingEventModel.find({ userId: new mongoose.Types.ObjectId(userId), 'change.refund.paymentId': { $exists: true } }).lean<Stored[]>()).map(
        (e) => e.change!.refund!.paymentId,
      ),
    );
    const done: RefundFact[] = [];
    for (const payment of events.map((e) => e.change?.payment).filter((p): p is PaymentFact => (p?.amount ?? 0) > 0)) {
      if (payment.id && refunded.has(payment.id)) continue;
      const refund = { ...(await providers[provider].refundPayment(payment)), ...(payment.invoiceId && { invoiceId: payment.invoiceId }) };
      if (refunded.has(refund.paymentId)) continue;
      done.push(refund);
      await recordBillingEvent(
        {
          provider,
          eventId: `refund:${refund.paymentId}`,
          type: 'castellan.second_refunded',
          occurredAt: new Date(),
          typeRank: 6,
          userId,
          providerSubscriptionId: subscriptionId,
          refund,
        },
        apply,
      );
    }
    return done;
  }

  /** The bell and a mail: what started, that it was cancelled and refunded, and that the plan goes on. */
  async function tell(userId: string, provider: Provider, kept: PlanTier, refunds: RefundFact[]): Promise<void> {
    const user = await userById(userId);
    if (!user) return;
    const amount = refunds.reduce((sum, r) => sum + r.amount, 0);
    const currency = refunds[0]?.currency ?? 'usd';
    const where = said(notificationWords, provider === 'stripe' ? 'refundCard' : 'refundPayPal');
    await notify(
      userId,
      'plan',
      said(notificationLines, 'secondRefunded', { plan: PLAN_NAMES[kept], money: { minor: amount, currency }, where: where.message }),
    );
    const locale = languageOf(user);
    const m = messagesIn(locale, secondSubscriptionMail);
    const money = locale === BASE_LOCALE ? formatMoney(amount, currency) : formatMoneyIn(locale, amount, currency);
    const theirWhere = textOf(locale, where.message, where.text);
    await mailer.queue(
      composeMail({
        locale,
        to: user.email,
        subject: m.subject,
        intro: m.intro({ plan: planName(kept), money, where: theirWhere }),
        action: { label: m.action, url: `${siteOrigin}/dashboard` },
        lines: [m.kept({ plan: planName(kept) }), m.statement],
      }),
    );
  }

  return { refuseDue };
}
