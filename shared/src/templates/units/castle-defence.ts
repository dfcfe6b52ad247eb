/** Castle Defence: tools refilled, attacks recalled or soldiers sent away when a castle cannot hold (runtime/behaviours/castle-defence.ts). */
import { castleDefenceMessages } from '../help-starter.messages';
import { defineTemplate } from '../unit';

export const castleDefence = defineTemplate({
  id: 'castle-defence',
  plan: 'plus',
  category: 'safety',
  name: ['safety', 'defence'],
  describe: ({ safety }) => safety.defenceText,
  defaults: { holdMarginPercent: 100, refillTools: 'yes', recallArmies: 'yes', evacuate: 'yes', refugePlayer: '', checkEverySeconds: 30 },
  inputs: ({ common: c, safety }, p) => [
    { key: 'holdMarginPercent', label: safety.holdMargin, type: 'number', min: 50, max: 500, integer: true, helperText: safety.holdMarginHelp },
    { key: 'refillTools', label: safety.refillTools, type: 'select', options: p.yesNo, helperText: safety.refillToolsHelp },
    { key: 'recallArmies', label: safety.recallArmies, type: 'select', options: p.yesNo, helperText: safety.recallArmiesHelp },
    {
      key: 'evacuate',
      label: safety.evacuate,
      type: 'select',
      options: [
        { value: 'yes', label: c.yes },
        { value: 'no', label: safety.evacuateNo },
      ],
      helperText: safety.evacuateHelp,
    },
    { key: 'refugePlayer', label: safety.refugePlayer, type: 'text', maxLength: 40, helperText: safety.refugePlayerHelp },
    { key: 'checkEverySeconds', label: c.checkEvery, type: 'number', min: 10, max: 600, integer: true, helperText: safety.defenceCheckHelp },
  ],
  help: {
    words: castleDefenceMessages,
    what: ['what', 'what2'],
    settings: ['hold', 'refill', 'recall', 'away', 'shelter', 'check'],
    pacing: false,
  },
});
