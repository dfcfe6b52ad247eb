/** Alliance Help: answers the alliance's help requests, and may defend members under attack (runtime/behaviours/alliance-help.ts). */
import { allianceHelpMessages } from '../help-starter.messages';
import { defineTemplate } from '../unit';

export const allianceHelp = defineTemplate({
  id: 'alliance-help',
  plan: 'plus',
  category: 'alliance',
  name: ['safety', 'allianceHelp'],
  describe: ({ safety }) => safety.allianceHelpText,
  defaults: { minWaitSeconds: 60, maxWaitSeconds: 120, checkEverySeconds: 60, supportTroops: 0, supportHours: 6, keepAtHome: 0 },
  // A space's support rule: the smallest attack worth answering, and its members' in-game names, one a line (none: every member).
  laidOver: { supportMinAttackers: 0, supportPlayers: '' },
  inputs: ({ common: c, safety }, p) => [
    { key: 'minWaitSeconds', label: safety.minWait, type: 'number', min: 5, max: 3600, integer: true, helperText: safety.minWaitHelp },
    { key: 'maxWaitSeconds', label: safety.maxWait, type: 'number', min: 5, max: 3600, integer: true },
    { key: 'checkEverySeconds', label: c.checkEvery, type: 'number', min: 10, max: 3600, integer: true, helperText: safety.allianceCheckHelp },
    { key: 'supportTroops', label: safety.supportTroops, type: 'number', min: 0, max: 100000, integer: true, helperText: safety.supportTroopsHelp },
    { key: 'supportHours', label: safety.supportHours, type: 'number', min: 0, max: 12, integer: true, helperText: safety.supportHoursHelp },
    p.keepAtHome,
  ],
  help: {
    words: allianceHelpMessages,
    what: ['what', 'what2'],
    settings: ['answer', 'check', 'send', 'stays', 'common.keep'],
    pacing: false,
  },
});
