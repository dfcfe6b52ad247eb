/**
 * Alerts where the player is: each stored notification also goes, as the player chose, to their devices
 * by web push (every plan: it is the bell, reaching them), their Discord webhook (Premium and up, as the
 * pricing page sells it) and by e-mail (the critical kinds), unless their quiet hours hold it back. Sent
 * after the notification is stored and never in its way: a push that fails is logged; a Discord post or a
 * mail that fails is stored and tried again (discord-post.model.ts, lib/mail/mailer.ts), and the bell has
 * it meanwhile. Sent once per stored notification (a redelivered runtime
 * event that finds its notification stored sends nothing again).
 */
import { said, textOf, type Said } from '@shared/i18n/said';
import { notificationErrors } from './errors.messages';
import { messagesIn } from '@shared/i18n/messages';
import type { Locale } from '@shared/i18n/locales';
import { notificationKinds } from '@shared/notifications.messages';
import { languageOf } from '../users/language';
import { ALERT_SUBJECTS, alertMail, alertWords, PLACE_ACTIONS } from './alerts.messages';
import { destinationOf } from './destination';
import {
  DISCORD_WEBHOOK_PATTERN,
  EMAIL_KINDS,
  inQuietHours,
  isTimeZone,
  HH_MM,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type PushPayload,
  type QuietHours,
} from '@shared/notifications';
import { PLAN_NAMES, type PlanTier, PLAN_TIERS } from '@shared/plans';
import type { Sealer } from '../../lib/crypto';
import { ForbiddenError, NotFoundError, ServiceUnavailableError, ValidationFailedError } from '../../lib/errors';
import mongoose from 'mongoose';
import { claim, releaseIfLapsed } from '../../lib/claims';
import { log } from '../../lib/logger';
import { composeMail } from '../../lib/mail/compose';
import type { Mailer } from '../../lib/mail/mailer';
import { createRetriedSends } from '../../lib/retried-sends';
import { DiscordPostModel, type DiscordPost } from './discord-post.model';
import { saveSettings, settingsOf, settingsOfMany, usersWithChannels, type StoredSettings } from './settings';
import type { SendPush } from './push';
import { deviceCount, forgetDeadSubscription, subscriptionOf, subscriptionsOf, usersWithPush, type PushTarget } from './push-subscriptions';

/** Discord alerts come with this plan and those above it (the pricing page's Premium card). */
export const DISCORD_PLAN: PlanTier = 'premium';
/** Waits before each further try of a Discord alert Discord did not take (down, 5xx, a rate limit): five tries in about 13 minutes. */
const DISCORD_RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 600_000];
/** How long a try holds its alert from the other instances: past the post's own 10 s timeout. */
const DISCORD_HOLD_MS = 60_000;

/** One mail per kind per player in this window at most: an attack wave is one mail, not forty. */
const MAIL_EVERY_MS = 10 * 60_000;

/**
 * Takes the player's mail window for `kind` at `at`: true once per MAIL_EVERY_MS, across every API instance
 * and restarts (a claim that lapses when the window ends; the hourly sweep deletes it).
 */
async function mailWindowOpen(userId: string, kind: string, at: Date): Promise<boolean> {
  const key = `alert-mail:${userId}:${kind}`;
  const until = new Date(at.getTime() + MAIL_EVERY_MS);
  if (await claim(key, until)) return true;
  await releaseIfLapsed(key, at);
  return claim(key, until);
}

type Flags<K extends string> = Record<K, boolean>;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export type SettingsChanges = {
  bell?: Record<string, boolean>;
  discord?: { url?: string | null; kinds?: Record<string, boolean> };
  email?: { kinds?: Record<string, boolean> };
  push?: { kinds?: Record<string, boolean> };
  quietHours?: QuietHours | null;
};

/** `language`: the account's (its alerts' words are written in it). */
export type Person = { id: string; email: string; plan: string; language?: string | null };

/**
 * `attack`: an incoming attack's open alert (attack-alerts.ts): its id, and when it lands. `message`:
 * English, or said as a message, which each device, Discord and mail get in the player's language.
 */
/** `link`: the page where the player acts on it, when its kind alone does not say (destination.ts). */
export type AlertItem = {
  userId: string;
  kind: NotificationKind;
  message: string | Said;
  botId?: string | null;
  attack?: { alertId: string; arrivesAt: number };
  link?: string;
};
/** An alert with its words in the player's language (`locale`). */
type Worded = AlertItem & { message: string; locale: Locale };

