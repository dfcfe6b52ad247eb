/**
 * Every periodic job of the API, in one list: what runs, how often, and whether on the leading instance
 * only or on each (lib/jobs.ts runs them on croner and asks who leads). The bot runtime's own beats
 * (game keep-alives, runner heartbeats, the fleet's lease, the ban-risk meters' writes) belong to the
 * runtime's processes and are not here.
 */
import { createJobs, type Jobs } from './lib/jobs';
import { sweepClaims } from './lib/claims';
import { sweepLinks } from './modules/auth/credentials/links';
import { sweepDayCounts } from './modules/bots/control';
import { sweepSafetyLockLog } from './modules/accounts/safety-log';

const HOUR_MS = 3_600_000;

type Runs = () => Promise<unknown>;

export type PeriodicWork = {
  /** Whether this instance leads the fleet (the supervisor's answer, read at each run). */
  leads: () => boolean;
  attackReminders: { run: Runs; everyMs: number };
  billingSweep: { run: Runs; everyMs: number };
  sessionSweep: Runs;
  usageCount: { run: Runs; everyMs: number };
  analytics: { countTime: Runs; timeTickMs: number; sweepOld: Runs };
  schedules: { run: Runs; everyMs: number };
  webhooks: { run: Runs; everyMs: number };
  /** The stored mails whose retry is due, or whose instance stopped mid-try (lib/mail/mailer.ts). */
  mail: Runs;
  /** The players' Discord alerts likewise (modules/notifications/alerts.ts). */
  discordAlerts: Runs;
  /** The status page's minute probe of the parts and verdicts, and its hourly sweep (modules/status). */
  status?: { probe: Runs; sweep: Runs };
  /** The admins' alerts' evaluation (modules/alerts). */
  adminAlerts?: { run: Runs; everyMs: number };
  /** This instance's outboxes told to the leader's alert rule (modules/alerts/outbox-reports.ts); null: no engine to tell them in. */
  outboxReport?: { run: Runs; everyMs: number } | null;
};

export function createPeriodicJobs(w: PeriodicWork): Jobs {
  const jobs = createJobs({ leads: w.leads });
  // Due reminders of incoming attacks; on each instance, a claim sends each reminder once.
  jobs.declare({ name: 'attack reminders', everyMs: w.attackReminders.everyMs, on: 'each', run: w.attackReminders.run });
  // Subscriptions whose provider's word was missed are asked again; the ledger applies each change once.
  jobs.declare({ name: 'billing sweep', everyMs: w.billingSweep.everyMs, on: 'each', run: w.billingSweep.run });
  // Expired sessions, links (sign-ups' too), lapsed claims, old day counts and the day-old safety-lock log (FerretDB keeps no TTL index).
  jobs.declare({
    name: 'expired records',
    everyMs: HOUR_MS,
    on: 'each',
    run: () => Promise.all([w.sessionSweep(), sweepLinks(), sweepClaims(), sweepDayCounts(), sweepSafetyLockLog()]),
  });
  // Time is counted once per cadence, so by one instance: counted twice, a Starter bot would stop at half its time.
  jobs.declare({ name: 'daily bot time', everyMs: w.usageCount.everyMs, on: 'leader', run: w.usageCount.run });
  jobs.declare({ name: 'bot time in analytics', everyMs: w.analytics.timeTickMs, on: 'leader', run: w.analytics.countTime });
  jobs.declare({ name: 'old analytics', everyMs: HOUR_MS, on: 'leader', run: w.analytics.sweepOld });
  // Schedules start and stop bots: one instance acts, and only once the server has resumed its bots.
  jobs.declare({ name: 'schedules', everyMs: w.schedules.everyMs, on: 'leader', from: 'serving', run: w.schedules.run });
  // Webhook deliveries due: on each instance, a claim makes each try once; from serving, so an app built
  // in-process (tests) tries them only when asked, never in a round of its own racing the one asked for.
  jobs.declare({ name: 'webhook deliveries', everyMs: w.webhooks.everyMs, on: 'each', from: 'serving', run: w.webhooks.run });
  // Mails due again: on each instance, a conditional hold makes each try once; from serving, as the webhooks.
  jobs.declare({ name: 'mail retries', everyMs: 5_000, on: 'each', from: 'serving', run: w.mail });
  jobs.declare({ name: 'discord alert retries', everyMs: 5_000, on: 'each', from: 'serving', run: w.discordAlerts });
  // The status page's bars count one probe a minute: by one instance, or a day would count each instance's.
  if (w.status) {
    jobs.declare({ name: 'status probe', everyMs: 60_000, on: 'leader', run: w.status.probe });
    jobs.declare({ name: 'old status', everyMs: HOUR_MS, on: 'leader', run: w.status.sweep });
  }
  // The admins' alerts: looked at by one instance, so a fleet alerts once (claims keep it once even while two
  // believe they lead); from serving, so an app built in-process (tests) looks only when a test asks.
  if (w.adminAlerts) jobs.declare({ name: 'admin alerts', everyMs: w.adminAlerts.everyMs, on: 'leader', from: 'serving', run: w.adminAlerts.run });
  // Each instance's outboxes, for that rule: every instance, not only the leader; from serving, so the apps
  // tests build in-process never report into the bucket a served instance's rule reads.
  if (w.outboxReport) jobs.declare({ name: 'outbox report', everyMs: w.outboxReport.everyMs, on: 'each', from: 'serving', run: w.outboxReport.run });
  return jobs;
}
