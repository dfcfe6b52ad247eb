/**
 * A success answer's words in the asker's language ("Welcome back!", "Signed out 2 other sessions."), as
 * errors are (error-language.ts): the page's language, else the site's language cookie, else Accept-Language; English otherwise,
 * the words the spec, the tests and every client that asks for nothing know. The words are said from an
 * `answers/…` set, so the English and every language come from the same message.
 */
import { textOf, type Said } from '@shared/i18n/said';
import { askedLocale } from './error-language';

/** `words` said from a set, or a plain string: a name alone ("curl", "Windows"), the same in every language. */
export function answerText(request: Request, words: Said | string): string {
  return typeof words === 'string' ? words : textOf(askedLocale(request), words.message, words.text);
}
