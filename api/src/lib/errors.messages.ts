/** The API's errors that any route may answer with (lib/http.ts, lib/errors.ts, lib/body.ts). */
import { defineMessages } from '@shared/i18n/messages';

export const commonErrors = defineMessages('errors/common', {
  signIn: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do that.',
  deletedMeanwhile: 'Not found: it was deleted meanwhile.',
  noNul: 'The address may not contain the NUL character (%00).',
  json: 'Send the request body as JSON (Content-Type: application/json).',
  database: 'Castellan cannot reach its database right now. Nothing was changed; please try again in a moment.',
  engine: 'Castellan cannot reach its engine (NATS) right now. Nothing was changed; please try again in a moment.',
});
