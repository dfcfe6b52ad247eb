/** What an app page shows while the session is read back (the spec's "Initialising session...") or the guard sends the visitor on. */
import { defineMessages } from '@shared/i18n/messages';

export const sessionMessages = defineMessages('auth/session', {
  restoring: 'Initialising session...',
  redirecting: 'Redirecting…',
});
