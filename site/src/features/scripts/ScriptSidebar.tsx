/** The player's scripts and the library of examples, beside the editor. */
import { SCRIPT_LIBRARY, type ScriptExample } from '@shared/scripts/library';
import type { ScriptSummary } from './queries';

type Props = { scripts: ScriptSummary[] | null; current: string | null; onOpen: (id: string) => void; onExample: (example: ScriptExample) => void; onNew: () => void };

export function ScriptSidebar({ scripts, current, onOpen, onExample, onNew }: Props) {
  return (
    <aside className="stack scripts-sidebar">
      <section className="card stack" aria-labelledby="your-scripts">
        <div className="row-between">
          <h2 id="your-scripts">Your scripts</h2>
          <button type="button" className="button button-small" onClick={onNew}>New script</button>
        </div>
        {scripts === null ? (
          <p className="muted">Loading…</p>
        ) : scripts.length === 0 ? (
          <p className="muted">None yet: start from an example below.</p>
        ) : (
          <ul className="script-list">
            {scripts.map((s) => (
              <li key={s.id}>
                <button type="button" className="link-button" aria-current={s.id === current ? 'true' : undefined} onClick={() => onOpen(s.id)}>
                  {s.name}
                </button>{' '}
                <span className="muted">v{s.latest}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card stack" aria-labelledby="script-library">
        <h2 id="script-library">Script library</h2>
        <ul className="script-list">
          {SCRIPT_LIBRARY.map((example) => (
            <li key={example.id}>
              <button type="button" className="link-button" onClick={() => onExample(example)}>
                {example.name}
              </button>
              <p className="muted small">{example.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
