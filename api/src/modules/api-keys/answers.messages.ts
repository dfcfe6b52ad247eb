/** What the API key routes answer when they succeed. */
import { defineMessages } from '@shared/i18n/messages';

export const apiKeyAnswers = defineMessages('answers/api-keys', {
  revoked: 'The key is revoked: it stops working at once.',
});
