/** Quests: donations the open quests ask for, within the player's reserve (runtime/behaviours/quests.ts). */
import { questsMessages } from '../help-events.messages';
import { PACING_DEFAULTS } from '../parts';
import { defineTemplate } from '../unit';

export const quests = defineTemplate({
  id: 'quests',
  plan: 'plus',
  category: 'economy',
  name: ['economy', 'quests'],
  describe: ({ economy }) => economy.questsText,
  defaults: { keepResources: 5000, currencies: 'no', visits: 'yes', ...PACING_DEFAULTS },
  inputs: ({ economy }, p) => [
    { key: 'keepResources', label: economy.keepResources, type: 'number', min: 0, max: 10_000_000, integer: true, helperText: economy.keepResourcesHelp },
    { key: 'currencies', label: economy.currencies, type: 'select', options: p.noYes, helperText: economy.currenciesHelp },
    { key: 'visits', label: economy.visits, type: 'select', options: p.yesNo, helperText: economy.visitsHelp },
    ...p.pacing,
  ],
  help: {
    words: questsMessages,
    what: ['what', 'what2'],
    settings: ['keep', 'medals', 'visits'],
  },
});
