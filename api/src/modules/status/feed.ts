/**
 * The status page's Atom feed (RFC 4287), in one language: every incident update and every verdict of the
 * game changing, opened and cleared, newest first, so players' feed readers and Discord's feed bots hear
 * of both. The admins' own words (titles, messages) go as they wrote them; the verdicts are said in the
 * feed's language, their times on UTC with the clock named.
 */
import { localizedPath, type Locale } from '@shared/i18n/locales';
import { messagesIn } from '@shared/i18n/messages';
import { formatDate, type DateOptions } from '@shared/i18n/dates';
import { statusWords } from '@shared/status.messages';
import type { GameSidePattern } from '@shared/status';
import type { IncidentView } from './incidents';
import type { VerdictEntry } from './verdict-log';

/** Entries the feed carries at most (readers keep what they saw). */
const ENTRIES = 50;
const UTC: DateOptions = { timeZone: 'UTC', zoneName: true };

type Entry = { id: string; title: string; text: string; at: string; anchor: string };

// XML 1.0 has no place for most control characters: they are dropped, the rest escaped.
const escape = (text: string) =>
  text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** The verdict's sentence for its pattern, in the reader's language. */
export function changeSentence(words: (typeof statusWords)['base'], pattern: GameSidePattern, world: string, time: string): string {
  const sentence = pattern === 'version_refused' ? words.changedVersion : pattern === 'handshake_failed' ? words.changedHandshake : words.changedFrame;
  return sentence({ world, time });
}

export function statusFeed(feed: { locale: Locale; origin: string; incidents: readonly IncidentView[]; verdicts: readonly VerdictEntry[]; now: Date }): string {
  const m = messagesIn(feed.locale, statusWords);
  const at = (time: Date | string) => formatDate(feed.locale, time, 'weekdayTime', UTC);
  const states = { investigating: m.investigating, identified: m.identified, monitoring: m.monitoring, resolved: m.resolved };
  const entries: Entry[] = [
    ...feed.incidents.flatMap((incident) =>
      incident.updates.map((u, n) => ({
        id: `urn:castellan:status:incident:${incident.id}:${n}`,
        title: `${incident.title} · ${states[u.state]}`,
        text: u.message,
        at: u.at,
        anchor: `incident-${incident.id}`,
      })),
    ),
    ...feed.verdicts.flatMap((v) => {
      const opened: Entry = {
        id: `urn:castellan:status:game-change:${v.id}`,
        title: m.changedTitle({ world: v.world }),
        text: changeSentence(m, v.pattern, v.world, at(v.since)),
        at: v.since.toISOString(),
        anchor: `world-${v.world}`,
      };
      if (!v.clearedAt) return [opened];
      return [
        opened,
        {
          id: `urn:castellan:status:game-change:${v.id}:cleared`,
          title: m.backTitle({ world: v.world }),
          text: m.back({ world: v.world, time: at(v.clearedAt) }),
          at: v.clearedAt.toISOString(),
          anchor: `world-${v.world}`,
        },
      ];
    }),
  ]
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
    .slice(0, ENTRIES);
  const page = feed.origin + localizedPath(feed.locale, '/status');
  const self = feed.origin + localizedPath(feed.locale, '/status.atom');
  const updated = entries[0]?.at ?? feed.now.toISOString();
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${feed.locale}">`,
    `  <title>${escape(m.feedTitle)}</title>`,
    `  <subtitle>${escape(m.feedSubtitle)}</subtitle>`,
    `  <id>${escape(page)}</id>`,
    `  <link rel="self" type="application/atom+xml" href="${escape(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escape(page)}"/>`,
    `  <updated>${updated}</updated>`,
    '  <author><name>Castellan</name></author>',
    ...entries.map((e) =>
      [
        '  <entry>',
        `    <id>${escape(e.id)}</id>`,
        `    <title>${escape(e.title)}</title>`,
        `    <updated>${e.at}</updated>`,
        `    <link rel="alternate" type="text/html" href="${escape(`${page}#${e.anchor}`)}"/>`,
        `    <content type="text">${escape(e.text)}</content>`,
        '  </entry>',
      ].join('\n'),
    ),
    '</feed>',
    '',
  ].join('\n');
}
