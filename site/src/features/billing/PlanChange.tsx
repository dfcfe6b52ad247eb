/**
 * A paying player runs their subscription here: move to another plan (priced by the provider first, the
 * bots a smaller plan stops named before the click), cancel to the period's end, or take a card
 * cancellation back. The change is made on the one subscription the player has (plan-change/ in the API).
 */
import { useEffect, useState } from 'react';
import { BOT_SLOTS, PAID_TIERS, PLAN_NAMES, formatPrice, type PaidTier } from '@shared/plans';
import type { PlanChangeQuote } from '@shared/plan-change';
import { Dialog } from '../../components/ui/Dialog';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { pageLocale, useMessages } from '../../lib/i18n';
import { changePlan, quotePlanChange, cancelSubscription, resumeSubscription } from './plan-change-actions';
import { openBillingPortal } from './actions';
import { planChangeMessages, subscriptionMessages } from './billing.messages';
import './billing.css';
import { intlLocale } from '@shared/i18n/intl';

type Sub = { plan: string; status: string; payment_provider: 'stripe' | 'paypal' | null; next_billing_time: string | null; grace_ends_at: string | null };

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat(intlLocale(pageLocale), { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
const day = (iso: string | null) => (iso ? new Intl.DateTimeFormat(intlLocale(pageLocale), { dateStyle: 'long' }).format(new Date(iso)) : '—');

/** `chosen`: a plan picked on the pricing page, ready to review. */
export function PlanChange({ sub, chosen }: { sub: Sub; chosen?: PaidTier }) {
  const t = useMessages(planChangeMessages);
  const s = useMessages(subscriptionMessages);
  const current = sub.plan as PaidTier;
  const [target, setTarget] = useState<PaidTier | null>(chosen && chosen !== current ? chosen : null);
  const [quote, setQuote] = useState<PlanChangeQuote | null>(null);
  const [pricing, setPricing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [cancelling, setCancelling] = useState(false);

  async function review(tier: PaidTier) {
    setPricing(true);
    setQuote(await quotePlanChange(tier));
    setPricing(false);
  }

  // A plan chosen on the pricing page is priced at once: the player came to see it.
  useEffect(() => {
    if (chosen && chosen !== current && sub.status === 'active') void review(chosen);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function confirm(q: PlanChangeQuote) {
    setBusy(true);
    const done = await changePlan(q);
    setBusy(false);
    if (done) setQuote(null);
  }

  const price = (tier: PaidTier) => s.perMonth({ price: formatPrice(tier, pageLocale) });
  const endDate = day(sub.next_billing_time);

  if (sub.status === 'cancelled') {
    const plan = PLAN_NAMES[current] ?? sub.plan;
    // PayPal ends a cancelled subscription for good: nothing to resume, and no second one until it has ended.
    if (sub.payment_provider !== 'stripe') return <p className="hint">{t.paypalCancelledHint({ date: endDate, plan })}</p>;
    return (
      <div className="stack">
        <p className="hint">{t.resumeHint({ date: endDate, plan })}</p>
        <div className="row">
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              await resumeSubscription();
              setBusy(false);
            }}
          >
            {t.resume}
          </button>
        </div>
      </div>
    );
  }
  if (sub.status !== 'active' && sub.status !== 'past_due') return null;

  const planName = PLAN_NAMES[current] ?? sub.plan;
  return (
    <div className="stack plan-change">
      {sub.status === 'past_due' && (
        <div className="notice" role="note">
          <p>{(sub.payment_provider === 'paypal' ? t.pastDuePayPal : t.pastDueCard)({ plan: planName, date: day(sub.grace_ends_at) })}</p>
          {sub.payment_provider === 'stripe' && (
            <div className="row">
              <button type="button" className="button button-primary" onClick={() => void openBillingPortal()}>
                {t.updateCard}
              </button>
            </div>
          )}
        </div>
      )}
      {sub.status === 'active' && (
        <fieldset className="plan-choices">
          <legend>{t.title}</legend>
          <p className="hint" id="plan-move-hint">
            {t.moveTo}
          </p>
          {PAID_TIERS.map((tier) => (
            <label key={tier} className="plan-choice">
              <input
                type="radio"
                name="plan-target"
                value={tier}
                checked={(target ?? current) === tier}
                disabled={tier === current}
                aria-describedby="plan-move-hint"
                onChange={() => setTarget(tier)}
              />
              <span>
                {tier === current ? t.current({ plan: PLAN_NAMES[tier] }) : PLAN_NAMES[tier]} — {s.botSlots(BOT_SLOTS[tier])} — {price(tier)}
              </span>
            </label>
          ))}
          <div className="row">
            <button
              type="button"
              className="button button-primary"
              disabled={!target || target === current || pricing}
              onClick={() => target && void review(target)}
            >
              {pricing ? t.reviewing : t.review}
            </button>
          </div>
        </fieldset>
      )}
      <div className="row">
        <button type="button" className="button button-danger" onClick={() => setCancelling(true)}>
          {t.cancel}
        </button>
      </div>

      {quote && <QuoteDialog quote={quote} busy={busy} onClose={() => setQuote(null)} onConfirm={() => void confirm(quote)} />}
      <ConfirmDialog
        open={cancelling}
        onClose={() => setCancelling(false)}
        title={t.cancelTitle}
        cancel={t.keep}
        confirm={t.cancelConfirm}
        busyLabel={t.cancelling}
        onConfirm={async () => {
          if (await cancelSubscription()) setCancelling(false);
        }}
      >
        <p>{t.cancelText({ plan: PLAN_NAMES[current] ?? sub.plan, date: endDate })}</p>
      </ConfirmDialog>
    </div>
  );
}

/** The provider's figures for the change, the bots it stops, and the one button that makes it. */
function QuoteDialog({ quote, busy, onClose, onConfirm }: { quote: PlanChangeQuote; busy: boolean; onClose: () => void; onConfirm: () => void }) {
  const t = useMessages(planChangeMessages);
  const s = useMessages(subscriptionMessages);
  const to = PLAN_NAMES[quote.to];
  const from = PLAN_NAMES[quote.from];
  const amount = (cents: number) => money(cents, quote.currency);
  const upgrade = quote.direction === 'upgrade';
  const confirmLabel =
    quote.provider === 'paypal'
      ? t.toPayPal
      : upgrade
        ? quote.dueNow > 0
          ? t.payAndUpgrade({ amount: amount(quote.dueNow) })
          : t.upgrade({ plan: to })
        : t.downgrade({ plan: to });
  return (
    <Dialog open onClose={onClose} title={upgrade ? t.upgradeTitle({ plan: to }) : t.downgradeTitle({ plan: to })}>
      <div className="stack plan-quote">
        {quote.provider === 'paypal' ? (
          <p>{t.paypalApprove({ plan: to, price: amount(quote.nextAmount), date: day(quote.nextBillingTime) })}</p>
        ) : upgrade ? (
          <>
            <p>{t.dueNow({ amount: amount(quote.dueNow), plan: to, from })}</p>
            {quote.creditUsed > 0 && <p>{t.creditPays({ credit: amount(quote.creditBalance), used: amount(quote.creditUsed) })}</p>}
            <p>{t.thenMonthly({ price: amount(quote.nextAmount), date: day(quote.nextBillingTime) })}</p>
          </>
        ) : (
          <>
            <p>{t.credit({ from, plan: to, amount: amount(quote.credit) })}</p>
            <p>{t.nextPayment({ amount: amount(quote.nextAmount), date: day(quote.nextBillingTime) })}</p>
            {quote.creditUsed > 0 && <p>{t.creditPays({ credit: amount(quote.creditBalance), used: amount(quote.creditUsed) })}</p>}
          </>
        )}
        {quote.botsStopping.length > 0 && (
          <div className="notice" role="note">
            <p>{t.botsStop({ plan: to })}</p>
            <ul>
              {quote.botsStopping.map((bot) => (
                <li key={bot.id}>
                  {bot.reason === 'slots'
                    ? t.beyondSlots({ bot: bot.name, plan: to, slots: s.botSlots(BOT_SLOTS[quote.to]) })
                    : t.notInPlan({ bot: bot.name, plan: to })}
                </li>
              ))}
            </ul>
            <p className="hint">{t.keptBots}</p>
          </div>
        )}
        <div className="row dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            {t.keep}
          </button>
          <button
            type="button"
            className={upgrade ? 'button button-primary' : 'button button-danger'}
            aria-disabled={busy}
            onClick={() => !busy && onConfirm()}
          >
            {busy ? t.changing : confirmLabel}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
