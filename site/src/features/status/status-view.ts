/**
 * What the status page shows, from GET /api/status and the page's words: the summary's sentences, each
 * row's state, each day's bar and the bars' spoken summary. Pure, so it is tested without a browser;
 * status-page.ts puts it into the page.
 */
import { fillPlaces } from '@shared/i18n/fill';
import { formatDate } from '@shared/i18n/dates';
import { intlLocale } from '@shared/i18n/intl';
import type { StatusAnswerBody } from '../../../../api/src/modules/status/status-answer';
import type { StatusPageWords } from './page-words';

export type StatusAnswer = StatusAnswerBody;
type PartDay = StatusAnswer['parts'][number]['days'][number];
type WorldDay = StatusAnswer['worlds'][number]['days'][number];

/** How a day's bar looks (its class) and what it says (its title and, summed, the row's spoken label). */
export type Bar = { tone: 'good' | 'warn' | 'bad' | 'changed' | 'none'; text: string };

export function createView(words: StatusPageWords) {
  const { locale } = words;
  const fill = (template: string, values: Record<string, string | number>) => fillPlaces(locale, template, values);
  const number = (n: number, digits = 0) => new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: digits }).format(n);
  /** A moment on the reader's own clock: "Wed, Nov 25, 8:41 PM". */
  const time = (at: string) => formatDate(locale, at, 'weekdayTime');
  /** A bar's day (UTC days): "Nov 25, 2026". */
  const day = (d: string) => formatDate(locale, `${d}T12:00:00Z`, 'date', { timeZone: 'UTC' });
  const withIncident = (text: string, incident: boolean) => (incident ? `${text} · ${words.dayIncident}` : text);

  function partBar(d: PartDay): Bar {
    const percent = number(d.upPercent ?? 0, 1);
    const on = day(d.day);
    if (d.state === null) return { tone: 'none', text: withIncident(fill(words.dayNone, { day: on }), d.incident) };
    if (d.state === 'down') return { tone: 'bad', text: withIncident(fill(words.dayDown, { day: on, percent }), d.incident) };
    if (d.state === 'degraded' || d.incident)
      return { tone: 'warn', text: withIncident(fill(d.state === 'degraded' ? words.dayDegraded : words.dayUp, { day: on, percent }), d.incident) };
    return { tone: 'good', text: fill(words.dayUp, { day: on, percent }) };
  }

  function worldBar(d: WorldDay): Bar {
    const on = day(d.day);
    if (d.state === 'changed') return { tone: 'changed', text: withIncident(fill(words.dayChanged, { day: on }), d.incident) };
    if (d.state === null) return { tone: 'none', text: withIncident(fill(words.dayNone, { day: on }), d.incident) };
    const text = withIncident(fill(words.dayWorld, { day: on, ok: number(d.ok), attempts: number(d.attempts) }), d.incident);
    return { tone: d.state === 'down' ? 'bad' : d.state === 'degraded' || d.incident ? 'warn' : 'good', text };
  }

  /** The row's bars said in one sentence (a screen reader hears it instead of ninety bars). */
  function barsLabel(name: string, bars: readonly Bar[]): string {
    const good = bars.filter((b) => b.tone === 'good').length;
    const none = bars.filter((b) => b.tone === 'none').length;
    return fill(words.barsLabel, { name, good: number(good), bad: number(bars.length - good - none), none: number(none) });
  }

  /** The sentences at the top: the game's changes first, then our own trouble, then worlds in trouble; or that all is well. */
  function summary(answer: StatusAnswer): { tone: 'good' | 'warn' | 'bad'; lines: string[] } {
    const changes = answer.worlds.flatMap((w) =>
      w.game_change ? [fill(words.changed[w.game_change.pattern], { world: w.world, time: time(w.game_change.since) })] : [],
    );
    const ours = answer.our_trouble.length ? [words.ourTrouble] : [];
    const troubled = answer.our_trouble.length
      ? []
      : answer.worlds.filter((w) => w.state === 'trouble').map((w) => fill(words.worldTrouble, { world: w.world }));
    const lines = [...changes, ...ours, ...troubled];
    const checked = fill(words.checkedAt, { time: time(answer.generated_at) });
    if (!lines.length) return { tone: 'good', lines: [words.allWell, checked] };
    return { tone: ours.length || troubled.length ? 'bad' : 'warn', lines: [...lines, checked] };
  }

  function worldLines(w: StatusAnswer['worlds'][number]): string[] {
    const logins =
      w.logins_ok_percent === null ? words.noLogins : fill(words.logins, { percent: number(w.logins_ok_percent, 1), attempts: number(w.attempts) });
    const trip = w.round_trip_ms === null ? words.roundTripNotMeasured : fill(words.roundTrip, { ms: number(w.round_trip_ms) });
    const change = w.game_change ? [fill(words.changed[w.game_change.pattern], { world: w.world, time: time(w.game_change.since) })] : [];
    return [...change, logins, trip];
  }

  /** "Affects: Database, INT1": parts by their names, game worlds as they are. */
  function affects(ids: readonly string[]): string | null {
    if (!ids.length) return null;
    const names = ids.map((id) => (words.parts as Record<string, string>)[id] ?? id);
    return fill(words.affects, { parts: new Intl.ListFormat(intlLocale(locale), { type: 'unit' }).format(names) });
  }

  return { partBar, worldBar, barsLabel, summary, worldLines, affects, time, fill };
}

export type StatusView = ReturnType<typeof createView>;
