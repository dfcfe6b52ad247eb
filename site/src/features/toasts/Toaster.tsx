import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from '@nanostores/react';
import { $modalHost } from '../../components/ui/modal-host';
import { $toasts, dismissToast, showFlashedToasts } from './store';
import { Icon } from '../../components/ui/Icon';

export function Toaster() {
  const toasts = useStore($toasts);
  const modal = useStore($modalHost);
  useEffect(showFlashedToasts, []);
  const region = (
    <div className="toaster" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast-${t.kind}`} role={t.kind === 'error' ? 'alert' : 'status'}>
          <span>
            {t.message}
            {t.link && (
              <>
                {' '}
                <a href={t.link.href}>{t.link.label}</a>
              </>
            )}
          </span>
          <button type="button" aria-label="Dismiss" onClick={() => dismissToast(t.id)}>
            <Icon name="x" />
          </button>
        </div>
      ))}
    </div>
  );
  // While a modal dialog is open the page behind it is inert and covered: the toasts move into it.
  return modal ? createPortal(region, modal) : region;
}
