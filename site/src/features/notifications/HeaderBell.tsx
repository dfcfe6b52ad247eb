/**
 * Puts the bell into the static header (its slot, `[data-notification-bell]`, sits beside the user
 * menu). The app's islands render it, so the marketing pages stay free of scripts; it shows only
 * to a signed-in person.
 */
import { createPortal } from 'react-dom';
import { useStore } from '@nanostores/react';
import { $session } from '../session/store';
import { NotificationBell } from './NotificationBell';

export function HeaderBell() {
  const { status } = useStore($session);
  const slot = typeof document === 'undefined' ? null : document.querySelector('[data-notification-bell]');
  if (status !== 'signed-in' || !slot) return null;
  return createPortal(<NotificationBell />, slot);
}
