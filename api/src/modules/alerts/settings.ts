/**
 * The admins' alerts' thresholds and channels, in one typed object: every value has a default that suits a
 * small installation, and an environment setting that overrides it (docs/operations.md, "Alerts", lists
 * them). A value that is not a number of the right kind refuses the start, named, like every other setting.
 */
import { DISCORD_WEBHOOK_PATTERN } from '@shared/notifications';
import { BASE_LOCALE, isLocale, type Locale } from '@shared/i18n/locales';

export type AlertSettings = {
  /** How often the rules are looked at (the leader's periodic job). */
  everyMs: number;
  /** A rule that stopped firing is resolved only after it stayed quiet this long: a flicker is not two alerts. */
  resolveAfterMs: number;
  /** ALERTS_METRICS_URL: where an alert's metric is opened (Prometheus' base, or a URL with `{query}`); null: the admin System tab. */
  metricsUrl: string | null;
  /** ALERTS_DISCORD_WEBHOOK_URL: the admins' Discord channel's webhook; null: no Discord. */
  discordWebhookUrl: string | null;
  /** The language of the Discord channel, which no one reader owns. */
  discordLanguage: Locale;
  /** The waits between a Discord post's tries while Discord fails (alerts/delivery.ts); no setting: tests shorten it. */
  discordRetryDelaysMs: number[];
  /** A world's logins: the failure share of the last `windowMs` against the `baselineMs` before it. */
  logins: { windowMs: number; baselineMs: number; minLogins: number; minShare: number; minRise: number };
  /** A runner with no heartbeat for `silentAfterMs` (the fleet's lease); forgotten after `forgetAfterMs` of silence. */
  runners: { silentAfterMs: number; forgetAfterMs: number };
  /** Webhook deliveries waiting, mails waiting for another try, and messages held in one of this process's outboxes, at most. */
  queues: { webhookDeliveries: number; mails: number; outbox: number };
  /** Payment events that failed one after another, across players. */
  payments: { failuresInARow: number };
  /** Game accounts safety-locked within `windowMs`. */
  safetyLocks: { accounts: number; windowMs: number };
};

const MINUTE = 60_000;

export const DEFAULT_ALERT_SETTINGS: AlertSettings = {
  everyMs: MINUTE,
  resolveAfterMs: 5 * MINUTE,
  metricsUrl: null,
  discordWebhookUrl: null,
  discordLanguage: BASE_LOCALE,
  // 4 tries in about 2.5 minutes: a Discord outage of minutes is not lost.
  discordRetryDelaysMs: [5_000, 30_000, 120_000],
  logins: { windowMs: 15 * MINUTE, baselineMs: 24 * 60 * MINUTE, minLogins: 10, minShare: 0.5, minRise: 0.3 },
  // The fleet's own lease (runtime/fleet/protocol.ts RUNNER_DEAD_MS): silent that long, its sessions move.
  runners: { silentAfterMs: 5_000, forgetAfterMs: 24 * 60 * MINUTE },
  queues: { webhookDeliveries: 1_000, mails: 100, outbox: 500 },
  payments: { failuresInARow: 5 },
  safetyLocks: { accounts: 10, windowMs: 10 * MINUTE },
};

type Env = Record<string, string | undefined>;

/** Each setting: its variable, where it goes, and how its text becomes the value (null: not a valid one). */
type Reader = { name: string; unit: string; read: (text: string) => number | null; put: (s: AlertSettings, v: number) => void };

const whole = (min: number) => (text: string) => (/^\d+$/.test(text) && Number(text) >= min ? Number(text) : null);
const percent = (text: string) => (/^\d+(\.\d+)?$/.test(text) && Number(text) <= 100 ? Number(text) / 100 : null);

