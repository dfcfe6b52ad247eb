/** The player's scripts and the library of examples, beside the editor. */
import { SCRIPT_LIBRARY, type ScriptExample } from '@shared/scripts/library';
import { useMessages } from '../../lib/i18n';
import { exampleWords, scriptLibraryMessages } from './library.messages';
import { scriptSidebarMessages } from './scripts.messages';
import type { ScriptSummary } from './queries';

type Props = {
  scripts: ScriptSummary[] | null;
  current: string | null;
  onOpen: (id: string) => void;
  onExample: (example: ScriptExample) => void;
  onNew: () => void;
};

export function ScriptSidebar({ scripts, current, onOpen, onExample, onNew }: Props) {
  const t = useMessages(scriptSidebarMessages);
  const library = useMessages(scriptLibraryMessages);
  return (
    <aside className="stack scripts-sidebar">
      <section className="card stack" aria-labelledby="your-scripts">
        <div className="row-between">
          <h2 id="your-scripts">{t.yours}</h2>
          <button type="button" className="button button-small" onClick={onNew}>
            {t.newScript}
          </button>
        </div>
        {scripts === null ? (
          <p className="muted">{t.loading}</p>
        ) : scripts.length === 0 ? (
          <p className="muted">{t.none}</p>
        ) : (
          <ul className="script-list">
            {scripts.map((s) => (
              <li key={s.id}>
                <button type="button" className="link-button" aria-current={s.id === current ? 'true' : undefined} onClick={() => onOpen(s.id)}>
                  <bdi>{s.name}</bdi>
                </button>{' '}
                <span className="muted">{t.latest({ version: s.latest })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card stack" aria-labelledby="script-library">
        <h2 id="script-library">{t.library}</h2>
        <ul className="script-list">
          {SCRIPT_LIBRARY.map((example) => {
            const words = exampleWords(example, library);
            return (
              <li key={example.id}>
                <button type="button" className="link-button" onClick={() => onExample({ ...example, ...words })}>
                  {words.name}
                </button>
                <p className="muted small">{words.description}</p>
              </li>
            );
          })}
        </ul>
      </section>
    </aside>
  );
}
