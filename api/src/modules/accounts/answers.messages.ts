/** What the game account routes answer when they succeed. */
import { defineMessages } from '@shared/i18n/messages';

export const accountAnswers = defineMessages('answers/accounts', {
  removed: 'Account removed',
  resumed: 'Resumed: the safety lock is lifted and the bots play again.',
});
