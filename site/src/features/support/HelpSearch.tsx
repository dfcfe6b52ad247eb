/** Searches the help centre as the player types, before they write a ticket: the answer may already be written. */
import { useId, useMemo, useState } from 'react';
import { HELP_ARTICLES } from '../help/articles';
import { helpPath } from '../help/article';
import { indexArticles, searchArticles } from '../help/search';

export function HelpSearch() {
  const [query, setQuery] = useState('');
  const index = useMemo(() => indexArticles(HELP_ARTICLES), []);
  const found = useMemo(() => searchArticles(index, query, 6), [index, query]);
  const id = useId();
  return (
    <section className="card stack support-help" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Search the help centre</h2>
      <div className="field">
        <label htmlFor={`${id}-q`}>What do you need help with?</label>
        <input id={`${id}-q`} type="search" value={query} maxLength={100} placeholder="For example: refund, two-factor, baron" onChange={(e) => setQuery(e.target.value)} />
      </div>
      {query.trim() !== '' && (
        <div role="status">
          {found.length ? (
            <ul className="list-plain" aria-label="Help articles found">
              {found.map((a) => (
                <li key={a.slug}>
                  <a href={helpPath(a.slug)}>{a.title}</a>
                  <p className="muted support-help-summary">{a.summary}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">No article matches. Write to us below.</p>
          )}
        </div>
      )}
      <p className="muted">
        Or browse the <a href="/help">help centre</a>.
      </p>
    </section>
  );
}
