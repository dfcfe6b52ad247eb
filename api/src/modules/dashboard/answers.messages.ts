/** What the dashboard layout routes answer when they succeed. */
import { defineMessages } from '@shared/i18n/messages';

export const dashboardAnswers = defineMessages('answers/dashboard', {
  layoutReset: 'Back to the default dashboard',
});
