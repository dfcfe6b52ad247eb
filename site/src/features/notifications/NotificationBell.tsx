/**
 * The header's bell: the unread count on a badge and in its name ("Notifications, 3 unread"); it opens
 * a panel with the newest events, each unread one marked and each a link to where the player acts on it
 * (following it marks it read), to mark one or all read, and an incoming attack
 * still on its way to acknowledge (its reminders stop). Escape or a click
 * elsewhere closes it and focus goes back to the bell.
 */
import { useEffect, useId, useRef, useState, type CSSProperties, type MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { Icon } from '../../components/ui/Icon';
import { RelativeTime } from '../../components/ui/RelativeTime';
import { Loading, SkeletonLines } from '../../components/ui/Skeleton';
import { notificationsQuery, unreadQuery } from '../../lib/data';
import { acknowledgeAttack, markNotificationsRead } from './actions';
import { badgeText, bellLabel } from './read-state';
import { here, useMessages } from '../../lib/i18n';
import { bellMessages } from './notifications.messages';
import './notifications.css';

/** The panel hangs under the bell, inside the window however narrow (the bell is not at the edge). */
function panelPosition(button: HTMLElement): CSSProperties {
  const rect = button.getBoundingClientRect();
  const width = Math.min(360, window.innerWidth - 16);
  const right = Math.max(8, Math.min(window.innerWidth - rect.right, window.innerWidth - width - 8));
  return { top: rect.bottom + 6, right, width };
}

export function NotificationBell() {
  const t = useMessages(bellMessages);
  const unread = useStore(unreadQuery.store);
  const events = useStore(notificationsQuery.store);
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<CSSProperties>({});
  const [busy, setBusy] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const count = unread.data?.unread;

  // The list changed (a poll, another screen): the count may have too.
  useEffect(() => {
    if (events.updatedAt) void unreadQuery.refetch();
  }, [events.updatedAt]);

  useEffect(() => {
    if (!open) return;
    const close = (returnFocus: boolean) => {
      setOpen(false);
      if (returnFocus) buttonRef.current?.focus();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close(true);
    };
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  function toggle() {
    if (open) return setOpen(false);
    if (buttonRef.current) setPosition(panelPosition(buttonRef.current));
    setOpen(true);
    // Opening shows the events as they are now.
    void notificationsQuery.refetch();
  }

  async function markRead(ids?: string[]) {
    setBusy(true);
    await markNotificationsRead(ids);
    setBusy(false);
  }

  /** Following an unread one marks it read first (a plain click; a new tab or window leaves it as it is). */
  function follow(e: MouseEvent<HTMLAnchorElement>, id: string, read: boolean) {
    setOpen(false);
    if (read || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    const href = e.currentTarget.href;
    void markNotificationsRead([id]).finally(() => window.location.assign(href));
  }

  const badge = badgeText(count);
  return (
    <div className="bell">
      <button
        ref={buttonRef}
        type="button"
        className="bell-button"
        aria-label={bellLabel(count, t)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <Icon name="bell" size={20} />
        {badge && (
          <span className="bell-badge" aria-hidden="true">
            {badge}
          </span>
        )}
      </button>
      <div ref={panelRef} id={panelId} className="bell-panel" role="dialog" aria-label={t.title} hidden={!open} style={position}>
        {open && (
          <>
            <div className="bell-panel-head">
              <h2>{t.title}</h2>
              <button type="button" className="button button-small" disabled={busy || !count} onClick={() => void markRead()}>
                {t.markAllRead}
              </button>
            </div>
            {events.data ? (
              events.data.length ? (
                <ul className="list-plain bell-list" aria-label={t.botEvents}>
                  {events.data.map((n) => (
                    <li key={n.id} className={n.read ? 'bell-item' : 'bell-item bell-item-unread'}>
                      <span className="bell-dot" aria-hidden="true" />
                      <div className="bell-item-text">
                        <span>
                          {!n.read && <span className="visually-hidden">{t.unread} </span>}
                          {/* Each leads where the player acts on it (the API's destination.ts: the account to fix, the console, the plans…). */}
                          <a className="bell-item-link" href={here(n.link)} onClick={(e) => follow(e, n.id, n.read)}>
                            {n.message}
                          </a>
                        </span>
                        <small className="muted">
                          <RelativeTime iso={n.created_at} />
                          {n.resolved_at && <> · {t.resolved}</>}
                        </small>
                      </div>
                      {n.open_attack && (
                        <button
                          type="button"
                          className="button button-small"
                          aria-label={t.acknowledgeOf({ message: n.message })}
                          disabled={busy}
                          onClick={() => void acknowledgeAttack(n.open_attack!)}
                        >
                          {t.acknowledge}
                        </button>
                      )}
                      {!n.read && (
                        <button
                          type="button"
                          className="icon-button"
                          aria-label={t.markReadOf({ message: n.message })}
                          disabled={busy}
                          onClick={() => void markRead([n.id])}
                        >
                          <Icon name="check" />
                        </button>
                      )}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="muted bell-empty">{t.empty}</p>
              )
            ) : events.status === 'error' ? (
              <ErrorPanel
                what={t.yourNotifications}
                message={events.error}
                requestId={events.requestId}
                onRetry={notificationsQuery.refetch}
                retrying={events.fetching}
              />
            ) : (
              <Loading label={t.loading}>
                <SkeletonLines lines={3} />
              </Loading>
            )}
          </>
        )}
      </div>
    </div>
  );
}
