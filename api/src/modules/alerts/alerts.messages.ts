/**
 * The admins' alerts in words: each rule's name, what it saw (in figures, so an admin knows the size of it
 * before opening anything), and the frame every channel puts around it (the bell, the mail, the Discord
 * channel). Said as messages (shared/src/i18n/said.ts): each admin reads the bell and the mail in their
 * language, the channel in ALERTS_DISCORD_LANGUAGE. Codes (a world, an outcome, a runner's id, a metric's
 * series) are slotted in as they are: they are what the metric's labels say.
 */
import { defineMessages, params, plural } from '@shared/i18n/messages';
import type { RuleId } from './rule';

export const ruleNames = defineMessages('alerts/rules', {
  loginFailures: 'World logins failing',
  runnerSilent: 'Runner silent',
  queueDepth: 'Queue past its bound',
  paymentsFailing: 'Payments failing',
  safetyLockWave: 'Safety-lock wave',
});

/** The name's key of each rule. */
export const RULE_NAMES = {
  'login-failures': 'loginFailures',
  'runner-silent': 'runnerSilent',
  'queue-depth': 'queueDepth',
  'payments-failing': 'paymentsFailing',
  'safety-lock-wave': 'safetyLockWave',
} as const satisfies Record<RuleId, keyof typeof ruleNames.base>;

/** What a rule saw; `count` is the number the sentence's plural form follows. */
export const sawWords = defineMessages('alerts/saw', {
  /** Every failure with one outcome (`outcome`: the status module's code, as the metric's label). */
  worldLogins: params(
    plural({
      one: '{world}: {failed} of {count} login failed in {minutes} min with {outcome}, baseline {baseline} %.',
      other: '{world}: {failed} of {count} logins failed in {minutes} min with {outcome}, baseline {baseline} %.',
    }),
  ),
  /** Failures of several outcomes: the most frequent is named with its share. */
  worldLoginsMixed: params(
    plural({
      one: '{world}: {failed} of {count} login failed in {minutes} min, {top} with {outcome}, baseline {baseline} %.',
      other: '{world}: {failed} of {count} logins failed in {minutes} min, {top} with {outcome}, baseline {baseline} %.',
    }),
  ),
  /** The status module's verdict: the game itself changed (a new version, a new login), not our bots. */
  gameChange: params(
    plural({
      one: '{world}: the game seems to have changed ({pattern}) since {since}; {count} game account affected.',
      other: '{world}: the game seems to have changed ({pattern}) since {since}; {count} game accounts affected.',
    }),
  ),
  runnerSilent: params('Runner {runner} on {host} sends no heartbeat: silent for more than {seconds} s (its lease is {lease} s); last seen alive at {time}.'),
  webhookQueue: params(
    plural({
      one: '{count} webhook delivery is waiting, over the bound of {bound}; the oldest since {time}.',
      other: '{count} webhook deliveries are waiting, over the bound of {bound}; the oldest since {time}.',
    }),
  ),
  /** Mails the relay has not taken, waiting for another try (lib/mail/backlog.ts). */
  mailQueue: params(
    plural({
      one: '{count} e-mail is waiting for another try, over the bound of {bound}; the oldest since {time}.',
      other: '{count} e-mails are waiting for another try, over the bound of {bound}; the oldest since {time}.',
    }),
  ),
  /** `outbox`: the outbox's name in the logs ("notifications", "console lines"). */
  outbox: params(
    plural({
      one: '{count} message waits in the outbox “{outbox}” of the leading API instance, over the bound of {bound}.',
      other: '{count} messages wait in the outbox “{outbox}” of the leading API instance, over the bound of {bound}.',
    }),
  ),
  /** Another API instance's outbox (its report: alerts/outbox-reports.ts); `instance`: its name (host and process). */
  outboxOfInstance: params(
    plural({
      one: '{count} message waits in the outbox “{outbox}” of the API instance {instance}, over the bound of {bound}.',
      other: '{count} messages wait in the outbox “{outbox}” of the API instance {instance}, over the bound of {bound}.',
    }),
  ),
  /** A runner's outbox (its announcement in the fleet's bucket); `runner`: its id. */
  outboxOfRunner: params(
    plural({
      one: '{count} message waits in the outbox “{outbox}” of the runner {runner}, over the bound of {bound}.',
      other: '{count} messages wait in the outbox “{outbox}” of the runner {runner}, over the bound of {bound}.',
    }),
  ),
  /** `providers`: each provider with its failures ("Stripe 3, PayPal 2"). */
  paymentsFailing: params(
    plural({
      one: '{count} payment failed in a row ({providers}), the first at {time}; none succeeded since.',
      other: '{count} payments failed in a row ({providers}), the first at {time}; none succeeded since.',
    }),
  ),
  /** `causes`: each cause's code with its count ("ban 5, refusals 2"), as the metric's `reason` label. */
  safetyLockWave: params(
    plural({
      one: '{count} game account was safety-locked within {minutes} min ({causes}).',
      other: '{count} game accounts were safety-locked within {minutes} min ({causes}).',
    }),
  ),
});

/** The frame around what was seen, for every channel (`metric`: metricAt or metricHere). */
export const alertFrame = defineMessages('alerts/frame', {
  raised: params('Alert, {rule}: {saw} {metric}'),
  /** `saw`: what it saw when it was raised. */
  resolved: params('Resolved, {rule} ({subject}): it lasted {minutes} min, from {start} to {end}. When raised: {saw}'),
  metricAt: params('Metric: {url}'),
  /** Without ALERTS_METRICS_URL: the series to look up, and the admin page's System tab. */
  metricHere: params('Metric: {series}, and the System tab of the admin page: {url}'),
  subjectRaised: params('Castellan alert: {rule}'),
  subjectResolved: params('Castellan alert resolved: {rule}'),
  openMetric: 'Open the metric',
  openSystem: 'Open the System tab',
  why: 'You get this mail as an administrator of Castellan (ADMIN_EMAILS). Each alert is mailed once when it starts and once when it ends; the bell has it too.',
});
