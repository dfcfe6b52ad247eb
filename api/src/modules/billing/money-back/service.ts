/**
 * The 7-day money-back guarantee, carried out: every payment of the first 7 days is refunded at its
 * provider, the subscription ends there at once, and the history records both (the refunds under the
 * same ids as the providers' refund webhooks, so each counts once), which ends the plan through the one
 * entitlement rule (the plan returns to Starter; bots beyond its slot stop, newest first).
 *
 * Two claims make it safe (lib/claims.ts): `money-back:<user>` marks the account's one guarantee as
 * used from the first try on (given back if that try refunded nothing), and `money-back-attempt:<user>`
 * keeps two clicks from running at once. A try that dies after refunding leaves the first claim: the
 * panel then offers to finish, and finishing repeats nothing (the providers' idempotency keys).
 */
import mongoose from 'mongoose';
import { formatMoney, formatMoneyIn } from '@shared/money-back';
import { PLAN_NAMES, type PlanTier } from '@shared/plans';
import { BASE_LOCALE, type Locale } from '@shared/i18n/locales';
import { messagesIn } from '@shared/i18n/messages';
import { phrase, said, textOf } from '@shared/i18n/said';
import { notificationLines, notificationWords } from '@shared/notifications.messages';
import { languageOf } from '../../users/language';
import { moneyBackMail } from './mails.messages';
import { claim, isClaimed, release, releaseIfLapsed } from '../../../lib/claims';
import { ConflictError } from '../../../lib/errors';
import { log } from '../../../lib/logger';
import type { Mailer } from '../../../lib/mail/mailer';
import { composeMail } from '../../../lib/mail/compose';
import { recordActivity } from '../../auth/activity/record';
import { notify } from '../../notifications/service';
import type { UserDocument } from '../../users/records';
import { recordBillingEvent, type PaymentFact, type Provider, type RefundFact } from '../ledger';
import { BillingEventModel, SubscriptionModel } from '../subscription.model';
import { GUARANTEE_EVENT_TYPE, REFUND_EVENT_TYPE, verdictOf, type HistoryEvent, type Verdict } from './verdict';
import { billingErrors } from '../errors.messages';
import { errorText } from '../../../lib/error-language';
import { activityDetails } from '../../auth/activity/details.messages';

/** What a provider does for the guarantee (stripe/service.ts, paypal/service.ts). */
export type RefundingProvider = {
  configured: boolean;
  refundPayment(payment: PaymentFact): Promise<RefundFact>;
  endNow(subscriptionId: string): Promise<void>;
};

/** The admin audit (admin/audit.ts), given by the app: admin reads billing, so billing does not import admin. */
export type Audit = (actor: UserDocument, action: string, target: string | null, details: string | null, about: { userId?: string | null }) => Promise<void>;

export type MoneyBackDeps = {
  providers: Record<Provider, RefundingProvider>;
  audit: Audit;
  apply: (userId: string) => Promise<void>;
  mailer: Mailer;
  siteOrigin: string;
  now?: () => Date;
};

/** How long one try holds the account's attempt claim: far longer than the providers' timeouts. */
const ATTEMPT_MS = 2 * 60_000;

export type MoneyBackResult = { amount: number; currency: string; message: string };

export interface MoneyBack {
  /** Whether the guarantee applies to the player now, with the payments it would refund or why not. */
  verdictFor(userId: string): Promise<Verdict>;
  /** Carries the guarantee out for `user`, or refuses with its reason (409); `asked`: the language its answer is in. */
  request(user: UserDocument, asked?: Locale): Promise<MoneyBackResult>;
}

