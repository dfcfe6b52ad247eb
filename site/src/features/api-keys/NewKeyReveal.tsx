/** The key just made, shown this once (only its hash is kept), with Copy and a first command to try. */
import { useEffect, useId, useRef } from 'react';
import { API_BASE } from '../../lib/api';
import { useMessages } from '../../lib/i18n';
import { CopyButton } from '../security/CopyButton';
import type { ApiKey } from './actions';
import { apiKeysMessages } from './api-keys.messages';
import { curlExample, curlStartExample } from './form';

export function NewKeyReveal({ created, onDone }: { created: { key: string; apiKey: ApiKey }; onDone: () => void }) {
  const id = useId();
  const t = useMessages(apiKeysMessages);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone: the person continues from here, where the key is.
  useEffect(() => headingRef.current?.focus(), []);
  const canControl = created.apiKey.scopes.includes('bots');

  return (
    <section className="api-keys-section api-keys-reveal" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        {t.newKeyTitle({ name: created.apiKey.name })}
      </h3>
      <p className="api-keys-warning" role="status">
        <strong>{t.copyNow}</strong> {t.fingerprint}
      </p>
      <div className="field">
        <label htmlFor={`${id}-key`}>{t.key}</label>
        <div className="api-keys-copy-row">
          <input
            id={`${id}-key`}
            className="api-keys-secret"
            type="text"
            readOnly
            value={created.key}
            onFocus={(e) => e.currentTarget.select()}
            spellCheck={false}
          />
          <CopyButton text={created.key} label={t.copyKey} copied={t.keyCopied} />
        </div>
      </div>
      <p>{t.listBots}</p>
      <pre className="api-keys-code">
        <code>{curlExample(API_BASE, created.key)}</code>
      </pre>
      {canControl && (
        <>
          <p>{t.startOne}</p>
          <pre className="api-keys-code">
            <code>{curlStartExample(API_BASE, created.key)}</code>
          </pre>
        </>
      )}
      <button type="button" className="button" onClick={onDone}>
        {t.copied}
      </button>
    </section>
  );
}