export type AlertsDeps = {
  sealer: Sealer;
  mailer: Mailer;
  siteOrigin: string;
  discordWebhookBase: string;
  sendPush: SendPush;
  personOf: (userId: string) => Promise<Person | null>;
  now?: () => Date;
  /** The waits between a Discord alert's tries (tests shorten them). */
  discordRetryDelaysMs?: number[];
};

const discordPlans = () => said(notificationErrors, 'discordPlans', { plan: PLAN_NAMES[DISCORD_PLAN], higher: PLAN_NAMES.professional });
const discordAllowed = (plan: string) => PLAN_TIERS.indexOf(plan as PlanTier) >= PLAN_TIERS.indexOf(DISCORD_PLAN);
const flags = <K extends string>(all: readonly K[], on: readonly string[]): Flags<K> => Object.fromEntries(all.map((k) => [k, on.includes(k)])) as Flags<K>;

/** The kinds named on or off over the current list; a name that is not a kind is refused by name. */
function applyFlags(
  current: readonly NotificationKind[],
  changes: Record<string, boolean>,
  allowed: readonly string[] = NOTIFICATION_KINDS,
): NotificationKind[] {
  const unknown = Object.keys(changes).find((k) => !allowed.includes(k));
  if (unknown !== undefined) throw new ValidationFailedError(said(notificationErrors, 'notAKind', { kind: unknown, kinds: allowed.join(', ') }));
  return NOTIFICATION_KINDS.filter((k) => changes[k] ?? current.includes(k));
}

function checkQuietHours(quiet: QuietHours): QuietHours {
  if (!HH_MM.test(quiet.from) || !HH_MM.test(quiet.to)) throw new ValidationFailedError('Quiet hours are given as HH:MM, from 00:00 to 23:59.');
  if (quiet.from === quiet.to) throw new ValidationFailedError('Quiet hours must start and end at different times.');
  if (!isTimeZone(quiet.timeZone)) throw new ValidationFailedError(said(notificationErrors, 'quietZone', { zone: quiet.timeZone }));
  return { from: quiet.from, to: quiet.to, timeZone: quiet.timeZone, attacksBreakThrough: quiet.attacksBreakThrough };
}

/** A kind's name without its parenthesis ("A bot failed"), in the player's language. */
const shortLabel = (locale: Locale, kind: NotificationKind) => messagesIn(locale, notificationKinds)[kind].replace(/ \(.*\)$/, '');

/** What a device shows: the kind, the message, and a click opens where the player acts on it (destination.ts). */
export function pushPayloadOf(item: Worded): PushPayload {
  return {
    title: item.kind === 'attack' ? messagesIn(item.locale, alertWords).attackTitle : shortLabel(item.locale, item.kind),
    body: item.message,
    url: destinationOf(item).path,
    // One notification per attack on a device: its reminders replace it; other kinds, one per bot and kind.
    tag: item.attack ? `attack:${item.attack.alertId}` : `${item.kind}:${item.botId ?? 'account'}`,
    ...(item.attack
      ? {
          attackId: item.attack.alertId,
          actions: { acknowledge: messagesIn(item.locale, alertWords).acknowledge, open: messagesIn(item.locale, alertWords).openConsole },
        }
      : {}),
  };
}

/** The player's notification settings as the settings page shows them (never the sealed webhook). */
function present(settings: StoredSettings, plan: string, devices: number) {
  return {
    bell: flags(NOTIFICATION_KINDS, settings.bell),
    discord: { set: Boolean(settings.discordSealed), allowed: discordAllowed(plan), kinds: flags(NOTIFICATION_KINDS, settings.discordKinds) },
    email: { kinds: flags(EMAIL_KINDS, settings.emailKinds) },
    push: { kinds: flags(NOTIFICATION_KINDS, settings.pushKinds), devices },
    quietHours: settings.quiet,
  };
}

export type AlertSettingsView = ReturnType<typeof present>;

export interface Alerts {
  /** The player's notification settings. */
  view(person: Person): Promise<AlertSettingsView>;
  /** Changes the settings sent (those left out stay); a webhook on a plan without Discord is 403, not a webhook URL 422. */
  change(person: Person, body: SettingsChanges): Promise<AlertSettingsView>;
  /** "Send test" on this device: one push now, or why it could not go (a device its push service forgot is forgotten here too). */
  testPush(person: Person, deviceId: string): Promise<{ sent: true }>;
  /** "Send test": one message to the player's webhook now, or why it could not go. */
  testDiscord(person: Person): Promise<{ sent: true }>;
  /** Sends what the player chose of these notifications; never throws. */
  deliver(items: AlertItem[]): Promise<void>;
  /** Tries again the Discord alerts whose retry is due, or whose instance stopped mid-try (a periodic job on each instance). */
  sendDue(): Promise<void>;
}

