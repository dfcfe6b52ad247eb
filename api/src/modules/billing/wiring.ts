/**
 * Billing in the platform (app.ts): Stripe and PayPal, whose word settles the plan (entitlement.ts) and
 * then mails the receipts and dunning notices due; refunds, plan changes, the sweep that asks again for
 * what was missed, and their routes. Bots and the admins' log are reached only through what is handed in.
 */
import { Elysia } from 'elysia';
import type { Config } from '../../config';
import type { Mailer } from '../../lib/mail/mailer';
import type { AuthService } from '../auth/service';
import { createEntitlement } from './entitlement';
import { createCheckoutTurns } from './one-subscription';
import { createDunning } from './dunning/notices';
import { createMoneyBack } from './money-back/service';
import { planChangeRoutes } from './plan-change/routes';
import { createPlanChange } from './plan-change/service';
import { createPayPalService } from './paypal/service';
import { createReceiptMail } from './receipts/mail';
import { receiptRoutes } from './receipts/routes';
import { billingRoutes } from './routes';
import { createStripeService } from './stripe/service';
import { createBillingSweep } from './sweep';
import { createSecondRefusal } from './second-subscription';
import { log } from '../../lib/logger';

type Needs = {
  config: Config;
  mailer: Mailer;
  perUser: <T>(key: string, task: () => Promise<T>) => Promise<T>;
  /** Applies a user's plan to their bots (the supervisor's). */
  enforcePlan: Parameters<typeof createEntitlement>[0];
  /** Which bots a plan change would stop (the supervisor's). */
  botsStoppedBy: Parameters<typeof createPlanChange>[0]['botsStoppedBy'];
  /** Writes a refund in the admins' audit log (admin/audit.ts: billing imports no admin). */
  audit: Parameters<typeof createMoneyBack>[0]['audit'];
};

export function billingWiring({ config, mailer, perUser, enforcePlan, botsStoppedBy, audit }: Needs) {
  const { siteOrigin } = config;
  const { apply } = createEntitlement(enforcePlan);
  // A provider's word settles the plan, then mails the receipts of the payments it told, or what a failing one means.
  const receipts = createReceiptMail({ mailer, siteOrigin, testMode: config.billing.testMode });
  const dunning = createDunning({ mailer, siteOrigin });
  const settled = async (userId: string) => {
    await apply(userId);
    await receipts.sendDue(userId);
    await dunning.sendDue(userId);
    // A second subscription the providers let start: cancelled and refunded at once (its failure is the sweep's to retry).
    await seconds.refuseDue(userId, settled).catch((err) => log.error('a second subscription could not be refused yet', { userId, error: String(err) }));
  };
  const stripe = createStripeService(config.billing.stripe, siteOrigin, settled);
  const paypal = createPayPalService(config.billing.paypal, siteOrigin, settled);
  const seconds = createSecondRefusal({ providers: { stripe, paypal }, mailer, siteOrigin });
  const moneyBack = createMoneyBack({ providers: { stripe, paypal }, audit, apply, mailer, siteOrigin });
  const planChange = createPlanChange({ stripe, paypal, botsStoppedBy, turns: perUser });
  // The sweep settles through `settled` too: a receipt a crash left unsent goes out with it.
  const entitlement = { apply: settled, sweep: createBillingSweep({ apply: settled, reconcilers: { stripe: stripe.reconcile, paypal: paypal.reconcile } }) };

  return {
    stripe,
    paypal,
    /** Applies a user's plan to their bots, without mail (an admin's change). */
    apply,
    entitlement,
    routes: (auth: AuthService) =>
      new Elysia()
        .use(billingRoutes({ auth, stripe, paypal, moneyBack, testMode: config.billing.testMode, checkout: createCheckoutTurns(perUser) }))
        .use(planChangeRoutes({ auth, planChange }))
        .use(receiptRoutes({ auth, testMode: config.billing.testMode, cardOf: stripe.cardOf })),
    job: { run: entitlement.sweep, everyMs: config.billing.sweepIntervalMs },
  };
}
