/** Route guards of spec §2, as pure decisions the app root acts on. */
import type { SessionState } from './store';
import { LOGIN_PATH, DEFAULT_AFTER_LOGIN } from '@shared/routes';

export type Access = 'public' | 'user' | 'admin';

/** Where to send the visitor instead, or null to show the page. */
export function guardRedirect(access: Access, session: SessionState, currentPath: string): string | null {
  if (access === 'public' || session.status === 'restoring') return null;
  if (session.status === 'signed-out') return `${LOGIN_PATH}?redirect=${encodeURIComponent(currentPath)}`;
  const isAdmin = session.user.user_metadata.isAdmin || session.user.app_metadata.isAdmin;
  if (access === 'admin' && !isAdmin) return DEFAULT_AFTER_LOGIN;
  return null;
}
