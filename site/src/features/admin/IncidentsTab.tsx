/**
 * The Status tab: an admin opens an incident for the public status page (title, what is happening, its
 * state, the parts and game worlds it touches) and adds updates to it until one resolves it. Players
 * read both at once on /status and in its feed. One opened by mistake is removed, asked first, naming it.
 * Every control is a labelled form control or a button; an update's form opens under its incident and
 * takes the focus, and Cancel gives it back.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { GAME_SERVERS } from '@shared/game';
import { INCIDENT_MESSAGE_MAX, INCIDENT_STATES, INCIDENT_TITLE_MAX, STATUS_PARTS, type IncidentState, type StatusPart } from '@shared/status';
import { statusWords } from '@shared/status.messages';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { api, unwrap } from '../../lib/api';
import { createOnce, mutation } from '../../lib/data';
import { useMessages } from '../../lib/i18n';
import { linkIn } from '../../lib/localized-pages';
import { pageLocale } from '../../lib/i18n';
import { invalidate } from '../../lib/query/store';
import { errorMessage, toast } from '../toasts/store';
import { runToasted } from '../toasts/toasted-run';
import { statusPageMessages } from '../status/status.messages';
import { formatDate } from './format';
import { incidentsMessages } from './incidents.messages';
import { incidentsQuery, type Incident } from './incident-queries';
import './incidents.css';

const refresh = () => invalidate('admin:incidents', 'admin:audit');

/** The game worlds typed in the field, upper-cased; unknown ones are left for the API to refuse in its words. */
const worldsOf = (text: string) => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map((w) => w.trim().toUpperCase())
      .filter(Boolean),
  ),
];

function StateSelect({ id, value, onChange }: { id: string; value: IncidentState; onChange: (state: IncidentState) => void }) {
  const w = useMessages(statusWords);
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value as IncidentState)}>
      {INCIDENT_STATES.map((s) => (
        <option key={s} value={s}>
          {w[s]}
        </option>
      ))}
    </select>
  );
}

function NewIncidentForm() {
  const id = useId();
  const m = useMessages(incidentsMessages);
  const page = useMessages(statusPageMessages);
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [state, setState] = useState<IncidentState>('investigating');
  const [parts, setParts] = useState<StatusPart[]>([]);
  const [worlds, setWorlds] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const affects = [...parts, ...worldsOf(worlds)] as (StatusPart | (typeof GAME_SERVERS)[number])[];
      await createOnce(() => unwrap(api.api.admin.status.incidents.post({ title, message, state, affects })));
      toast.success(m.opened);
      setTitle('');
      setMessage('');
      setState('investigating');
      setParts([]);
      setWorlds('');
      await refresh();
    } catch (err) {
      // The API's words: a title too long, a game world it does not know…
      setError(errorMessage(err, m.openFailed));
    }
    setBusy(false);
  }

  const toggle = (part: StatusPart, on: boolean) => setParts((now) => (on ? [...now, part] : now.filter((p) => p !== part)));
  return (
    <form className="card stack" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`}>{m.newTitle}</h2>
      <p className="hint">{m.intro}</p>
      <div className="field">
        <label htmlFor={`${id}-name`}>{m.title}</label>
        <input id={`${id}-name`} value={title} maxLength={INCIDENT_TITLE_MAX} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-message`}>{m.message}</label>
        <textarea id={`${id}-message`} rows={4} value={message} maxLength={INCIDENT_MESSAGE_MAX} onChange={(e) => setMessage(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-state`}>{m.state}</label>
        <StateSelect id={`${id}-state`} value={state} onChange={setState} />
      </div>
      <fieldset className="field admin-incident-parts">
        <legend>{m.affects}</legend>
        {STATUS_PARTS.map((part) => (
          <label key={part} className="checkbox">
            <input type="checkbox" checked={parts.includes(part)} onChange={(e) => toggle(part, e.target.checked)} /> {page[part]}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-worlds`}>{m.worlds}</label>
        <input id={`${id}-worlds`} value={worlds} aria-describedby={`${id}-worlds-hint`} onChange={(e) => setWorlds(e.target.value)} />
        <p className="hint" id={`${id}-worlds-hint`}>
          {m.worldsHint}
        </p>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button-primary" aria-disabled={busy}>
        {busy ? m.opening : m.open}
      </button>
    </form>
  );
}

