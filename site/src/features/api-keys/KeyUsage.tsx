/** How a key is used: what it can call, and where the full reference is (only linked where it can be reached). */
import { useId } from 'react';

/** Set when the site calls the API on its own origin (PUBLIC_API_URL); otherwise the docs are not served through the site. */
const API_URL: string = import.meta.env.PUBLIC_API_URL || '';

export function KeyUsage() {
  const id = useId();
  return (
    <section className="api-keys-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Using a key</h3>
      <p>
        Send it as <code>Authorization: Bearer cst_…</code> to this site's <code>/api</code> routes. A key reads your bots, their consoles, your game
        accounts, templates, notifications and subscription; with “Read and control bots” it can also start and stop bots with{' '}
        <code>{'POST /api/bots/<id>/actions'}</code>. It cannot sign in, change settings, pay or delete anything. Each key may make a limited number of
        requests a minute.
      </p>
      {API_URL ? (
        <p>
          Every route is described in the <a href={`${API_URL.replace(/\/$/, '')}/swagger`}>API reference</a>.
        </p>
      ) : (
        <p className="muted">Every route is described in the API reference (Swagger) that the Castellan API serves at /swagger.</p>
      )}
    </section>
  );
}
