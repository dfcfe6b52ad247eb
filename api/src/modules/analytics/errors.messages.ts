/** The analytics' refusals (fixed texts: found by their exact words, lib/error-language.ts). */
import { defineMessages } from '@shared/i18n/messages';

export const analyticsErrors = defineMessages('errors/analytics', {
  range: 'range must be 24h, 7d or 30d.',
  accountId: 'accountId must be a game account id.',
  botId: 'botId must be a bot id.',
  rangeNeedsPlan: 'Analytics over 7 and 30 days come with Premium and Professional: your plan shows the last 24 hours.',
  botNotFound: 'Bot not found.',
  accountNotFound: 'Game account not found.',
  day: 'day must be a date written YYYY-MM-DD.',
  template: 'template must be a template id.',
  result: 'result must be won, lost or away.',
  before: 'before must be a time in ms.',
});
