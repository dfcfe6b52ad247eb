/** What the game account routes answer when they succeed. */
import { defineMessages } from '@shared/i18n/messages';

export const accountAnswers = defineMessages('answers/accounts', {
  removed: 'Account removed',
});
