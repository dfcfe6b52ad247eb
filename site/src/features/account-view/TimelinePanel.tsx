/**
 * The timeline of attacks (issue 53): one row each, newest first, for one game account or one bot, with
 * filters by UTC day, template and result; a row's target shows on the map; CSV of what is filtered. Read
 * again a moment after each sign of play (`playSign`: the console's lines, the live map's changes), so an
 * attack shows within about a second of its console line (live-refresh.ts), and every 15 s while the page
 * is visible, for what no sign tells (a bot elsewhere, the page opened without a stream).
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { dayOf } from '@shared/day';
import { RESULT_FILTERS, type ResultFilter, type TimelineEntry } from '@shared/timeline';
import { pageLocale, useMessages } from '../../lib/i18n';
import { duration } from '../../lib/time';
import { useWhileVisible } from '../../lib/use-while-visible';
import { answeredMessage } from '../../lib/api';
import { errorMessage, toast } from '../toasts/store';
import { intlLocale } from '@shared/i18n/intl';
import { downloadTimeline, endNoteOf, timelinePage, type TimelineFilter, type TimelineScope } from './timeline-data';
import { targetName } from './target-name';
import { useLiveRefresh } from './live-refresh';
import { timelineMessages } from './timeline.messages';
import './timeline.css';

type Props = {
  scope: TimelineScope;
  /** The templates of the account's bots, to filter by (none: no template filter). */
  templates?: { id: string; label: string }[];
  /** A row's target was asked for on the map. */
  onShowTarget?: (targetId: string) => void;
  /** Changes when the bots play (a console's last line id, the live map's time of change): the rows are read again a moment later. */
  playSign?: unknown;
};

const REFRESH_MS = 15_000;
const DAY_MS = 86_400_000;

