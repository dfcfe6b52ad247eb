/**
 * The API keys tab: what keys are for, the form that makes one, the list, the key shown once and how to
 * use it. Route names, headers and commands stay as the API reads them ({placeholders} in the sentences).
 */
import { defineMessages, params, plural } from '@shared/i18n/messages';

export const apiKeysMessages = defineMessages('settings/api-keys', {
  title: 'API keys',
  intro: 'A key lets your own scripts read your bots and, if you allow it, start and stop them, without your password.',
  planNeeded: params('API access comes with the {plan} plan.'),
  upgrade: 'Upgrade to create keys.',
  seePlans: 'See plans',
  usingTitle: 'Using a key',
  /** {header}, {api} and {route} are code; {scope} is the form's "Read and control bots". */
  using:
    "Send it as {header} to this site's {api} routes. A key reads your bots, their consoles, your game accounts, templates, notifications and subscription; with {scope} it can also start and stop bots with {route}. It cannot sign in, change settings, pay or delete anything. Each key may make a limited number of requests a minute.",
  quotedScope: '“Read and control bots”',
  reference: 'Every route is described in the {link}.',
  referenceLink: 'API reference',
  referenceElsewhere: 'Every route is described in the API reference (Swagger) that the Castellan API serves at /swagger.',
  newKeyTitle: params('Your new key “{name}”'),
  copyNow: 'Copy it now: you will not see it again.',
  fingerprint: 'Castellan keeps only a fingerprint of it.',
  key: 'API key',
  copyKey: 'Copy the API key',
  keyCopied: 'API key copied',
  listBots: 'Send it as a bearer token. To list your bots:',
  startOne: 'To start one (stop works the same way):',
  copied: 'I have copied it',
});

export const keyFormMessages = defineMessages('settings/api-key-form', {
  title: 'Create key',
  name: 'Name',
  namePlaceholder: 'e.g. Morning start script',
  nameMissing: 'Give the key a name, e.g. the script that will use it.',
  scope: 'What it may do',
  readOnly: 'Read only',
  readOnlyHint: 'Bots, consoles, game accounts, notifications and your subscription.',
  control: 'Read and control bots',
  controlHint: 'Everything read only allows, and starting and stopping bots.',
  addresses: 'Allowed IP addresses (optional)',
  addressesHint: 'One per line or comma-separated; ranges like 10.0.0.0/8 work too. Leave empty to use the key from anywhere.',
  notAnAddress: params('Not an IP address or range: {entries}'),
  expiresAfter: 'Expires after',
  never: 'Never',
  days: plural({ one: '{count} day', other: '{count} days' }),
  notCreated: 'The key could not be created. Please try again.',
  creating: 'Creating…',
  create: 'Create key',
});

export const keyListMessages = defineMessages('settings/api-key-list', {
  title: 'Your keys',
  loading: 'Loading your keys…',
  /** What could not be loaded, in "Could not load …". */
  what: 'your API keys',
  none: 'No keys yet.',
  revoke: 'Revoke',
  revokeOne: params('Revoke {name}'),
  access: 'Access',
  allowedFrom: 'Allowed from',
  anywhere: 'Anywhere',
  expires: 'Expires',
  lastUsed: 'Last used',
  /** {when} is a time ago ("3 min ago"), {ip} the address it came from. */
  usedFrom: '{when} from {ip}',
  created: 'Created',
  never: 'Never',
  expired: 'Expired',
  withinTheHour: 'within the hour',
  inHours: plural({ one: 'in {count} h', other: 'in {count} h' }),
  tomorrow: 'tomorrow',
  inDays: plural({ one: 'in {count} day', other: 'in {count} days' }),
});

export const revokeKeyMessages = defineMessages('settings/revoke-key', {
  title: params('Revoke “{name}”?'),
  titleNoKey: 'Revoke key?',
  /** {hint} is the key's visible start, as code. */
  text: 'Scripts using {hint} stop working at once, wherever they run. This cannot be undone: create a new key if you need one again.',
  notRevoked: 'The key could not be revoked. Please try again.',
  cancel: 'Cancel',
  revoking: 'Revoking…',
  revoke: 'Revoke key',
});
