/**
 * The words of notifications (the bell, push, Discord, e-mail), kept as messages like console lines
 * (shared/src/i18n/said.ts): each reader reads them in their language, each device in its owner's.
 * The API renders them (the bell's list, alerts, mails); the site shows what it is sent, except the kinds'
 * names, which Settings → Notifications lists and the API's alerts name too: one set for both.
 */
import { defineMessages, params, plural } from './i18n/messages';

export const notificationLines = defineMessages('notifications/lines', {
  /** A webhook endpoint paused after failing (api/src/modules/webhooks). */
  webhookPaused: params(
    plural({
      one: 'Your webhook to {host} is paused: its last try failed ({count}). Fix the receiver, then resume it in Settings → Webhooks.',
      other: 'Your webhook to {host} is paused: its last {count} tries failed. Fix the receiver, then resume it in Settings → Webhooks.',
    }),
  ),
  /** A bot's own news: its name, then a console line of its own. */
  botSays: params('{bot}: {line}'),
  started: params('Bot "{bot}" started.'),
  stopped: params('Bot "{bot}" stopped.'),
  failed: params('Bot "{bot}" failed: {reason}'),
  taxReport: params(
    plural({
      one: '{bot}: {count} tax collection since start; coins gathered: {coins}.',
      other: '{bot}: {count} tax collections since start; coins gathered: {coins}.',
    }),
  ),
  attackReport: params(
    plural({
      one: '{bot}: {count} attack today; resources looted so far: {loot}.',
      other: '{bot}: {count} attacks today; resources looted so far: {loot}.',
    }),
  ),
  helpReport: params('{bot}: {helps} alliance help requests answered since start.'),
  /** English says "hours" for any count (as it always has); other languages pick their form. */
  dailyLimitHours: params(
    plural({
      one: 'Bot "{bot}" stopped: the Starter plan\'s {count} hours of bot time for today are used up. It can run again after 00:00 UTC.',
      other: 'Bot "{bot}" stopped: the Starter plan\'s {count} hours of bot time for today are used up. It can run again after 00:00 UTC.',
    }),
  ),
  dailyLimitSeconds: params(
    plural({
      one: 'Bot "{bot}" stopped: the Starter plan\'s {count} second of bot time for today is used up. It can run again after 00:00 UTC.',
      other: 'Bot "{bot}" stopped: the Starter plan\'s {count} seconds of bot time for today are used up. It can run again after 00:00 UTC.',
    }),
  ),
  templateNotInPlan: params('Bot "{bot}" stopped: your {plan} plan does not include the {template} template. Upgrade to run it again.'),
  beyondSlots: params(
    plural({
      one: 'Bot "{bot}" stopped: your plan now includes {count} bot slot. Upgrade or delete a bot to run it again.',
      other: 'Bot "{bot}" stopped: your plan now includes {count} bot slots. Upgrade or delete a bot to run it again.',
    }),
  ),
  /** `occasion`: a window, a run or the event mode (notifications/schedule); `reason`: the plan's refusal. */
  scheduleRefused: params('Bot "{bot}" did not start on its schedule ({occasion}): {reason}'),
  planNow: params(plural({ one: 'Your plan is now {plan} ({count} bot slot).', other: 'Your plan is now {plan} ({count} bot slots).' })),
  /** `where`: notifications/words' refundCard, refundPayPal, refundBoth or refundYou. */
  refunded: params('Refunded {money} to {where}. Your subscription has ended and your plan is Starter again.'),
  /** A second subscription the providers let start beside a live one (billing/second-subscription.ts); `where` as for refunded. */
  secondRefunded: params('A second subscription started beside your {plan} plan: we cancelled it and refunded {money} to {where}. Your {plan} plan continues.'),
  supportAnswered: params('Support answered your ticket “{subject}”.'),
  /** A game session's news (runtime/session.ts), once per account; `time` is written "12:30:00 UTC". */
  outage: params('The game server of {server} has been unreachable since {time}: the bots on {username} log in again by themselves when it is back.'),
  outageProxy: params(
    "The game server of {server} has been unreachable through the account's proxy since {time}: the bots on {username} log in again by themselves when it is back.",
  ),
  steppedAside: params('Someone logged into {username} on {server} (you, playing?): your bots on it pause until {time}, then carry on.'),
  playedElsewhere: params(
    'Someone else is playing {username} on {server}: your bots on it step back until {time}, then try again (and wait longer each time it happens again).',
  ),
  /** An incoming attack's reminder (push, Discord, mail): `in` is notifications/words' inMinutes, inHours or inHoursMinutes. */
  attackReminder: params('Reminder: the attack on {castle} lands {in} ({time}).'),
});

/** Parts of the lines above, each made in the reader's language in its turn. */
export const notificationWords = defineMessages('notifications/words', {
  /** Where a refund went; each language says it with the words its sentence needs ("auf deine Karte"). */
  refundCard: 'your card',
  refundPayPal: 'your PayPal account',
  refundBoth: params('{first} and {second}'),
  refundYou: 'you',
  /** How far off an attack's landing is. */
  inMinutes: params('in {m} min'),
  inHours: params('in {h} h'),
  inHoursMinutes: params('in {h} h {m} min'),
});

/** What a schedule started (or would have started) a bot for: a window of the week, a run, the event mode. */
export const scheduleWords = defineMessages('notifications/schedule', {
  window: params('{day} {start}–{end} {zone}'),
  /** A window that ends the next day, which is named. */
  windowOvernight: params('{day} {start}–{end} ({next}) {zone}'),
  run: params(plural({ one: 'Run now for {count} hour, until {until}', other: 'Run now for {count} hours, until {until}' })),
  runOpen: params('Run now, until {until}'),
  event: params('during its event: it plays while {event} runs and waits in between'),
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
});

/** Each kind of notification as Settings → Notifications names it; the API's alerts use its short form (alerts.messages.ts). */
export const notificationKinds = defineMessages('notifications/kinds', {
  attack: 'Incoming attacks',
  error: 'A bot failed (wrong game password, account suspended, game errors)',
  stalled: 'A bot cannot go on by itself (no soldiers coming, no camp it can beat)',
  session: 'Game connection notices (server unreachable, someone else logged in)',
  limit: "The Starter plan's daily limit reached",
  slots: 'A bot stopped by a plan change',
  plan: 'Plan and payments (plan changed, refunds)',
  support: 'Answers to your support tickets',
  result: 'Progress notes and milestones',
  started: 'Bot started',
  stopped: 'Bot stopped',
  /** Admins only: the platform's alerts (a world's logins failing, a runner silent, a queue past its bound…). */
  alert: 'Platform alerts (administrators)',
});
