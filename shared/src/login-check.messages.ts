/**
 * What a test login answers when no login came in time (the runtime says it; the API answers it in the
 * asker's language, so the accounts routes import this set too). Logged in is the console's own line.
 */
import { defineMessages, params } from './i18n/messages';

export const loginCheckAnswers = defineMessages('answers/login-check', {
  noLogin: params('No login within {seconds} s.'),
  noLoginLast: params('No login within {seconds} s. {last}'),
});
