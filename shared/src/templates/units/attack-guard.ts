/** Incoming Attack Guard: tells the player the moment an attack is launched at them (runtime/behaviours/attack-guard.ts). */
import { attackGuardMessages } from '../help-starter.messages';
import { defineTemplate } from '../unit';

export const attackGuard = defineTemplate({
  id: 'attack-guard',
  plan: 'starter',
  category: 'safety',
  name: ['safety', 'guard'],
  describe: ({ safety }) => safety.guardText,
  defaults: { checkEverySeconds: 60, minAttackers: 1 },
  inputs: ({ common: c, safety }) => [
    { key: 'checkEverySeconds', label: c.checkEvery, type: 'number', min: 10, max: 3600, integer: true, helperText: safety.guardCheckHelp },
    { key: 'minAttackers', label: safety.minAttackers, type: 'number', min: 1, max: 100_000, integer: true },
  ],
  help: {
    words: attackGuardMessages,
    what: ['what', 'what2'],
    settings: ['check', 'ignore', 'alerts'],
    pacing: false,
  },
});
