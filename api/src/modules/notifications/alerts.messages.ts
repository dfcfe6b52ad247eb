/**
 * The words alerts carry around a notification's own (alerts.ts): a device's title, the tests a player
 * sends themselves, the alert mail. A push's title is otherwise the kind's name (notifications/kinds)
 * without its parenthesis.
 */
import { defineMessages } from '@shared/i18n/messages';

export const alertWords = defineMessages('notifications/alerts', {
  attackTitle: 'Incoming attack',
  /** The buttons of an attack's push notification. */
  acknowledge: 'Acknowledge',
  openConsole: 'Open console',
  testPushTitle: 'Castellan',
  testPush: 'A test notification: your alerts will appear like this.',
  testDiscord: 'Castellan: a test alert. Your bots’ alerts will appear in this channel.',
});

/** An alert mail: its subject names the kind (one per kind that may be mailed, EMAIL_KINDS). */
export const alertMail = defineMessages('mail/alerts', {
  attackSubject: 'Castellan: incoming attacks',
  errorSubject: 'Castellan: a bot failed',
  openConsole: "Open the bot's console",
  openDashboard: 'Open your dashboard',
  why: 'You get this mail because you asked for it in Settings → Notifications; turn it off there. Further alerts of this kind within 10 minutes are on the bell only.',
});

/** The subject's key of each kind that may be mailed. */
export const ALERT_SUBJECTS = { attack: 'attackSubject', error: 'errorSubject' } as const;

