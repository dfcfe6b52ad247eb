/** The refusals of personal API keys: making them, and a request made with one. */
import { defineMessages, params, plural } from '@shared/i18n/messages';

export const apiKeyErrors = defineMessages('errors/api-keys', {
  invalid: 'This API key is not valid.',
  expired: 'This API key has expired.',
  notHere: params('This API key cannot be used from {ip}.'),
  plan: params('API access comes with the {plan} plan. Upgrade on the pricing page to use your key.'),
  route: 'API keys cannot be used for this. Sign in to Castellan for it.',
  readOnly: 'This key can only read. Create a key with the bots scope to start and stop bots.',
  tooMany: plural({
    one: 'This API key made more than {count} request in a minute. Wait a moment and slow your script down.',
    other: 'This API key made more than {count} requests in a minute. Wait a moment and slow your script down.',
  }),
  nameEmpty: 'name: give the key a name, so you can tell it from your others.',
  nameLength: params(
    plural({ one: 'name: give the key a name of {min} to {count} character.', other: 'name: give the key a name of {min} to {count} characters.' }),
  ),
  notAnAddress: params('allowedIps: "{entry}" is neither an IP address nor a CIDR range (e.g. 203.0.113.7 or 203.0.113.0/24).'),
  tooManyAddresses: plural({ one: 'allowedIps: at most {count} address or range.', other: 'allowedIps: at most {count} addresses or ranges.' }),
  tooManyKeys: plural({
    one: 'You already have {count} API key, the most an account may have. Revoke it first if you no longer use it.',
    other: 'You already have {count} API keys, the most an account may have. Revoke one you no longer use first.',
  }),
  expiresInDays: params('expiresInDays: a whole number of days from {min} to {max}, or null for a key that never expires.'),
  notFound: 'API key not found.',
});
