/** The dashboard arrangement's refusals; a card or id that is wrong is named. */
import { defineMessages, params } from '@shared/i18n/messages';

export const dashboardErrors = defineMessages('errors/dashboard', {
  size: 'The size is wide or narrow.',
  notYourAccount: params('"{id}" is not one of your game accounts.'),
  notYourBot: params('"{id}" is not one of your bots.'),
  needsPlan: params('Arranging the dashboard comes with the {plan} plan; your plan is {yours}.'),
  chartsBeta: 'Chart cards on the dashboard are a beta feature: opt in under Settings → Beta features to add them.',
  notASummaryCard: params('"{id}" is not a summary card: the summary cards are {cards}.'),
  notAChartCard: params('"{id}" is not a chart card: the chart cards are {cards}.'),
  summaryTwice: params('The summary card "{id}" is named twice: name each once.'),
  chartsTwice: params('The chart card "{id}" is named twice: name each once.'),
  groupsTwice: params('The game account "{id}" is named twice: name each once.'),
  hiddenGroupsTwice: params('The hidden game account "{id}" is named twice: name each once.'),
  pinnedBotsTwice: params('The pinned bot "{id}" is named twice: name each once.'),
});
