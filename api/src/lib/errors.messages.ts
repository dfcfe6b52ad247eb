/** The API's errors that any route may answer with (lib/http.ts, lib/errors.ts, lib/body.ts). */
import { defineMessages, params, plural } from '@shared/i18n/messages';

export const commonErrors = defineMessages('errors/common', {
  signIn: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do that.',
  deletedMeanwhile: 'Not found: it was deleted meanwhile.',
  noNul: 'The address may not contain the NUL character (%00).',
  json: 'Send the request body as JSON (Content-Type: application/json).',
  database: 'Castellan cannot reach its database right now. Nothing was changed; please try again in a moment.',
  engine: 'Castellan cannot reach its engine (NATS) right now. Nothing was changed; please try again in a moment.',
  methodNotAllowed: params('{method} is not allowed here.'),
  notJson: 'The request body is not valid JSON.',
  noSuchEndpoint: 'No such endpoint.',
  cookieTampered: 'A cookie was tampered with.',
  internal: 'Something went wrong on our side. Please try again.',
  notValid: 'The request is not valid.',
  // In the other languages, in place of the validator's English summary of a field without its own error (lib/http.ts).
  fieldNotValid: params('{field}: this value is not valid.'),
  userNotFound: 'User not found.',
  tooLarge: params('The request body is too large (at most {size} KB).'),
  forbiddenKey: params('The request body may not contain a "{key}" key.'),
  nulInBody: 'The request body may not contain the NUL character (U+0000).',
  directionControls: params('{key}: remove the text direction controls (U+202A–U+202E, U+2066–U+2069); they make text read otherwise than it is written.'),
  invisibleName: params('{key}: a name needs at least one visible character.'),
  needsBody: 'This request needs a JSON body (Content-Type: application/json).',
  tooDeep: plural({
    one: 'The request body is nested too deeply (at most {count} level).',
    other: 'The request body is nested too deeply (at most {count} levels).',
  }),
  notAnObject: 'The request body must be a JSON object.',
});
