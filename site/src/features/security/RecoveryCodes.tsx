/** Recovery codes, shown this once: copy them, download them, and say they are saved before moving on. */
import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { Icon } from '../../components/ui/Icon';
import { $session } from '../session/store';
import { CopyButton } from './CopyButton';
import { recoveryCodesFile } from './format';

export function RecoveryCodes({ codes, onSaved }: { codes: readonly string[]; onSaved: () => void }) {
  const { user } = useStore($session);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The step before (a form) is gone: the codes are where the reader continues.
  useEffect(() => headingRef.current?.focus(), []);

  function download() {
    const blob = new Blob([recoveryCodesFile(codes, user?.email ?? '', new Date())], { type: 'text/plain' });
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
        Your recovery codes
      </h3>
      <p className="security-warning">
        <Icon name="alert" />
        <span>
          <strong>Save these now.</strong> They are shown only this once. Each code signs you in once when your authenticator app is not at hand.
        </span>
      </p>
      <ol className="security-code-list" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="row">
        <CopyButton text={codes.join('\n')} label="Copy the recovery codes" what="Recovery codes" />
        <button type="button" className="button button-small" onClick={download}>
          Download (.txt)
        </button>
        <button type="button" className="button button-primary button-small" onClick={onSaved}>
          I saved them
        </button>
      </div>
    </div>
  );
}
