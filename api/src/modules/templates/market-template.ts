/**
 * The Market Trader's rule across its settings (its unit: shared/src/templates/units/market-trader.ts):
 * for each resource, a surplus line above the reserve line, or one of them turned off. Said in the API's
 * errors, in the asker's language.
 */
import { lineWords } from '@shared/bot-lines/words.messages';
import { phrase, said } from '@shared/i18n/said';
import { marketRulesFault, readMarketRules } from '@shared/market';
import { templateErrors } from './errors.messages';
import type { BotTemplate } from './types';

export const marketLinesRule: NonNullable<BotTemplate['check']> = (settings) => {
  const fault = marketRulesFault(readMarketRules(settings));
  return fault && said(templateErrors, 'marketLines', { resource: phrase(lineWords, fault.resource), sellAbove: fault.sellAbove, buyBelow: fault.buyBelow });
};