const READERS: Reader[] = [
  { name: 'ALERTS_EVERY_SECONDS', unit: 'whole seconds, at least 1', read: whole(1), put: (s, v) => (s.everyMs = v * 1000) },
  { name: 'ALERTS_RESOLVE_AFTER_MINUTES', unit: 'whole minutes', read: whole(0), put: (s, v) => (s.resolveAfterMs = v * MINUTE) },
  { name: 'ALERTS_LOGIN_WINDOW_MINUTES', unit: 'whole minutes, at least 1', read: whole(1), put: (s, v) => (s.logins.windowMs = v * MINUTE) },
  { name: 'ALERTS_LOGIN_BASELINE_HOURS', unit: 'whole hours, at least 1', read: whole(1), put: (s, v) => (s.logins.baselineMs = v * 60 * MINUTE) },
  { name: 'ALERTS_LOGIN_MIN_LOGINS', unit: 'a whole number, at least 1', read: whole(1), put: (s, v) => (s.logins.minLogins = v) },
  { name: 'ALERTS_LOGIN_FAILURE_PERCENT', unit: 'a percentage, 0 to 100', read: percent, put: (s, v) => (s.logins.minShare = v) },
  { name: 'ALERTS_LOGIN_RISE_PERCENT', unit: 'percentage points, 0 to 100', read: percent, put: (s, v) => (s.logins.minRise = v) },
  { name: 'ALERTS_RUNNER_SILENT_SECONDS', unit: 'whole seconds, at least 1', read: whole(1), put: (s, v) => (s.runners.silentAfterMs = v * 1000) },
  { name: 'ALERTS_RUNNER_FORGET_HOURS', unit: 'whole hours, at least 1', read: whole(1), put: (s, v) => (s.runners.forgetAfterMs = v * 60 * MINUTE) },
  { name: 'ALERTS_WEBHOOK_QUEUE_MAX', unit: 'a whole number, at least 1', read: whole(1), put: (s, v) => (s.queues.webhookDeliveries = v) },
  { name: 'ALERTS_MAIL_QUEUE_MAX', unit: 'a whole number, at least 1', read: whole(1), put: (s, v) => (s.queues.mails = v) },
  { name: 'ALERTS_OUTBOX_MAX', unit: 'a whole number, at least 1', read: whole(1), put: (s, v) => (s.queues.outbox = v) },
  { name: 'ALERTS_PAYMENT_FAILURES_IN_A_ROW', unit: 'a whole number, at least 2', read: whole(2), put: (s, v) => (s.payments.failuresInARow = v) },
  { name: 'ALERTS_SAFETY_LOCKS', unit: 'a whole number, at least 2', read: whole(2), put: (s, v) => (s.safetyLocks.accounts = v) },
  { name: 'ALERTS_SAFETY_LOCK_WINDOW_MINUTES', unit: 'whole minutes, at least 1', read: whole(1), put: (s, v) => (s.safetyLocks.windowMs = v * MINUTE) },
];

/** Every ALERTS_* setting over the defaults; what is wrong goes to `problems`, by name. */
export function loadAlertSettings(env: Env, problems: string[]): AlertSettings {
  const settings: AlertSettings = structuredClone(DEFAULT_ALERT_SETTINGS);
  for (const { name, unit, read, put } of READERS) {
    const text = env[name]?.trim();
    if (!text) continue;
    const value = read(text);
    if (value === null) problems.push(`${name} must be ${unit}, got "${env[name]}".`);
    else put(settings, value);
  }
  // The evaluator is a croner job: whole seconds.
  if (settings.everyMs % 1000) problems.push('ALERTS_EVERY_SECONDS must be whole seconds.');

  const discord = env.ALERTS_DISCORD_WEBHOOK_URL?.trim();
  if (discord) {
    if (DISCORD_WEBHOOK_PATTERN.test(discord)) settings.discordWebhookUrl = discord;
    else
      problems.push(
        `ALERTS_DISCORD_WEBHOOK_URL must be a Discord webhook URL (https://discord.com/api/webhooks/<id>/<token>: the channel's settings, Integrations, Webhooks, Copy Webhook URL), got "${discord}".`,
      );
  }
  const language = env.ALERTS_DISCORD_LANGUAGE?.trim();
  if (language) {
    if (isLocale(language)) settings.discordLanguage = language;
    else problems.push(`ALERTS_DISCORD_LANGUAGE must be one of the site's languages (en, de, fr, …), got "${language}".`);
  }
  const metrics = env.ALERTS_METRICS_URL?.trim();
  if (metrics) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(metrics.replace('{query}', 'q'));
    } catch {
      parsed = null;
    }
    if (parsed && (parsed.protocol === 'https:' || parsed.protocol === 'http:')) settings.metricsUrl = metrics.replace(/\/$/, '');
    else
      problems.push(`ALERTS_METRICS_URL must be an http(s) URL (Prometheus' or Grafana's base, or one with {query} where the query goes), got "${metrics}".`);
  }
  return settings;
}
