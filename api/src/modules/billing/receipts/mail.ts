/**
 * A receipt mail per payment, in the player's language, once: whatever settles a player's billing
 * (a webhook, a return from the provider, the sweep) sends the receipts still due, each claimed on its
 * billing event first (`mailedAt`), so two instances settling at once, or a replayed webhook, mail
 * it once. Only payments of the last two days are due: history from before receipts existed stays quiet.
 */
import mongoose from 'mongoose';
import { messagesIn } from '@shared/i18n/messages';
import { PLAN_NAMES } from '@shared/plans';
import { dashboardTabPath } from '@shared/routes';
import { formatMoneyIn } from '@shared/money-back';
import { composeMail } from '../../../lib/mail/compose';
import type { Mailer } from '../../../lib/mail/mailer';
import { log } from '../../../lib/logger';
import { userById } from '../../users/records';
import { languageOf } from '../../users/language';
import { BillingEventModel, SubscriptionModel } from '../subscription.model';
import { receiptsOf } from './records';
import { receiptWords } from './receipt.messages';
import { intlLocale } from '@shared/i18n/intl';

const DUE_FOR_MS = 2 * 86_400_000;

export type ReceiptMailDeps = { mailer: Mailer; siteOrigin: string; testMode: boolean; now?: () => number };

export interface ReceiptMail {
  /** Mails the player's receipts still due; a failure is logged, and the next settling tries again. */
  sendDue(userId: string): Promise<void>;
}

export function createReceiptMail(deps: ReceiptMailDeps): ReceiptMail {
  const now = deps.now ?? Date.now;

  async function sendDue(userId: string): Promise<void> {
    const due = await BillingEventModel.find(
      { userId: new mongoose.Types.ObjectId(userId), 'change.payment': { $exists: true }, mailedAt: null, receivedAt: { $gte: new Date(now() - DUE_FOR_MS) } },
      { _id: 1 },
    ).lean();
    if (!due.length) return;
    const [user, sub, receipts] = await Promise.all([userById(userId), SubscriptionModel.findOne({ userId }).lean(), receiptsOf(userId)]);
    if (!user) return;
    const locale = languageOf(user);
    const m = messagesIn(locale, receiptWords);
    const day = (at: Date) => new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(at);
    for (const { _id } of due) {
      const receipt = receipts.find((r) => r.id === String(_id));
      if (!receipt) continue;
      // Claimed first: whoever claims it mails it.
      const claimed = await BillingEventModel.updateOne({ _id, mailedAt: null }, { $set: { mailedAt: new Date(now()) } });
      if (claimed.modifiedCount !== 1) continue;
      const money = formatMoneyIn(locale, receipt.amount, receipt.currency);
      const plan = receipt.plan ? PLAN_NAMES[receipt.plan] : '';
      const next = sub?.status === 'active' && sub.currentPeriodEnd ? [m.nextPayment({ date: day(sub.currentPeriodEnd) })] : [];
      await deps.mailer.queue(
        composeMail({
          locale,
          to: user.email,
          subject: m.subject({ money, plan }),
          intro: m.intro({ money, plan, date: day(receipt.paidAt) }),
          action: { label: m.action, url: `${deps.siteOrigin}${dashboardTabPath('settings')}#invoices` },
          lines: [
            m.paidWith({ method: receipt.provider === 'paypal' ? m.paypal : m.card }),
            ...(receipt.credit > 0 ? [m.creditPaid({ money: formatMoneyIn(locale, receipt.credit, receipt.currency) })] : []),
            ...next,
            ...(deps.testMode ? [m.testMode] : []),
          ],
        }),
      );
      log.info('receipt mailed', { userId, receipt: receipt.number });
    }
  }

  return {
    sendDue: (userId: string) => sendDue(userId).catch((err) => log.error('receipts not mailed', { userId, error: String(err) })),
  };
}
