import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $toasts, dismissToast, showFlashedToasts } from './store';

export function Toaster() {
  const toasts = useStore($toasts);
  useEffect(showFlashedToasts, []);
  return (
    <div className="toaster" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast-${t.kind}`} role={t.kind === 'error' ? 'alert' : 'status'}>
          <span>{t.message}</span>
          <button type="button" aria-label="Dismiss" onClick={() => dismissToast(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
