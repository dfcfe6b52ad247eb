/**
 * Telling the admins: every admin (an address in ADMIN_EMAILS whose account proves it: users/presenter.ts
 * isAdmin) gets a bell notification of the kind `alert` and a mail in their own language, and the admins'
 * Discord channel (ALERTS_DISCORD_WEBHOOK_URL) one post in ALERTS_DISCORD_LANGUAGE. Each says what the rule
 * saw in figures and where its metric is: ALERTS_METRICS_URL's graph of it, else the series' name and the
 * admin page's System tab.
 *
 * Called once per episode's start and end (evaluator.ts claims each first), so the next evaluation never
 * tells it again: once, rather than twice. A send that fails is tried again with backoff instead, by the
 * house's own way for each channel: the mail through the mailer's stored queue (lib/mail/mailer.ts: it
 * survives a restart), the Discord post here, in the background, after each of the settings'
 * discordRetryDelaysMs (Discord down for a few minutes, a 5xx, a rate limit). That post's tries do not
 * survive a restart of the instance (the players' Discord alerts are stored: notifications/alerts.ts).
 * The bell is written first and always, whatever the others do.
 */
import { messagesIn } from '@shared/i18n/messages';
import { phrase, said, textOf, type Said } from '@shared/i18n/said';
import { DISCORD_WEBHOOK_PATTERN } from '@shared/notifications';
import type { Locale } from '@shared/i18n/locales';
import { log } from '../../lib/logger';
import { composeMail } from '../../lib/mail/compose';
import type { Mailer } from '../../lib/mail/mailer';
import { notify } from '../notifications/service';
import { languageOf } from '../users/language';
import { isAdmin, type AdminRule } from '../users/presenter';
import { usersAt } from '../users/records';
import { alertFrame, RULE_NAMES, ruleNames } from './alerts.messages';
import { metricLink, type MetricRef, type RuleId } from './rule';
import type { AlertSettings } from './settings';

/** The admin page's System tab, where the fleet, the engine and the database are (the bell item opens it). */
export const SYSTEM_TAB_PATH = '/admin?tab=system';

/** An episode's start (`raised`) or end (`resolved`, with `endedAt`), as every channel tells it. */
export type AlertNews = { kind: 'raised' | 'resolved'; rule: RuleId; subject: string; saw: Said; metric: MetricRef; startedAt: Date; endedAt?: Date };

/** How many were told: admins on the bell and by mail (queued), and whether a Discord post is on its way. */
export type Told = { bell: number; mail: number; discord: boolean };

type AlertDeliveryDeps = {
  settings: Pick<AlertSettings, 'metricsUrl' | 'discordWebhookUrl' | 'discordLanguage' | 'discordRetryDelaysMs'>;
  admins: AdminRule;
  mailer: Mailer;
  siteOrigin: string;
  /** Where Discord's API is (https://discord.com/api; the local stand-in in tests: DISCORD_WEBHOOK_BASE). */
  discordWebhookBase: string;
};

/** Discord keeps a message's content under this many characters. */
const DISCORD_MAX = 2000;
/** A 429's wait honoured at most (Discord's `retry_after`, in seconds), in place of the backoff's. */
const DISCORD_RETRY_AT_MOST_MS = 5_000;

/** How an alert reaches the admins: the bell, mail in each one's language, and the Discord channel. */
export interface AlertDelivery {
  /** Tells every admin and the channel; never throws (each channel's failure is logged). */
  tell(news: AlertNews): Promise<Told>;
}

