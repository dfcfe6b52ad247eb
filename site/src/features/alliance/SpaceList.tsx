/** The player's spaces, the form for a new one (Professional) and a box for an invitation code. */
import { useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { ROLE_NAMES } from '@shared/alliances';
import { CreateSpaceForm } from './CreateSpaceForm';
import { spacesQuery } from './queries';

export function SpaceList({ onOpen, onCode }: { onOpen: (id: string) => void; onCode: (code: string) => void }) {
  const { data, status, error } = useStore(spacesQuery.store);
  return (
    <div className="alliance-layout">
      <div className="stack">
        <section className="card stack" aria-labelledby="alliance-spaces-title">
          <h2 id="alliance-spaces-title">Your spaces</h2>
          {status === 'loading' && !data && <p className="muted">Loading your spaces…</p>}
          {error && !data && <p className="field-error" role="alert">{error}</p>}
          {data && data.spaces.length === 0 && <p className="muted">You are in no alliance space yet. Create one, or accept an invitation.</p>}
          {data && data.spaces.length > 0 && (
            <ul className="list-plain alliance-spaces">
              {data.spaces.map((s) => (
                <li key={s.id}>
                  <a
                    href={`/alliance?space=${encodeURIComponent(s.id)}`}
                    onClick={(e) => {
                      e.preventDefault();
                      onOpen(s.id);
                    }}
                  >
                    {s.name}
                  </a>
                  <p className="muted alliance-meta">
                    {s.game_alliance.name} on {s.server} · {s.members} member{s.members === 1 ? '' : 's'} · <span className="state-badge">{ROLE_NAMES[s.standing]}</span>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
        {data && (data.can_create ? <CreateSpaceForm onCreated={onOpen} /> : (
          <section className="card stack" aria-labelledby="alliance-plan-title">
            <h2 id="alliance-plan-title">Create a space</h2>
            <p>Alliance spaces come with the {data.plan_needed} plan. On your plan you can join a space you are invited to, read-only: you see its members, attacks, rules and calendar, and share your game accounts' attacks.</p>
            <p><a className="button" href="/pricing">See the plans</a></p>
          </section>
        ))}
      </div>
      <CodeForm onCode={onCode} />
    </div>
  );
}

function CodeForm({ onCode }: { onCode: (code: string) => void }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return setError('Please paste the invitation code.');
    setError(null);
    onCode(code.trim());
  }
  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Have an invitation?</h2>
      <form className="stack" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-code`}>Invitation code</label>
          <input id={`${id}-code`} value={code} autoComplete="off" spellCheck={false} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : `${id}-help`} onChange={(e) => setCode(e.target.value)} />
          <p className="muted field-help" id={`${id}-help`}>An officer of the space gives you a code, or mails you a link that opens here.</p>
          {error && <p className="field-error" id={`${id}-error`} role="alert">{error}</p>}
        </div>
        <div><button type="submit" className="button">Open invitation</button></div>
      </form>
    </section>
  );
}