export function createMoneyBack({ providers, audit, apply, mailer, siteOrigin, now = () => new Date() }: MoneyBackDeps): MoneyBack {
  const usedKey = (userId: string) => `money-back:${userId}`;

  async function verdictFor(userId: string): Promise<Verdict> {
    const [history, started] = await Promise.all([
      BillingEventModel.find({ userId: new mongoose.Types.ObjectId(userId) }).lean<HistoryEvent[]>(),
      isClaimed(usedKey(userId)),
    ]);
    return verdictOf(history, started, now());
  }

  /** Refunds, ends and records, then tells the player (bell, activity, mail) and the admins (audit). */
  async function carryOut(user: UserDocument, verdict: Verdict, asked: Locale): Promise<MoneyBackResult> {
    const userId = user.id;
    const refunds: RefundFact[] = [];
    for (const payment of verdict.payments) {
      // The invoice it paid goes with it, so the receipt of that payment shows the refund (receipts/records.ts).
      const refund = { ...(await providers[payment.provider].refundPayment(payment)), ...(payment.invoiceId && { invoiceId: payment.invoiceId }) };
      refunds.push(refund);
      await recordBillingEvent(
        {
          provider: payment.provider,
          eventId: `refund:${refund.paymentId}`,
          type: REFUND_EVENT_TYPE,
          occurredAt: now(),
          typeRank: 6,
          userId,
          providerSubscriptionId: payment.subscriptionId,
          refund,
        },
        apply,
      );
    }
    const sub = await SubscriptionModel.findOne({ userId }).lean();
    const live = sub?.providerSubscriptionId && sub.provider && ['active', 'past_due', 'cancelled', 'pending'].includes(sub.status);
    if (live) await providers[sub.provider as Provider].endNow(sub.providerSubscriptionId!);
    const planBefore = user.plan as PlanTier;
    await recordBillingEvent(
      {
        provider: (sub?.provider as Provider | null) ?? verdict.payments[0]?.provider ?? 'stripe',
        eventId: `guarantee:${userId}`,
        type: GUARANTEE_EVENT_TYPE,
        occurredAt: now(),
        // After every provider event of the same millisecond, as our own expiry is (sweep.ts).
        typeRank: 10,
        userId,
        providerSubscriptionId: sub?.providerSubscriptionId ?? null,
        ...(live ? { status: 'expired' as const } : {}),
      },
      apply,
    );

    const amount = refunds.reduce((sum, r) => sum + r.amount, 0) || (verdict.amount ?? 0);
    const currency = refunds[0]?.currency ?? verdict.currency ?? 'usd';
    const money = formatMoney(amount, currency);
    // Where it went, in the order paid: "your card", "your card and your PayPal account", "you" (nothing was paid through a provider).
    const providersPaid = [...new Set(verdict.payments.map((p) => p.provider))];
    const place = (p: Provider) => (p === 'stripe' ? 'refundCard' : 'refundPayPal');
    const whereSaid = !providersPaid.length
      ? said(notificationWords, 'refundYou')
      : providersPaid.length === 1
        ? said(notificationWords, place(providersPaid[0]!))
        : said(notificationWords, 'refundBoth', {
            first: phrase(notificationWords, place(providersPaid[0]!)),
            second: phrase(notificationWords, place(providersPaid[1]!)),
          });
    const where = whereSaid.text;
    const notice = said(notificationLines, 'refunded', { money: { minor: amount, currency }, where: whereSaid.message });
    await audit(user, 'subscription.refunded', userId, `${money} refunded under the 7-day money-back guarantee; ${PLAN_NAMES[planBefore]} ended`, { userId });
    await recordActivity({
      userId,
      kind: 'refund-issued',
      detail: said(activityDetails, 'refund', { money: { minor: amount, currency }, where: whereSaid.message }),
    });
    await notify(userId, 'plan', notice);
    // In the player's language, the amount written their way.
    const locale = languageOf(user);
    const m = messagesIn(locale, moneyBackMail);
    const theirMoney = locale === BASE_LOCALE ? money : formatMoneyIn(locale, amount, currency);
    await mailer.queue(
      composeMail({
        locale,
        to: user.email,
        subject: m.subject({ money: theirMoney }),
        intro: m.intro({ money: theirMoney, where: textOf(locale, whereSaid.message, where) }),
        action: { label: m.action, url: `${siteOrigin}/dashboard` },
        lines: [m.ended, m.statement],
      }),
    );
    log.info('money-back refund', { userId, amount, currency, payments: refunds.length });
    // The answer in the language the request asks for (the page's): the toast that tells the player.
    return { amount, currency, message: textOf(asked, notice.message, notice.text) };
  }

  return {
    verdictFor,

    async request(user: UserDocument, asked: Locale = BASE_LOCALE): Promise<MoneyBackResult> {
      const userId = user.id;
      const attemptKey = `money-back-attempt:${userId}`;
      // A try that died long ago holds nothing any more.
      await releaseIfLapsed(attemptKey, now());
      if (!(await claim(attemptKey, new Date(now().getTime() + ATTEMPT_MS))))
        throw new ConflictError('Your refund is already being processed. Please wait a moment.');
      try {
        const verdict = await verdictFor(userId);
        if (verdict.state !== 'eligible' && verdict.state !== 'resume') throw new ConflictError(verdict.reason ?? 'There is nothing to refund.');
        const missing = verdict.payments.find((p) => !providers[p.provider].configured);
        if (missing) throw new ConflictError(said(billingErrors, 'refundsUnavailable', { provider: missing.provider === 'stripe' ? 'Stripe' : 'PayPal' }));
        const fresh = verdict.state === 'eligible';
        if (fresh) await claim(usedKey(userId));
        try {
          return await carryOut(user, verdict, asked);
        } catch (err) {
          // Nothing given back yet: as if the click never happened, so it can be tried again.
          const refunded = await BillingEventModel.countDocuments({
            userId: new mongoose.Types.ObjectId(userId),
            'change.refund.paymentId': { $exists: true },
          });
          if (fresh && refunded === 0) await release(usedKey(userId));
          throw err;
        }
      } finally {
        await release(attemptKey);
      }
    },
  };
}

/** The guarantee as the API shows it (GET /api/subscriptions/money-back). */
/** `locale`: the asker's language, for the reason a refund cannot be asked for. */
export function presentVerdict(verdict: Verdict, locale: Locale = BASE_LOCALE) {
  return {
    state: verdict.state,
    until: verdict.until?.toISOString() ?? null,
    amount: verdict.amount,
    currency: verdict.currency,
    formatted_amount: verdict.amount !== null && verdict.currency ? formatMoney(verdict.amount, verdict.currency) : null,
    refunded_at: verdict.refundedAt?.toISOString() ?? null,
    reason: verdict.reason ? errorText(locale, verdict.reason.text, verdict.reason.message) : null,
    payments: verdict.payments.map((p) => ({ paid_at: p.paidAt.toISOString(), amount: p.amount, currency: p.currency })),
  };
}
