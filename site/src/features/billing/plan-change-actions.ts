/** Plan changes, cancelling and resuming from the subscription panel (the API's plan-change/ routes). */
import type { PaidTier } from '@shared/plans';
import type { PlanChangeQuote } from '@shared/plan-change';
import { answeredMessage, api, unwrap } from '../../lib/api';
import { createOnce, mutation } from '../../lib/data';
import { invalidate } from '../../lib/query/store';
import { planChanged } from './actions';
import { errorMessage, toast } from '../toasts/store';
import { messagesNow } from '../../lib/i18n';
import { planChangeMessages } from './billing.messages';

const words = () => messagesNow(planChangeMessages);

/** The provider's price of moving to `plan`, or null (after a toast saying why). */
export async function quotePlanChange(plan: PaidTier): Promise<PlanChangeQuote | null> {
  try {
    return await unwrap(api.api.subscriptions.change.get({ query: { plan } }));
  } catch (err) {
    toast.error(errorMessage(err, words().quoteFailed));
    return null;
  }
}

/**
 * Makes the quoted change: a card's is done when the API answers (charged what the quote showed); PayPal's
 * goes on at PayPal's page. True when done or on its way. Never retried: a person confirmed one charge.
 */
export async function changePlan(quote: PlanChangeQuote): Promise<boolean> {
  try {
    const answer = await createOnce(() => unwrap(api.api.subscriptions.change.post({ plan: quote.to, quoteId: quote.quoteId })));
    if (answer.approvalUrl) {
      window.location.assign(answer.approvalUrl);
      return true;
    }
    toast.success(answer.message);
    await planChanged();
    return true;
  } catch (err) {
    toast.error(errorMessage(err, words().changeFailed));
    await invalidate('subscription');
    return false;
  }
}

export async function cancelSubscription(): Promise<boolean> {
  try {
    toast.success(words().cancelDone, (await mutation(() => unwrap(api.api.subscriptions.cancel.post()))).message);
    await planChanged();
    return true;
  } catch (err) {
    // The spec's words first, then why (the server's message) when it said.
    toast.error(words().cancelFailed, answeredMessage(err) ?? undefined);
    return false;
  }
}

export async function resumeSubscription(): Promise<boolean> {
  try {
    toast.success((await mutation(() => unwrap(api.api.subscriptions.resume.post()))).message);
    await planChanged();
    return true;
  } catch (err) {
    toast.error(errorMessage(err, words().resumeFailed));
    return false;
  }
}