export function createAlerts({
  sealer,
  mailer,
  siteOrigin,
  discordWebhookBase,
  sendPush,
  personOf,
  now = () => new Date(),
  discordRetryDelaysMs = DISCORD_RETRY_DELAYS_MS,
}: AlertsDeps): Alerts {
  /** Where a webhook URL is posted: Discord's API, or in tests the local receiver standing in for it. */
  const postUrl = (url: string) => {
    const [, id, token] = DISCORD_WEBHOOK_PATTERN.exec(url)!;
    return `${discordWebhookBase}/webhooks/${id}/${token}`;
  };

  /** Posts to Discord; when it did not take the post, why in words, and whether another try may help. */
  async function postToDiscord(url: string, content: string): Promise<{ why: Said; retry: boolean } | null> {
    try {
      const res = await fetch(postUrl(url), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // No @everyone or role pings from a bot's text: a Discord alert mentions nobody.
        body: JSON.stringify({ content: content.slice(0, 2000), allowed_mentions: { parse: [] } }),
        signal: AbortSignal.timeout(10_000),
      });
      if (res.ok) return null;
      if (res.status === 404 || res.status === 401) return { why: said(notificationErrors, 'webhookGone'), retry: false };
      if (res.status === 429) return { why: said(notificationErrors, 'discordSlowDown'), retry: true };
      return { why: said(notificationErrors, 'discordAnswered', { status: String(res.status) }), retry: res.status >= 500 };
    } catch {
      return { why: said(notificationErrors, 'discordUnreachable'), retry: true };
    }
  }

  // Each alert for Discord is stored first and tried until Discord takes it (lib/retried-sends.ts).
  const discordPosts = createRetriedSends<DiscordPost>({
    model: DiscordPostModel,
    what: 'Discord alert',
    retryDelaysMs: discordRetryDelaysMs,
    holdMs: DISCORD_HOLD_MS,
    now: () => now().getTime(),
    async tryOnce(post) {
      const userId = String(post.userId);
      const [person, { discordSealed }] = await Promise.all([personOf(userId), settingsOf(userId)]);
      // The webhook removed, or the plan left Discord, since the alert: there is nowhere to post it now.
      if (!person || !discordSealed || !discordAllowed(person.plan)) return { sent: false, retry: false, reason: 'no Discord webhook now' };
      const refused = await postToDiscord(sealer.open(discordSealed), post.content);
      return refused ? { sent: false, retry: refused.retry, reason: refused.why.text } : { sent: true };
    },
    gaveUp: (post, attempts, why) => log.warn('discord alert not posted', { userId: String(post.userId), attempts, why }),
  });

  /** Pushes to each of the player's devices; a device its push service no longer knows is forgotten. */
  async function pushTo(devices: PushTarget[], item: Worded): Promise<void> {
    const payload = pushPayloadOf(item);
    const options = item.attack
      ? { ttlSeconds: Math.max(60, (item.attack.arrivesAt - now().getTime()) / 1000), urgency: 'high' as const, topic: payload.tag }
      : { ttlSeconds: 24 * 3600, urgency: 'normal' as const };
    await Promise.all(
      devices.map(async (device) => {
        const outcome = await sendPush(device, payload, options);
        if (outcome.sent) return;
        if (outcome.gone) await forgetDeadSubscription(device.id);
        else log.warn('push not delivered', { userId: item.userId, kind: item.kind, why: outcome.why });
      }),
    );
  }

  async function deliverOne(said: AlertItem, settings: StoredSettings, devices: PushTarget[]): Promise<void> {
    const wantsDiscord = Boolean(settings.discordSealed) && settings.discordKinds.includes(said.kind);
    const wantsMail = settings.emailKinds.includes(said.kind);
    const wantsPush = devices.length > 0 && settings.pushKinds.includes(said.kind);
    if (!wantsDiscord && !wantsMail && !wantsPush) return;
    const at = now();
    if (settings.quiet && inQuietHours(settings.quiet, at) && !(said.kind === 'attack' && settings.quiet.attacksBreakThrough)) return;
    // Its words in the player's language (read once: every channel needs them).
    const person = await personOf(said.userId);
    const locale = languageOf(person);
    const item: Worded = {
      ...said,
      locale,
      message: typeof said.message === 'string' ? said.message : textOf(locale, said.message.message, said.message.text),
    };
    if (wantsPush) await pushTo(devices, item);
    if (!wantsDiscord && !wantsMail) return;
    if (!person) return;
    if (wantsDiscord && discordAllowed(person.plan)) await discordPosts.queue({ userId: new mongoose.Types.ObjectId(item.userId), content: item.message });
    if (wantsMail && (await mailWindowOpen(item.userId, item.kind, at))) {
      // The button leads to the fix where it is elsewhere (a wrong game password: the account's form), not to the console.
      const where = destinationOf(item);
      const m = messagesIn(locale, alertMail);
      await mailer.queue(
        composeMail({
          locale,
          to: person.email,
          subject: m[ALERT_SUBJECTS[item.kind as EmailKind]],
          intro: item.message,
          action: { label: m[PLACE_ACTIONS[where.place]], url: `${siteOrigin}${where.path}` },
          lines: [m.why],
        }),
      );
    }
  }

  return {
    async view(person: Person) {
      const [settings, devices] = await Promise.all([settingsOf(person.id), deviceCount(person.id)]);
      return present(settings, person.plan, devices);
    },

    async change(person: Person, body: SettingsChanges) {
      const current = await settingsOf(person.id);
      const next: Partial<StoredSettings> = {};
      if (body.bell) next.bell = applyFlags(current.bell, body.bell);
      if (body.discord) {
        const { url, kinds } = body.discord;
        if (url !== undefined && url !== null) {
          if (!discordAllowed(person.plan)) throw new ForbiddenError(discordPlans());
          const trimmed = url.trim();
          if (!DISCORD_WEBHOOK_PATTERN.test(trimmed))
            throw new ValidationFailedError(
              'That is not a Discord webhook URL: copy it from the channel settings (Integrations → Webhooks → Copy Webhook URL).',
            );
          next.discordSealed = sealer.seal(trimmed);
        }
        if (url === null) next.discordSealed = null;
        if (kinds) next.discordKinds = applyFlags(current.discordKinds, kinds);
      }
      if (body.email?.kinds) next.emailKinds = applyFlags(current.emailKinds, body.email.kinds, EMAIL_KINDS);
      if (body.push?.kinds) next.pushKinds = applyFlags(current.pushKinds, body.push.kinds);
      if (body.quietHours !== undefined) next.quiet = body.quietHours === null ? null : checkQuietHours(body.quietHours);
      return present(Object.keys(next).length ? await saveSettings(person.id, next) : current, person.plan, await deviceCount(person.id));
    },

    async testPush(person: Person, deviceId: string): Promise<{ sent: true }> {
      const device = await subscriptionOf(sealer, person.id, deviceId);
      if (!device) throw new NotFoundError('Push subscription');
      const words = messagesIn(languageOf(person), alertWords);
      const outcome = await sendPush(
        device,
        { title: words.testPushTitle, body: words.testPush, url: '/settings', tag: 'test' },
        { ttlSeconds: 300, urgency: 'normal' },
      );
      if (outcome.sent) return { sent: true };
      if (outcome.gone) await forgetDeadSubscription(device.id);
      throw new ServiceUnavailableError(
        outcome.gone
          ? 'This browser is no longer subscribed at its push service: turn push notifications on again.'
          : outcome.status !== undefined
            ? said(notificationErrors, 'pushAnswered', { status: String(outcome.status) })
            : `The test was not delivered: ${outcome.why}.`,
      );
    },

    async testDiscord(person: Person): Promise<{ sent: true }> {
      if (!discordAllowed(person.plan)) throw new ForbiddenError(discordPlans());
      const { discordSealed } = await settingsOf(person.id);
      if (!discordSealed) throw new ValidationFailedError('Save a Discord webhook URL first.');
      const refused = await postToDiscord(sealer.open(discordSealed), messagesIn(languageOf(person), alertWords).testDiscord);
      if (refused) throw new ServiceUnavailableError(refused.why);
      return { sent: true };
    },

    async deliver(items: AlertItem[]): Promise<void> {
      if (!items.length) return;
      try {
        const [reachable, pushed] = await Promise.all([usersWithChannels(), usersWithPush()]);
        items = items.filter((i) => reachable.has(i.userId) || pushed.has(i.userId));
        if (!items.length) return;
        const userIds = items.map((i) => i.userId);
        const [settings, devices] = await Promise.all([
          settingsOfMany(userIds),
          subscriptionsOf(
            sealer,
            userIds.filter((id) => pushed.has(id)),
          ),
        ]);
        await Promise.all(
          items.map((item) =>
            deliverOne(item, settings.get(item.userId)!, devices.get(item.userId) ?? []).catch((err) =>
              log.warn('alert not delivered', { userId: item.userId, kind: item.kind, error: String(err) }),
            ),
          ),
        );
      } catch (err) {
        log.warn('alerts not delivered', { items: items.length, error: String(err) });
      }
    },

    sendDue: () => discordPosts.sendDue(),
  };
}
