/** The key just made, shown this once (only its hash is kept), with Copy and a first command to try. */
import { useEffect, useId, useRef } from 'react';
import { API_BASE } from '../../lib/api';
import { CopyButton } from '../security/CopyButton';
import type { ApiKey } from './actions';
import { curlExample, curlStartExample } from './form';

export function NewKeyReveal({ created, onDone }: { created: { key: string; apiKey: ApiKey }; onDone: () => void }) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone: the person continues from here, where the key is.
  useEffect(() => headingRef.current?.focus(), []);
  const canControl = created.apiKey.scopes.includes('bots');

  return (
    <section className="api-keys-section api-keys-reveal" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        Your new key “{created.apiKey.name}”
      </h3>
      <p className="api-keys-warning" role="status">
        <strong>Copy it now: you will not see it again.</strong> Castellan keeps only a fingerprint of it.
      </p>
      <div className="field">
        <label htmlFor={`${id}-key`}>API key</label>
        <div className="api-keys-copy-row">
          <input id={`${id}-key`} className="api-keys-secret" type="text" readOnly value={created.key} onFocus={(e) => e.currentTarget.select()} spellCheck={false} />
          <CopyButton text={created.key} label="Copy the API key" what="API key" />
        </div>
      </div>
      <p>Send it as a bearer token. To list your bots:</p>
      <pre className="api-keys-code">
        <code>{curlExample(API_BASE, created.key)}</code>
      </pre>
      {canControl && (
        <>
          <p>To start one (stop works the same way):</p>
          <pre className="api-keys-code">
            <code>{curlStartExample(API_BASE, created.key)}</code>
          </pre>
        </>
      )}
      <button type="button" className="button" onClick={onDone}>
        I have copied it
      </button>
    </section>
  );
}