export function TimelinePanel({ scope, templates = [], onShowTarget, playSign }: Props) {
  const m = useMessages(timelineMessages);
  const id = useId();
  const [filter, setFilter] = useState<TimelineFilter>({ day: null, template: null, result: null });
  const [entries, setEntries] = useState<TimelineEntry[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const asked = useRef(0);
  const scopeKey = JSON.stringify(scope);

  /** The first page again; older pages already shown stay below it. */
  const refresh = useCallback(async () => {
    const ask = ++asked.current;
    try {
      const page = await timelinePage(scope, filter);
      if (ask !== asked.current) return;
      setError(null);
      setEntries((shown) => {
        const fresh = new Set(page.entries.map((e) => e.id));
        const oldest = page.entries.at(-1)?.sentAt ?? Infinity;
        return [...page.entries, ...(shown ?? []).filter((e) => !fresh.has(e.id) && e.sentAt < oldest)];
      });
      setNext((kept) => kept ?? page.next);
    } catch (err) {
      if (ask === asked.current) setError(answeredMessage(err) ?? m.loadFailed);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scopeKey, filter]);

  useEffect(() => {
    setEntries(null);
    setNext(null);
    void refresh();
  }, [refresh]);
  useWhileVisible(() => void refresh(), REFRESH_MS);
  useLiveRefresh(playSign, () => void refresh());

  async function more() {
    if (!next) return;
    setLoadingMore(true);
    try {
      const page = await timelinePage(scope, filter, next);
      setEntries((shown) => [...(shown ?? []), ...page.entries.filter((e) => !shown?.some((s) => s.id === e.id))]);
      setNext(page.next);
    } catch (err) {
      toast.error(errorMessage(err, m.loadFailed));
    } finally {
      setLoadingMore(false);
    }
  }

  async function download() {
    try {
      await downloadTimeline(scope, filter);
    } catch (err) {
      toast.error(errorMessage(err, m.downloadFailed));
    }
  }

  const locale = intlLocale(pageLocale);
  const number = new Intl.NumberFormat(intlLocale(locale));
  const when = new Intl.DateTimeFormat(intlLocale(locale), { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
  const dayName = new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
  const today = dayOf(Date.now());
  const days = Array.from({ length: 7 }, (_, i) => dayOf(Date.now() - i * DAY_MS));
  const resultWord: Record<TimelineEntry['result'], string> = { won: m.won, lost: m.lost, empty: m.empty, unknown: m.unknown, away: m.away };
  /** How the row's end was known, when the army was not seen home: from the battle report, or why its result is not known. */
  const endNote = (e: TimelineEntry) => {
    const note = endNoteOf(e);
    return note && <span className="timeline-end-note">{m[note]}</span>;
  };
  /** The soldiers lost, beside what the bot forecast when it sent the attack ("forecast: win, ~12 lost · lost 11"); the forecast alone while it is away. */
  const lostCell = (e: TimelineEntry) => {
    if (!e.forecast) return number.format(e.lost);
    const forecast = (e.forecast.won ? m.forecastWin : m.forecastLoss)({ lost: number.format(e.forecast.lost) });
    return e.result === 'away' ? forecast : m.lostBeside({ forecast, lost: number.format(e.lost) });
  };
  const filterWord: Record<ResultFilter, string> = { won: m.won, lost: m.lost, away: m.away };
  const showBot = 'accountId' in scope;
  const set = (change: Partial<TimelineFilter>) => setFilter((f) => ({ ...f, ...change }));
  const filtered = filter.day !== null || filter.template !== null || filter.result !== null;

  return (
    <section className="card timeline" aria-labelledby={`${id}-title`}>
      <div className="timeline-head">
        <div>
          <h2 id={`${id}-title`}>{m.title}</h2>
          <p className="muted">{showBot ? m.accountSubtitle : m.botSubtitle}</p>
        </div>
        <button type="button" className="button button-small button-secondary" onClick={() => void download()} disabled={!entries?.length}>
          {m.downloadCsv}
        </button>
      </div>
      <div className="timeline-filters">
        <label className="field">
          <span>{m.day}</span>
          <select value={filter.day ?? ''} onChange={(e) => set({ day: e.target.value || null })}>
            <option value="">{m.allDays}</option>
            {days.map((day) => (
              <option key={day} value={day}>
                {day === today ? m.today : day === days[1] ? m.yesterday : dayName.format(Date.parse(`${day}T00:00:00Z`))}
              </option>
            ))}
          </select>
        </label>
        {templates.length > 1 && (
          <label className="field">
            <span>{m.template}</span>
            <select value={filter.template ?? ''} onChange={(e) => set({ template: e.target.value || null })}>
              <option value="">{m.allTemplates}</option>
              {templates.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.label}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="field">
          <span>{m.result}</span>
          <select value={filter.result ?? ''} onChange={(e) => set({ result: (e.target.value || null) as ResultFilter | null })}>
            <option value="">{m.allResults}</option>
            {RESULT_FILTERS.map((r) => (
              <option key={r} value={r}>
                {filterWord[r]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error && entries === null ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : entries === null ? (
        <p className="muted" role="status">
          {m.loading}
        </p>
      ) : entries.length === 0 ? (
        <p className="empty">{filtered ? m.noneFiltered : m.none}</p>
      ) : (
        <div className="table-wrap timeline-wrap">
          <table className="timeline-table">
            <caption className="visually-hidden">{m.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{m.sent}</th>
                {showBot && <th scope="col">{m.bot}</th>}
                <th scope="col">{m.target}</th>
                <th scope="col">{m.soldiers}</th>
                <th scope="col">{m.result}</th>
                <th scope="col">{m.loot}</th>
                <th scope="col">{m.soldiersLost}</th>
                <th scope="col">{m.duration}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => {
                const name = targetName(e.target.name);
                const loot = e.loot.wood + e.loot.stone + e.loot.food;
                return (
                  <tr key={e.id} className={`timeline-row timeline-${e.result}`}>
                    <td data-label={m.sent}>
                      <time dateTime={new Date(e.sentAt).toISOString()}>{when.format(e.sentAt)}</time>
                    </td>
                    {showBot && (
                      <td data-label={m.bot}>
                        <bdi>{e.botName}</bdi>
                      </td>
                    )}
                    <td data-label={m.target}>
                      {onShowTarget ? (
                        <button type="button" className="link-button" aria-label={m.showOnMap({ target: name })} onClick={() => onShowTarget(e.target.id)}>
                          {name}
                        </button>
                      ) : (
                        name
                      )}
                    </td>
                    <td data-label={m.soldiers}>{number.format(e.soldiers)}</td>
                    <td data-label={m.result}>
                      <span className={`timeline-result timeline-result-${e.result}`}>{resultWord[e.result]}</span>
                      {endNote(e)}
                    </td>
                    <td data-label={m.loot}>
                      {loot > 0
                        ? m.lootParts({ wood: number.format(e.loot.wood), stone: number.format(e.loot.stone), food: number.format(e.loot.food) })
                        : m.noLoot}
                    </td>
                    <td data-label={m.soldiersLost}>{lostCell(e)}</td>
                    <td data-label={m.duration}>{e.endedAt === null ? '—' : duration(e.endedAt - e.sentAt)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {next && entries && entries.length > 0 && (
        <button type="button" className="button button-secondary" onClick={() => void more()} disabled={loadingMore}>
          {m.loadMore}
        </button>
      )}
    </section>
  );
}
