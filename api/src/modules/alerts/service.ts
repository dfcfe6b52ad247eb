/**
 * The admins' alerts' front door (app.ts builds it once): the five rules over the product's own records,
 * the delivery to every admin, the evaluation the leading instance's periodic job runs, and the report of
 * this instance's outboxes every instance's job runs.
 */
import type { Engine } from '../../lib/engine';
import type { Mailer } from '../../lib/mail/mailer';
import { outboxDepths } from '../../lib/metrics/outbox';
import { loginTallyBefore, recentLoginTally } from '../status/login-tally';
import { gameChangeVerdict } from '../status/verdict';
import type { RunnerView } from '../../runtime';
import type { AdminRule } from '../users/presenter';
import { createAlertDelivery } from './delivery';
import { createAlertEvaluator, type AlertEvaluator } from './evaluator';
import type { Rule, RuleId } from './rule';
import { loginFailuresRule, type LoginSources } from './rules/login-failures';
import { paymentsFailingRule } from './rules/payments-failing';
import { createOutboxReports, OUTBOX_REPORT_MS } from './outbox-reports';
import { queueDepthRule, type OutboxSeen } from './rules/queue-depth';
import { runnerSilentRule } from './rules/runner-silent';
import { safetyLockWaveRule } from './rules/safety-lock-wave';
import type { AlertSettings } from './settings';

/** The status module's records of logins per world, and its verdict. */
const STATUS_LOGINS: LoginSources = { recent: recentLoginTally, before: loginTallyBefore, verdict: gameChangeVerdict };

/** This process's outboxes by name, as its metrics count them. */
const processOutboxes = () => [...outboxDepths()].map(([name, pending]) => ({ name, pending }));

export type AdminAlertsDeps = {
  settings: AlertSettings;
  admins: AdminRule;
  mailer: Mailer;
  siteOrigin: string;
  discordWebhookBase: string;
  /** The fleet's runners as this instance sees them (none when bots run in the API's own runtime). */
  runners: () => RunnerView[];
  /** What each of this process's outboxes holds now (by default lib/metrics/outbox.ts's count of them). */
  outboxes?: () => { name: string; pending: number }[];
  /**
   * The engine, where every instance reports its outboxes and the leader reads the others' (outbox-reports.ts;
   * the returned `outboxReport` is the job every instance runs). Without it, only this process's and the runners'.
   */
  engine?: Engine;
  /** The bucket of those reports (tests give their own). */
  outboxBucket?: string;
  /** The status module's login records and verdict (by default its own functions). */
  logins?: LoginSources;
  now?: () => number;
  /** Only these rules (a test that makes one fire, in a database other tests' records share). */
  only?: readonly RuleId[];
};

/** The admins' alerts: the rules looked at by the leader, and each instance's outboxes told to it. */
export interface AdminAlerts {
  /** One evaluation of every rule (the leader's job). */
  evaluate: AlertEvaluator;
  /** How often the job evaluates. */
  everyMs: number;
  /** The job every instance runs (not only the leader): its outboxes reported for the leader's rule; null without an engine. */
  outboxReport: { run: () => Promise<void>; everyMs: number } | null;
}

export function createAdminAlerts(deps: AdminAlertsDeps): AdminAlerts {
  const { settings } = deps;
  const own = deps.outboxes ?? processOutboxes;
  const reports = deps.engine ? createOutboxReports({ engine: deps.engine, depths: own, bucket: deps.outboxBucket }) : null;
  /** This instance's outboxes, the other instances' reported, and each live runner's from its announcement. */
  const outboxes = async (): Promise<OutboxSeen[]> => [
    ...own(),
    ...(reports ? await reports.others() : []),
    ...deps
      .runners()
      .filter((r) => r.state !== 'silent')
      .flatMap((r) => Object.entries(r.outboxes ?? {}).map(([name, pending]) => ({ name, pending, runner: r.id }))),
  ];
  const rules: Rule[] = [
    loginFailuresRule(settings, deps.logins ?? STATUS_LOGINS),
    runnerSilentRule(settings, deps.runners),
    queueDepthRule(settings, outboxes),
    paymentsFailingRule(settings),
    safetyLockWaveRule(settings),
  ].filter((rule) => !deps.only || deps.only.includes(rule.id));
  const delivery = createAlertDelivery({
    settings,
    admins: deps.admins,
    mailer: deps.mailer,
    siteOrigin: deps.siteOrigin,
    discordWebhookBase: deps.discordWebhookBase,
  });
  return {
    evaluate: createAlertEvaluator({ rules, settings, tell: delivery.tell, now: deps.now }),
    everyMs: settings.everyMs,
    /** The job every instance runs (not only the leader): its outboxes reported for the leader's rule; null without an engine. */
    outboxReport: reports ? { run: reports.report, everyMs: OUTBOX_REPORT_MS } : null,
  };
}