/** An update under its incident: opened by its button, which gets the focus back when it closes. */
function UpdateForm({ incident, onDone }: { incident: Incident; onDone: () => void }) {
  const id = useId();
  const m = useMessages(incidentsMessages);
  const [message, setMessage] = useState('');
  const [state, setState] = useState<IncidentState>(incident.state);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await mutation(() => unwrap(api.api.admin.status.incidents({ id: incident.id }).updates.post({ message, state })));
      toast.success(m.posted);
      await refresh();
      onDone();
    } catch (err) {
      setError(errorMessage(err, m.postFailed));
      setBusy(false);
    }
  }

  return (
    <form className="stack admin-incident-update" onSubmit={submit} aria-label={m.addUpdateOf({ title: incident.title })} noValidate>
      <div className="field">
        <label htmlFor={`${id}-message`}>{m.update}</label>
        <textarea id={`${id}-message`} rows={3} autoFocus value={message} maxLength={INCIDENT_MESSAGE_MAX} onChange={(e) => setMessage(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-state`}>{m.state}</label>
        <StateSelect id={`${id}-state`} value={state} onChange={setState} />
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="row">
        <button type="submit" className="button button-primary" aria-disabled={busy}>
          {busy ? m.posting : m.post}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {m.cancel}
        </button>
      </div>
    </form>
  );
}

function IncidentItem({ incident, onRemove }: { incident: Incident; onRemove: () => void }) {
  const m = useMessages(incidentsMessages);
  const w = useMessages(statusWords);
  const page = useMessages(statusPageMessages);
  const [adding, setAdding] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setAdding(false);
    // Back to the button that opened it, so the keyboard stays where it was.
    requestAnimationFrame(() => opener.current?.focus());
  };
  const affects = incident.affects.map((a) => ((STATUS_PARTS as readonly string[]).includes(a) ? page[a as StatusPart] : a)).join(', ');
  return (
    <li className="card stack admin-incident">
      <div className="row between">
        <h3>{incident.title}</h3>
        <span className={`state-badge ${incident.state === 'resolved' ? 'state-online' : 'state-warning'}`}>{w[incident.state]}</span>
      </div>
      {affects && <p className="muted">{page.affects({ parts: affects })}</p>}
      <p className="muted">
        {incident.resolved_at ? m.resolvedAt({ time: formatDate(incident.resolved_at) }) : m.openedAt({ time: formatDate(incident.created_at) })}
      </p>
      <ol className="list-plain admin-incident-updates">
        {[...incident.updates].reverse().map((u) => (
          <li key={u.at}>
            <strong>{w[u.state]}</strong> · <small className="muted">{formatDate(u.at)}</small>
            <p>{u.message}</p>
          </li>
        ))}
      </ol>
      {adding ? (
        <UpdateForm incident={incident} onDone={close} />
      ) : (
        <div className="row">
          {incident.state !== 'resolved' && (
            <button
              ref={opener}
              type="button"
              className="button button-small"
              aria-label={m.addUpdateOf({ title: incident.title })}
              onClick={() => setAdding(true)}
            >
              {m.addUpdate}
            </button>
          )}
          <button type="button" className="button button-small button-danger" aria-label={m.removeLabel({ title: incident.title })} onClick={onRemove}>
            {m.remove}
          </button>
        </div>
      )}
    </li>
  );
}

export function IncidentsTab() {
  const m = useMessages(incidentsMessages);
  const list = useStore(incidentsQuery.store);
  const [removing, setRemoving] = useState<Incident | null>(null);

  async function remove() {
    if (!removing) return;
    await runToasted(async () => {
      await mutation(() => unwrap(api.api.admin.status.incidents({ id: removing.id }).delete()));
      toast.success(m.removed);
      await refresh();
    }, m.removeFailed);
    setRemoving(null);
  }

  return (
    <div className="grid grid-2 admin-incidents">
      <NewIncidentForm />
      <section className="stack" aria-labelledby="incidents-list">
        <div className="row between">
          <h2 id="incidents-list">{m.list}</h2>
          <a href={linkIn(pageLocale, '/status')}>{m.statusPage}</a>
        </div>
        {list.status === 'loading' && !list.data && <p className="muted">{m.loading}</p>}
        {list.error && !list.data && <p className="field-error">{list.error}</p>}
        <ul className="list-plain stack" aria-label={m.listLabel}>
          {list.data?.length === 0 && <li className="muted">{m.nothing}</li>}
          {list.data?.map((incident) => (
            <IncidentItem key={incident.id} incident={incident} onRemove={() => setRemoving(incident)} />
          ))}
        </ul>
      </section>
      {/* Players read it at once on the public page: removing one is asked, naming it. */}
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        keepOpenWhileBusy
        title={removing ? m.confirmTitle({ title: removing.title }) : m.confirmTitleEmpty}
        cancel={m.cancel}
        confirm={m.removeIncident}
        busyLabel={m.removing}
        onConfirm={remove}
      >
        <p>{m.confirmText}</p>
      </ConfirmDialog>
    </div>
  );
}
