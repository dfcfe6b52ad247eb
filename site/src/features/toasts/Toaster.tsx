import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from '@nanostores/react';
import { $modalHost } from '../../components/ui/modal-host';
import { $toasts, dismissToast, showFlashedToasts } from './store';
import { Icon } from '../../components/ui/Icon';
import { toastMessages } from '../../components/ui/ui.messages';
import { useMessages } from '../../lib/i18n';

export function Toaster() {
  const t = useMessages(toastMessages);
  const toasts = useStore($toasts);
  const modal = useStore($modalHost);
  useEffect(showFlashedToasts, []);
  const region = (
    <div className="toaster" aria-live="polite">
      {toasts.map((item) => (
        <div key={item.id} className={`toast toast-${item.kind}`} role={item.kind === 'error' ? 'alert' : 'status'}>
          <span>
            {item.message}
            {item.detail && (
              <>
                {' '}
                <span className="toast-detail">{item.detail}</span>
              </>
            )}
            {item.link && (
              <>
                {' '}
                <a href={item.link.href}>{item.link.label}</a>
              </>
            )}
          </span>
          <button type="button" aria-label={t.dismiss} onClick={() => dismissToast(item.id)}>
            <Icon name="x" />
          </button>
        </div>
      ))}
    </div>
  );
  // While a modal dialog is open the page behind it is inert and covered: the toasts move into it.
  return modal ? createPortal(region, modal) : region;
}
