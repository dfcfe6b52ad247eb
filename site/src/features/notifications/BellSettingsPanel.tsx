/** Settings → Notifications: which kinds of notification the header's bell shows (each saved at once). */
import { useEffect, useState } from 'react';
import { BELL_DEFAULTS, NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS, type NotificationKind } from '@shared/notifications';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { Loading, SkeletonLines } from '../../components/ui/Skeleton';
import { api, unwrap } from '../../lib/api';
import { mutation } from '../../lib/data';
import { invalidate } from '../../lib/query/store';
import { errorMessage, toast } from '../toasts/store';

type Bell = Record<NotificationKind, boolean>;

export function BellSettingsPanel() {
  const [bell, setBell] = useState<Bell | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [saving, setSaving] = useState<NotificationKind | null>(null);

  const load = async () => {
    setFailed(null);
    try {
      setBell((await unwrap(api.api.users.me['notification-settings'].get())).bell);
    } catch (err) {
      setFailed(errorMessage(err, 'Could not load your notification settings'));
    }
  };
  useEffect(() => {
    void load();
  }, []);

  const toggle = async (kind: NotificationKind, on: boolean) => {
    if (!bell) return;
    setSaving(kind);
    setBell({ ...bell, [kind]: on });
    try {
      setBell((await mutation(() => unwrap(api.api.users.me['notification-settings'].patch({ bell: { [kind]: on } })))).bell);
      await invalidate('notifications', 'notifications-unread');
    } catch (err) {
      setBell(bell);
      toast.error(errorMessage(err, 'Could not save your notification settings'));
    }
    setSaving(null);
  };

  if (failed) return <ErrorPanel what="your notification settings" message={failed} requestId={null} onRetry={load} retrying={false} />;
  if (!bell) {
    return (
      <Loading label="Loading your notification settings…">
        <SkeletonLines lines={4} />
      </Loading>
    );
  }
  return (
    <div className="stack">
      <p className="muted">
        The bell in the header shows what you tick here. Every notification is kept either way: what you turn on later shows from then on.
      </p>
      <fieldset>
        <legend>On the bell</legend>
        <div className="stack bell-kinds">
          {NOTIFICATION_KINDS.map((kind) => (
            <label key={kind} className="checkbox">
              <input type="checkbox" checked={bell[kind]} disabled={saving === kind} onChange={(e) => void toggle(kind, e.target.checked)} />
              <span>
                {NOTIFICATION_KIND_LABELS[kind]}
                {!BELL_DEFAULTS[kind] && <span className="muted"> (off unless you turn it on)</span>}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
