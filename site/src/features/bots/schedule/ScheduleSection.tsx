/**
 * The bot page's Schedule section: "run now for N hours", the weekly windows listed by day with add and
 * remove, the player's time zone they are read in, "Run during its event" for event templates, and the
 * rules the scheduler follows, said where the player sets it. Saved as a whole (PUT), checked by the API.
 * On a phone the form starts folded under its summary line (what is open now or next), so the console's
 * log above it is not followed by a long form (issue 54); unfolded, or on a wider screen, it is all there.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { WEEKDAYS, type ScheduleWindow, type Weekday } from '@shared/schedule';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { SkeletonLines } from '../../../components/ui/Skeleton';
import { api, ApiError, unwrap } from '../../../lib/api';
import { mutation } from '../../../lib/data';
import { invalidate } from '../../../lib/query/store';
import { errorMessage, toast } from '../../toasts/store';
import { RunNow } from './RunNow';
import { addWindow, browserZone, byDay, hasUnsavedChanges, hoursOf, removeWindow, weekdayName, windowText } from './schedule-form';
import { messagesNow, useMessages } from '../../../lib/i18n';
import { scheduleMessages } from './schedule.messages';
import { FormError } from '../../../components/ui/FormError';
import { useNarrow } from '../../../lib/use-narrow';

type Schedule = Awaited<ReturnType<typeof loadSchedule>>;
const loadSchedule = (botId: string) => unwrap(api.api.bots({ id: botId }).schedule.get());

type Props = { botId: string; botName: string; runUntil: string | null; onChanged: () => void };

export function ScheduleSection({ botId, botName, runUntil, onChanged }: Props) {
  const id = useId();
  const m = useMessages(scheduleMessages);
  const [saved, setSaved] = useState<Schedule | null>(null);
  const [failed, setFailed] = useState<{ message: string; requestId: string | null } | null>(null);
  const [windows, setWindows] = useState<ScheduleWindow[]>([]);
  const [duringEvent, setDuringEvent] = useState(false);
  const [zone, setZone] = useState(browserZone);
  const [draft, setDraft] = useState<ScheduleWindow>({ day: 'mon', start: '18:00', end: '22:00' });
  const [addError, setAddError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Whether the player unfolded (or folded) the form; until then it is folded on a phone only. */
  const [unfolded, setUnfolded] = useState<boolean | null>(null);
  const narrow = useNarrow();

  const show = (s: Schedule) => {
    setSaved(s);
    setWindows(s.windows);
    setDuringEvent(s.duringEvent);
    setZone(s.timeZone ?? browserZone());
  };
  const load = async () => {
    setFailed(null);
    try {
      show(await loadSchedule(botId));
    } catch (err) {
      setFailed({ message: errorMessage(err, messagesNow(scheduleMessages).loadFailed), requestId: err instanceof ApiError ? err.requestId : null });
    }
  };
  useEffect(() => void load(), [botId]);
  // A run started or ended changes what the section says is open.
  useEffect(() => void (saved && load()), [runUntil]);

  if (failed) return <ErrorPanel what={m.what} message={failed.message} requestId={failed.requestId} onRetry={load} />;
  if (!saved) {
    return (
      <section className="card schedule-card" aria-label={m.title}>
        <SkeletonLines lines={4} />
      </section>
    );
  }

  const add = () => {
    // A time field cannot say 24:00: an end of 00:00 is midnight at the end of the day.
    const next = { ...draft, end: draft.end === '00:00' ? '24:00' : draft.end };
    const result = addWindow(windows, next);
    if (!result.ok) return setAddError(result.message);
    setAddError(null);
    setWindows(result.windows);
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setSaveError(null);
    try {
      show(await mutation(() => unwrap(api.api.bots({ id: botId }).schedule.put({ windows, duringEvent, timeZone: zone.trim() }))));
      toast.success(messagesNow(scheduleMessages).saved);
      await invalidate('bots');
      onChanged();
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) setSaveError(err.message);
      else toast.error(errorMessage(err, messagesNow(scheduleMessages).saveFailed));
    } finally {
      setBusy(false);
    }
  }

  const unsaved = hasUnsavedChanges(saved, { windows, duringEvent, zone });
  const shownZone = saved.timeZone ?? zone;
  /** Whether the form is unfolded: as the player left it, else not on a phone, unless changes wait there. */
  const open = unfolded ?? (!narrow || unsaved);

  return (
    <section id="schedule" className="card schedule-card" aria-labelledby={`${id}-title`}>
      <div className="schedule-head">
        <h2 id={`${id}-title`}>{m.title}</h2>
        <p className="muted schedule-now">
          {saved.openNow
            ? m.openNow({ window: windowText(saved.openNow.slot, m), zone: shownZone })
            : saved.next
              ? m.next({ window: windowText(saved.next.slot, m), zone: shownZone })
              : saved.duringEvent
                ? m.during({ event: String(saved.event) })
                : m.noWindows}
        </p>
      </div>
      <RunNow botId={botId} botName={botName} runUntil={runUntil} onChanged={onChanged} />
      {saved.legacyActiveHours && <p className="notice">{m.legacy({ hours: saved.legacyActiveHours })}</p>}
      {/* Only the player's own fold is kept: one the page made (its width changed: a toggle event too) matches `open` already. */}
      <details className="schedule-edit" open={open} onToggle={(e) => e.currentTarget.open !== open && setUnfolded(e.currentTarget.open)}>
        <summary>{m.edit}</summary>
        <form onSubmit={save} noValidate className="stack">
          <fieldset>
            <legend>{m.addLegend}</legend>
            <div className="schedule-add">
              <div className="field">
                <label htmlFor={`${id}-day`}>{m.day}</label>
                <select id={`${id}-day`} value={draft.day} onChange={(e) => setDraft({ ...draft, day: e.target.value as Weekday })}>
                  {WEEKDAYS.map((d) => (
                    <option key={d} value={d}>
                      {weekdayName(d)}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor={`${id}-start`}>{m.from}</label>
                <input id={`${id}-start`} type="time" required value={draft.start} onChange={(e) => setDraft({ ...draft, start: e.target.value })} />
              </div>
              <div className="field">
                <label htmlFor={`${id}-end`}>{m.to}</label>
                <input
                  id={`${id}-end`}
                  type="time"
                  required
                  value={draft.end}
                  onChange={(e) => setDraft({ ...draft, end: e.target.value })}
                  aria-describedby={`${id}-end-hint`}
                />
              </div>
              <button type="button" className="button button-small" onClick={add}>
                {m.addWindow}
              </button>
            </div>
            <p id={`${id}-end-hint`} className="hint">
              {m.endHint}
            </p>
            <FormError message={addError} />
          </fieldset>
          <div>
            <h3 className="schedule-list-title">{m.weeklyWindows}</h3>
            <ul className="schedule-days" aria-label={m.weeklyWindows}>
              {byDay(windows).map((day) => (
                <li key={day.day} className="schedule-day">
                  <span className="schedule-day-name">{day.name}</span>
                  <span className="schedule-day-windows">
                    {day.windows.length === 0 && <span className="muted">—</span>}
                    {day.windows.map((w) => (
                      <span key={`${w.start}-${w.end}`} className="schedule-window">
                        {hoursOf(w, m)}
                        <button
                          type="button"
                          className="link-button"
                          aria-label={m.removeWindow({ day: day.name, hours: hoursOf(w, m) })}
                          onClick={() => setWindows(removeWindow(windows, w))}
                        >
                          {m.remove}
                        </button>
                      </span>
                    ))}
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <div className="field">
            <label htmlFor={`${id}-zone`}>{m.timeZone}</label>
            <input
              id={`${id}-zone`}
              value={zone}
              maxLength={64}
              onChange={(e) => setZone(e.target.value)}
              aria-describedby={`${id}-zone-hint`}
              autoComplete="off"
            />
            <p id={`${id}-zone-hint`} className="hint">
              {m.zoneHint}
              {saved.timeZone ? '' : ` ${m.proposed({ zone: browserZone() })}`}
            </p>
          </div>
          {saved.event && (
            <div className="field">
              <label className="checkbox">
                <input type="checkbox" checked={duringEvent} onChange={(e) => setDuringEvent(e.target.checked)} aria-describedby={`${id}-event-hint`} />
                <span>{m.duringEvent}</span>
              </label>
              <p id={`${id}-event-hint`} className="hint">
                {m.eventHint({ event: saved.event })}
              </p>
            </div>
          )}
          <p className="hint schedule-rules">{m.rules}</p>
          <FormError message={saveError} />
          <div className="row">
            <button type="submit" className="button button-primary" aria-busy={busy} disabled={busy}>
              {busy ? m.saving : m.save}
            </button>
            {unsaved && <span className="muted">{m.unsaved}</span>}
          </div>
        </form>
      </details>
    </section>
  );
}
