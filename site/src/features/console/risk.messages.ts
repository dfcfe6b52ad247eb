/** The ban-risk strip of a bot's console: its account's level today, and a pause at the daily budget. */
import { defineMessages, params } from '@shared/i18n/messages';

export const riskStripMessages = defineMessages('console/risk', {
  label: "Its account's suspension risk today",
  level: params('Suspension risk today: {level}'),
  calm: 'Nothing today is past what a person does.',
  budgetLink: 'Daily budget',
});
