/** Recovery codes, shown this once: copy them, download them, and say they are saved before moving on. */
import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { Icon } from '../../components/ui/Icon';
import { useMessages } from '../../lib/i18n';
import { $session } from '../session/store';
import { CopyButton } from './CopyButton';
import { recoveryCodesFile } from './format';
import { recoveryCodesMessages } from './two-factor.messages';

export function RecoveryCodes({ codes, onSaved }: { codes: readonly string[]; onSaved: () => void }) {
  const { user } = useStore($session);
  const t = useMessages(recoveryCodesMessages);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The step before (a form) is gone: the codes are where the reader continues.
  useEffect(() => headingRef.current?.focus(), []);

  function download() {
    const blob = new Blob([recoveryCodesFile(codes, user?.email ?? '', new Date(), t)], { type: 'text/plain' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = 'castellan-recovery-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  return (
    <div className="security-codes" aria-labelledby="recovery-codes-title" role="group">
      <h3 id="recovery-codes-title" ref={headingRef} tabIndex={-1}>
        {t.title}
      </h3>
      <p className="security-warning">
        <Icon name="alert" />
        <span>
          <strong>{t.saveNow}</strong> {t.shownOnce}
        </span>
      </p>
      <ol className="security-code-list" aria-label={t.listLabel}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="row">
        <CopyButton text={codes.join('\n')} label={t.copy} copied={t.copied} />
        <button type="button" className="button button-small" onClick={download}>
          {t.download}
        </button>
        <button type="button" className="button button-primary button-small" onClick={onSaved}>
          {t.saved}
        </button>
      </div>
    </div>
  );
}
