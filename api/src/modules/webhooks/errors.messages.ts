/** The refusals of webhooks out: the endpoints' fields, the plan, and a delivery or endpoint not found. */
import { defineMessages, params, plural } from '@shared/i18n/messages';

export const webhookErrors = defineMessages('errors/webhooks', {
  // schemas.ts
  url: 'Give the endpoint’s address, such as https://example.com/castellan.',
  kinds: 'Choose the kinds of events to send: attack, error, stalled, session, limit, slots, plan, support, result, started, stopped.',
  // service.ts
  needsPlan: params('Webhooks come with the {plan} plan and up; your plan is {yours}.'),
  tooMany: plural({
    one: 'You have {count} webhook endpoint already, the most you may have. Delete one first.',
    other: 'You have {count} webhook endpoints already, the most you may have. Delete one first.',
  }),
  notHttps: 'A webhook address must start with https://.',
  notAUrl: 'That is not a web address (and it may hold no user name or password).',
  privateAddress: 'That address is not on the public internet (a local, private or cloud metadata address): webhooks go only to public addresses.',
  unresolved: 'That address’s host name could not be found.',
  noKinds: 'Choose at least one kind of event to send.',
  endpointNotFound: 'Webhook endpoint not found.',
  deliveryNotFound: 'Webhook delivery not found.',
});
