/**
 * The bell, its panel, and Settings → Notifications (the kinds, push on this device, Discord, e-mail,
 * quiet hours). The notifications' own texts come from the API as they are; the kinds' names are shared
 * with the API's alerts (notificationKinds in shared/src/notifications.messages.ts).
 */
import { defineMessages, params, plural } from '@shared/i18n/messages';

export const bellMessages = defineMessages('notifications/bell', {
  label: 'Notifications',
  labelUnread: plural({ one: 'Notifications, {count} unread', other: 'Notifications, {count} unread' }),
  title: 'Notifications',
  markAllRead: 'Mark all read',
  botEvents: 'Bot events',
  unread: 'Unread:',
  acknowledge: 'Acknowledge',
  acknowledgeOf: params('Acknowledge: {message}'),
  markReadOf: params('Mark read: {message}'),
  empty: 'No bot events yet. Starting or stopping a bot, and its errors, show here.',
  yourNotifications: 'your notifications',
  loading: 'Loading your notifications…',
  markFailed: 'Could not mark the notifications read',
  acknowledged: 'Attack acknowledged: no more reminders of it',
  acknowledgeFailed: 'Could not acknowledge the attack',
  /** Under a bot's stall that has ended. */
  resolved: 'Resolved',
});

export const notificationSettingsMessages = defineMessages('notifications/settings', {
  offByDefault: '(off unless you turn it on)',
  loadFailed: 'Could not load your notification settings',
  saveFailed: 'Could not save your notification settings',
  testSent: 'Test message sent: look in your Discord channel',
  testFailed: 'Could not post to Discord',
  yourSettings: 'your notification settings',
  loading: 'Loading your notification settings…',
  intro: 'The bell in the header shows what you tick here. Every notification is kept either way: what you turn on later shows from then on.',
  /** Said (politely, for screen readers too) once a ticked or cleared box is saved. */
  choiceSaved: 'Saved.',
  onBell: 'On the bell',
  pushTitle: 'Push notifications on this device',
  pushed: 'Pushed to your devices',
  discord: 'Discord',
  discordPlans: 'Alerts in your Discord channel come with the Premium and Professional plans. {link}',
  comparePlans: 'Compare plans',
  webhookSaved: 'Discord webhook saved',
  webhookReplace: 'Replace the Discord webhook URL',
  webhook: 'Discord webhook URL',
  webhookHint: "In Discord: the channel's settings → Integrations → Webhooks → Copy Webhook URL. Stored encrypted; never shown again.",
  webhookIsSet: 'A webhook is saved.',
  saveWebhook: 'Save webhook',
  sendTest: 'Send test',
  removeWebhook: 'Remove webhook',
  webhookRemoved: 'Discord webhook removed',
  posted: 'Posted to Discord',
  email: 'E-mail',
  mailed: 'Mailed to you (at most one mail per kind every 10 minutes)',
  quietTitle: 'Quiet hours',
  quietOn: params('Nothing is pushed, posted to Discord or mailed from {from} to {to} ({zone}). The bell still shows everything.'),
  quietOnAttacks: params(
    'Nothing is pushed, posted to Discord or mailed from {from} to {to} ({zone}), except incoming attacks. The bell still shows everything.',
  ),
  quietOff: 'Off: alerts go out at any hour. The bell always shows everything it is set to.',
  quietSaved: 'Quiet hours saved',
  from: 'From',
  to: 'To',
  zone: 'Time zone',
  zoneHint: params('Yours, as your browser says: {zone}.'),
  attacksThrough: 'Incoming attacks still reach me',
  saveQuiet: 'Save quiet hours',
  turnOnQuiet: 'Turn on quiet hours',
  turnOff: 'Turn off',
  quietOffDone: 'Quiet hours off',
});

export const pushMessages = defineMessages('notifications/push', {
  elsewhere: plural({ one: 'Push is also on for {count} other device.', other: 'Push is also on for {count} other devices.' }),
  unsupported: 'This browser does not support push notifications.',
  installFirst: 'On iPhone and iPad, add Castellan to your Home Screen (Share → Add to Home Screen), open it from there and turn push on in its settings.',
  denied: 'Notifications are blocked for this site in your browser. Allow them in the browser’s site settings, then reload this page.',
  on: 'Push notifications are on for this device: alerts appear even when Castellan is closed.',
  offer: 'Get alerts on this device even when Castellan is closed.',
  sendTest: 'Send test',
  testSent: 'Test notification sent to this device',
  testFailed: 'Could not send the test',
  turnOff: 'Turn off on this device',
  turnedOff: 'Push notifications turned off on this device',
  turnOffFailed: 'Could not turn push off',
  turnOn: 'Turn on push notifications',
  turnedOn: 'Push notifications are on for this device',
  turnOnFailed: 'Could not turn push on',
  workerNotRunning: 'The app’s service worker is not running: reload the page and try again.',
  blocked: 'Notifications are blocked for this site: allow them in your browser’s site settings, then try again.',
  needPermission: 'Push notifications need your permission.',
  subscribeFailed: params('Your browser could not subscribe to push notifications ({reason}).'),
  /** While the browser asks its push service (which may take a while, or never answer). */
  turningOn: 'Turning on…',
  pushServiceSilent: plural({
    one: 'Your browser’s push service did not answer within {count} second. A network that blocks it, or a browser without one, cannot get push: check the connection, then try again.',
    other:
      'Your browser’s push service did not answer within {count} seconds. A network that blocks it, or a browser without one, cannot get push: check the connection, then try again.',
  }),
});

/** The account's activity log (Settings → Activity); the entries' own words come from the API. */
export const activityMessages = defineMessages('notifications/activity', {
  loading: 'Loading your activity…',
  yourActivity: 'your activity',
  moreFailed: 'Could not load older activity',
  empty: 'Nothing here yet. Sign-ins, security changes, bot starts and stops and plan changes show up here.',
  intro: 'Sign-ins, security changes, API keys, bots and plan changes on your account, newest first.',
  list: 'Account activity',
  from: 'from',
  loadingMore: 'Loading…',
  loadMore: 'Load more',
  everything: 'That is everything.',
});
