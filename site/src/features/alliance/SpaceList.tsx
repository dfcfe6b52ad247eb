/** The player's spaces, the form for a new one (Professional) and a box for an invitation code. */
import { useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { InPageLink } from '../../components/ui/InPageLink';
import { here, useMessages } from '../../lib/i18n';
import { spaceListMessages } from './alliance.messages';
import { CreateSpaceForm } from './CreateSpaceForm';
import { roleName } from './format';
import { spacesQuery } from './queries';

export function SpaceList({ onOpen, onCode }: { onOpen: (id: string) => void; onCode: (code: string) => void }) {
  const m = useMessages(spaceListMessages);
  const { data, status, error } = useStore(spacesQuery.store);
  return (
    <div className="alliance-layout">
      <div className="stack">
        <section className="card stack" aria-labelledby="alliance-spaces-title">
          <h2 id="alliance-spaces-title">{m.heading}</h2>
          {status === 'loading' && !data && <p className="muted">{m.loading}</p>}
          {error && !data && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
          {data && data.spaces.length === 0 && <p className="muted">{m.none}</p>}
          {data && data.spaces.length > 0 && (
            <ul className="list-plain alliance-spaces">
              {data.spaces.map((s) => (
                <li key={s.id}>
                  <InPageLink href={here(`/alliance?space=${encodeURIComponent(s.id)}`)} onOpen={() => onOpen(s.id)}>
                    <bdi>{s.name}</bdi>
                  </InPageLink>
                  <p className="muted alliance-meta">
                    {m.on({ alliance: s.game_alliance.name, server: s.server })} · {m.members(s.members)} ·{' '}
                    <span className="state-badge">{roleName(s.standing)}</span>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
        {data &&
          (data.can_create ? (
            <CreateSpaceForm onCreated={onOpen} />
          ) : (
            <section className="card stack" aria-labelledby="alliance-plan-title">
              <h2 id="alliance-plan-title">{m.create}</h2>
              <p>{m.needsPlan({ plan: data.plan_needed })}</p>
              <p>
                <a className="button" href={here('/pricing')}>
                  {m.seePlans}
                </a>
              </p>
            </section>
          ))}
      </div>
      <CodeForm onCode={onCode} />
    </div>
  );
}

function CodeForm({ onCode }: { onCode: (code: string) => void }) {
  const id = useId();
  const m = useMessages(spaceListMessages);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return setError(m.pasteCode);
    setError(null);
    onCode(code.trim());
  }
  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{m.haveInvitation}</h2>
      <form className="stack" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-code`}>{m.code}</label>
          <input
            id={`${id}-code`}
            value={code}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-help`}
            onChange={(e) => setCode(e.target.value)}
          />
          <p className="muted field-help" id={`${id}-help`}>
            {m.codeHelp}
          </p>
          {error && (
            <p className="field-error" id={`${id}-error`} role="alert">
              {error}
            </p>
          )}
        </div>
        <div>
          <button type="submit" className="button">
            {m.open}
          </button>
        </div>
      </form>
    </section>
  );
}