export function createAlertDelivery({ settings, admins, mailer, siteOrigin, discordWebhookBase }: AlertDeliveryDeps): AlertDelivery {
  const systemUrl = `${siteOrigin}${SYSTEM_TAB_PATH}`;

  /** The news as one message: what it saw and where its metric is (`link`: the metric's URL, or null). */
  function message(news: AlertNews): Said {
    const rule = phrase(ruleNames, RULE_NAMES[news.rule]);
    if (news.kind === 'resolved') {
      const minutes = Math.max(0, Math.round((news.endedAt!.getTime() - news.startedAt.getTime()) / 60_000));
      return said(alertFrame, 'resolved', {
        rule,
        subject: news.subject,
        minutes,
        start: { at: news.startedAt.getTime() },
        end: { at: news.endedAt!.getTime() },
        saw: news.saw.message,
      });
    }
    const link = metricLink(settings.metricsUrl, news.metric);
    const metric = link ? phrase(alertFrame, 'metricAt', { url: link }) : phrase(alertFrame, 'metricHere', { series: news.metric.series, url: systemUrl });
    return said(alertFrame, 'raised', { rule, saw: news.saw.message, metric });
  }

  async function adminsNow() {
    return (await usersAt(admins.emails)).filter((user) => isAdmin(user, admins));
  }

  function mailOf(news: AlertNews, to: string, locale: Locale, text: string) {
    const m = messagesIn(locale, alertFrame);
    const rule = messagesIn(locale, ruleNames)[RULE_NAMES[news.rule]];
    const link = metricLink(settings.metricsUrl, news.metric);
    return composeMail({
      locale,
      to,
      subject: news.kind === 'raised' ? m.subjectRaised({ rule }) : m.subjectResolved({ rule }),
      intro: text,
      action: link ? { label: m.openMetric, url: link } : { label: m.openSystem, url: systemUrl },
      lines: [m.why],
    });
  }

  /**
   * Posts to the admins' channel as Discord's Execute Webhook takes it, trying again after each wait of
   * the settings' discordRetryDelaysMs while Discord fails (unreachable, 5xx, 429); a refusal of the hook
   * itself (any other 4xx: a deleted webhook, a wrong token) is final. True once it took it; false (logged)
   * when not.
   */
  async function postToDiscord(content: string): Promise<boolean> {
    const [, id, token] = DISCORD_WEBHOOK_PATTERN.exec(settings.discordWebhookUrl!)!;
    const url = `${discordWebhookBase}/webhooks/${id}/${token}`;
    // An alert mentions nobody: a world's or runner's name is never a ping.
    const body = JSON.stringify({ content: content.slice(0, DISCORD_MAX), allowed_mentions: { parse: [] } });
    for (let attempt = 1; ; attempt++) {
      let wait = settings.discordRetryDelaysMs[attempt - 1];
      let why: Record<string, unknown>;
      try {
        const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body, signal: AbortSignal.timeout(10_000) });
        if (res.ok) return true;
        const answer = (await res.json().catch(() => null)) as { message?: string; retry_after?: number } | null;
        why = { status: res.status, why: answer?.message ?? null };
        if (res.status === 429 && wait !== undefined) wait = Math.min(DISCORD_RETRY_AT_MOST_MS, Math.max(0, (answer?.retry_after ?? 1) * 1000));
        else if (res.status < 500 && res.status !== 429) wait = undefined;
      } catch (err) {
        why = { error: String(err) };
      }
      if (wait === undefined) {
        log.warn('admin alert not posted to Discord', { ...why, attempts: attempt });
        return false;
      }
      await Bun.sleep(wait);
    }
  }

  return {
    /** Tells every admin and the channel; never throws (each channel's failure is logged). */
    async tell(news: AlertNews): Promise<Told> {
      const words = message(news);
      const told: Told = { bell: 0, mail: 0, discord: false };
      // In the background: its tries may take minutes, which must not hold the evaluation or the bell.
      if (settings.discordWebhookUrl) {
        void postToDiscord(`${news.kind === 'raised' ? '🔴' : '✅'} ${textOf(settings.discordLanguage, words.message, words.text)}`);
        told.discord = true;
      }
      const people = await adminsNow().catch((err: unknown) => {
        log.error('admins not found for an alert', { rule: news.rule, error: String(err) });
        return [];
      });
      for (const admin of people) {
        // One admin's bell that cannot be written keeps no other admin's, nor this one's mail, from going.
        await notify(admin.id as string, 'alert', words, null, undefined, undefined, SYSTEM_TAB_PATH).then(
          () => (told.bell += 1),
          (err: unknown) => log.error('admin alert not on the bell', { rule: news.rule, admin: String(admin.id), error: String(err) }),
        );
        const locale = languageOf(admin);
        await mailer.queue(mailOf(news, admin.email, locale, textOf(locale, words.message, words.text)));
        told.mail += 1;
      }
      log.warn(news.kind === 'raised' ? 'admin alert raised' : 'admin alert resolved', {
        rule: news.rule,
        subject: news.subject,
        admins: people.length,
        discord: told.discord,
        text: words.text,
      });
      return told;
    },
  };
}
