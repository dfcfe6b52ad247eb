/**
 * The notifications' refusals: the bell, the alert settings (Discord, e-mail, push, quiet hours) and the
 * push devices. Fixed texts are found by their exact words (lib/error-language.ts); the rest are said.
 */
import { defineMessages, params, plural } from '@shared/i18n/messages';

export const notificationErrors = defineMessages('errors/notifications', {
  // routes.ts, push-routes.ts
  ids: plural({ one: 'ids must be a list of up to {count} notification id.', other: 'ids must be a list of up to {count} notification ids.' }),
  kindFlag: 'Each kind must be set to true or false.',
  limit: params('limit must be a whole number from {min} to {max}.'),
  deviceId: 'id must be a push subscription id.',
  // push-subscriptions.ts
  endpoint: 'endpoint must be the push subscription URL the browser gave.',
  pushService: params('Push notifications through {host} are not supported: use Chrome, Edge, Firefox or Safari.'),
  p256dh: "keys.p256dh must be the subscription's P-256 public key (65 bytes, URL-safe base64).",
  auth: "keys.auth must be the subscription's 16-byte secret (URL-safe base64).",
  devicesMax: plural({
    one: 'Push is on for {count} device already: turn it off on one you no longer use (or on all of them, and on again here).',
    other: 'Push is on for {count} devices already: turn it off on one you no longer use (or on all of them, and on again here).',
  }),
  subscriptionNotFound: 'Push subscription not found.',
  // alerts.ts
  notAKind: params('{kind} is not a kind of notification you can choose here; the kinds are {kinds}.'),
  quietFormat: 'Quiet hours are given as HH:MM, from 00:00 to 23:59.',
  quietEmpty: 'Quiet hours must start and end at different times.',
  quietZone: params('"{zone}" is not a time zone this server knows (for example Europe/Berlin).'),
  discordPlans: params('Discord alerts come with the {plan} and {higher} plans.'),
  notAWebhook: 'That is not a Discord webhook URL: copy it from the channel settings (Integrations → Webhooks → Copy Webhook URL).',
  pushGone: 'This browser is no longer subscribed at its push service: turn push notifications on again.',
  pushTooLarge: 'The test was not delivered: the message is too large for the push service.',
  pushSlowDown: 'The test was not delivered: the push service asks us to slow down.',
  pushAnswered: params('The test was not delivered: the push service answered {status}.'),
  pushUnreachable: 'The test was not delivered: the push service could not be reached.',
  saveWebhook: 'Save a Discord webhook URL first.',
  webhookGone: 'Discord says this webhook does not exist any more (deleted, or its link was reset). Copy a new one from the channel settings.',
  discordSlowDown: 'Discord asks us to slow down; the alert was not posted.',
  discordAnswered: params('Discord answered {status}.'),
  discordUnreachable: 'Discord could not be reached.',
  // attack-alerts.ts
  attackNotFound: 'Incoming attack not found.',
});
