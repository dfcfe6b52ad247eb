/**
 * The alerts open now, as the admin System tab shows them (where an alert's bell item and mail lead):
 * each episode told begun and not yet resolved, newest first, with what its rule saw when it began, in
 * the reader's language; `quiet`: its rule no longer fires, and it resolves once quiet long enough.
 */
import type { Locale } from '@shared/i18n/locales';
import { messagesIn } from '@shared/i18n/messages';
import { textOf } from '@shared/i18n/said';
import type { OpenAlertView } from '../admin/system';
import { RULE_NAMES, ruleNames } from './alerts.messages';
import { episodes } from './episodes';

export async function openAlerts(locale: Locale): Promise<OpenAlertView[]> {
  const names = messagesIn(locale, ruleNames);
  return (await episodes.open())
    .filter((e) => e.raised)
    .sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime())
    .map((e) => ({
      rule: e.rule,
      name: names[RULE_NAMES[e.rule]],
      subject: e.subject,
      startedAt: e.startedAt.toISOString(),
      saw: textOf(locale, e.saw.message, e.saw.text),
      quiet: e.quietSince !== null,
    }));
}
