/** What the bot routes answer when they succeed. */
import { defineMessages } from '@shared/i18n/messages';

export const botAnswers = defineMessages('answers/bots', {
  deleted: 'Bot deleted',
  playNow: 'The bot logs in within a few seconds.',
});
