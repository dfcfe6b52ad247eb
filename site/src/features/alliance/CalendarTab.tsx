/** The space's calendar: notes and plans on each viewer's own clock; members add them, officers tidy up. */
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { NOTE_TEXT_MAX, NOTE_TITLE_MAX } from '@shared/alliances';
import { profileQuery } from '../../lib/data';
import { useMessages } from '../../lib/i18n';
import { calendarMessages } from './tabs.messages';
import { errorMessage, toast } from '../toasts/store';
import { runToasted } from '../toasts/toasted-run';
import { instantFromLocal, viewerZone, whenIn } from './format';
import { addNote, fetchCalendar, removeNote, type Notes } from './queries';
import { FormError } from '../../components/ui/FormError';

export function CalendarTab({ spaceId, canAdd }: { spaceId: string; canAdd: boolean }) {
  const id = useId();
  const m = useMessages(calendarMessages);
  const zone = viewerZone(useStore(profileQuery.store).data?.timeZone);
  const [notes, setNotes] = useState<Notes | null>(null);
  const [title, setTitle] = useState('');
  const [starts, setStarts] = useState('');
  const [ends, setEnds] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(async () => {
    try {
      setNotes((await fetchCalendar(spaceId)).notes);
    } catch (err) {
      setError(errorMessage(err, m.loadFailed));
    }
  }, [spaceId, m]);
  useEffect(() => void load(), [load]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const startsAt = instantFromLocal(starts, zone);
    const endsAt = ends ? instantFromLocal(ends, zone) : null;
    if (!title.trim()) return setError(m.titleMissing);
    if (!startsAt) return setError(m.startMissing);
    setBusy(true);
    try {
      await addNote(spaceId, { title: title.trim(), starts_at: startsAt, ends_at: endsAt, text: text.trim() });
      setTitle('');
      setStarts('');
      setEnds('');
      setText('');
      setError(null);
      toast.success(m.added);
      await load();
    } catch (err) {
      setError(errorMessage(err, m.addFailed));
    }
    setBusy(false);
  }

  async function remove(noteId: string) {
    await runToasted(async () => {
      await removeNote(spaceId, noteId);
      toast.success(m.removed);
      await load();
    }, m.removeFailed);
  }

  return (
    <div className="stack">
      <section className="card stack" aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`}>{m.title}</h3>
        <p className="muted">{m.clock({ zone })}</p>
        {notes && notes.length === 0 && <p>{m.nothing}</p>}
        {notes && notes.length > 0 && (
          <ul className="list-plain alliance-notes" aria-label={m.label}>
            {notes.map((n) => (
              <li key={n.id} className="alliance-note">
                <div>
                  <strong>{n.title}</strong>
                  <p className="alliance-meta">
                    <time dateTime={n.starts_at}>{whenIn(zone, n.starts_at)}</time>
                    {n.ends_at && (
                      <>
                        {' '}
                        – <time dateTime={n.ends_at}>{whenIn(zone, n.ends_at)}</time>
                      </>
                    )}{' '}
                    · {n.yours ? m.you : n.author}
                  </p>
                  {n.text && <p className="alliance-note-text">{n.text}</p>}
                </div>
                {n.can_remove && canAdd && (
                  <button type="button" className="button button-small" aria-label={m.removeLabel({ title: n.title })} onClick={() => void remove(n.id)}>
                    {m.remove}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {canAdd && (
        <form className="card stack" onSubmit={submit} noValidate aria-labelledby={`${id}-add`}>
          <h3 id={`${id}-add`}>{m.add}</h3>
          <div className="field">
            <label htmlFor={`${id}-t`}>{m.noteTitle}</label>
            <input id={`${id}-t`} value={title} maxLength={NOTE_TITLE_MAX} placeholder={m.placeholder} onChange={(e) => setTitle(e.target.value)} />
          </div>
          <div className="alliance-row">
            <div className="field">
              <label htmlFor={`${id}-s`}>{m.starts}</label>
              <input id={`${id}-s`} type="datetime-local" value={starts} onChange={(e) => setStarts(e.target.value)} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-e`}>{m.ends}</label>
              <input id={`${id}-e`} type="datetime-local" value={ends} onChange={(e) => setEnds(e.target.value)} />
            </div>
          </div>
          <div className="field">
            <label htmlFor={`${id}-x`}>{m.details}</label>
            <textarea id={`${id}-x`} rows={2} value={text} maxLength={NOTE_TEXT_MAX} onChange={(e) => setText(e.target.value)} />
          </div>
          <FormError message={error} />
          <div>
            <button type="submit" className="button button-primary" aria-disabled={busy}>
              {busy ? m.adding : m.addToCalendar}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
