/**
 * The words alerts carry around a notification's own (alerts.ts): a device's title, the tests a player
 * sends themselves, the alert mail. A push's title is otherwise the kind's name (notifications/kinds)
 * without its parenthesis.
 */
import { defineMessages } from '@shared/i18n/messages';
import type { Place } from './destination';

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
  /** The button of a mail whose fix is the game account (a wrong game password, an unusable proxy). */
  fixAccount: 'Update the game account',
  openWebhooks: 'Open your webhooks',
  seePlans: 'See the plans',
  openPlan: 'Open your plan',
  openTicket: 'Open your ticket',
  why: 'You get this mail because you asked for it in Settings → Notifications; turn it off there. Further alerts of this kind within 10 minutes are on the bell only.',
});

/** The button of an alert mail, by the page it leads to (destination.ts). */
export const PLACE_ACTIONS = {
  console: 'openConsole',
  account: 'fixAccount',
  webhooks: 'openWebhooks',
  plans: 'seePlans',
  billing: 'openPlan',
  support: 'openTicket',
  dashboard: 'openDashboard',
} as const satisfies Record<Place, keyof typeof alertMail.base>;

/** The subject's key of each kind that may be mailed. */
export const ALERT_SUBJECTS = { attack: 'attackSubject', error: 'errorSubject' } as const;
