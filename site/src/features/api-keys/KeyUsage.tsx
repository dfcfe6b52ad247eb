/** How a key is used: what it can call, and where the full reference is (only linked where it can be reached). */
import { useId } from 'react';
import { useMessages } from '../../lib/i18n';
import { fill } from '../../components/ui/fill';
import { apiKeysMessages } from './api-keys.messages';

/** Set when the site calls the API on its own origin (PUBLIC_API_URL); otherwise the docs are not served through the site. */
const API_URL: string = import.meta.env.PUBLIC_API_URL || '';

export function KeyUsage() {
  const id = useId();
  const t = useMessages(apiKeysMessages);
  return (
    <section className="api-keys-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t.usingTitle}</h3>
      <p>
        {fill(t.using, {
          header: <code>Authorization: Bearer cst_…</code>,
          api: <code>/api</code>,
          scope: t.quotedScope,
          route: <code>{'POST /api/bots/<id>/actions'}</code>,
        })}
      </p>
      {API_URL ? (
        <p>{fill(t.reference, { link: <a href={`${API_URL.replace(/\/$/, '')}/swagger`}>{t.referenceLink}</a> })}</p>
      ) : (
        <p className="muted">{t.referenceElsewhere}</p>
      )}
    </section>
  );
}
