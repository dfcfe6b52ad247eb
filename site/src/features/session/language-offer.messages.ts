/** The offer on a page in another language than the account's (LanguageOffer.tsx). Language names come from Intl, in the page's language. */
import { defineMessages, params } from '@shared/i18n/messages';

export const languageOfferMessages = defineMessages('common/language-offer', {
  label: 'Language of this page',
  text: params('This page is in {page}. Your account reads {account}: other pages and your mails stay in it.'),
  use: params('Use {page} from now on'),
  keep: params('Keep {account}'),
  saving: 'Saving…',
  saved: params('{page} is now your language.'),
  failed: 'Your language could not be saved. Try again, or choose it in Settings.',
});
