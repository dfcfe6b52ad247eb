/** Searches the help centre as the player types, before they write a ticket: the answer may already be written. */
import { useId, useMemo, useState } from 'react';
import { helpArticles } from '../help/articles';
import { helpPath } from '../help/article';
import { indexArticles, searchArticles } from '../help/search';
import { here, pageLocale, useMessages } from '../../lib/i18n';
import { fill } from '../../components/ui/fill';
import { helpSearchMessages } from './support.messages';

/** The help centre's articles in the page's language (their words are loaded with the page's, lib/i18n). */
export function HelpSearch() {
  const m = useMessages(helpSearchMessages);
  const [query, setQuery] = useState('');
  const index = useMemo(() => indexArticles(helpArticles(pageLocale)), []);
  const found = useMemo(() => searchArticles(index, query, 6), [index, query]);
  const id = useId();
  return (
    <section className="card stack support-help" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{m.title}</h2>
      <div className="field">
        <label htmlFor={`${id}-q`}>{m.label}</label>
        <input id={`${id}-q`} type="search" value={query} maxLength={100} placeholder={m.placeholder} onChange={(e) => setQuery(e.target.value)} />
      </div>
      {query.trim() !== '' && (
        <div role="status">
          {found.length ? (
            <ul className="list-plain" aria-label={m.found}>
              {found.map((a) => (
                <li key={a.slug}>
                  <a href={here(helpPath(a.slug))}>{a.title}</a>
                  <p className="muted support-help-summary">{a.summary}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">{m.none}</p>
          )}
        </div>
      )}
      <p className="muted">{fill(m.browse({ link: '{link}' }), { link: <a href={here('/help')}>{m.helpCentre}</a> })}</p>
    </section>
  );
}
