/** Custom Script: runs one of the player's own scripts in a sandbox (runtime/behaviours/custom-script.ts). */
import { customScriptMessages } from '../help-advanced.messages';
import { PACING_DEFAULTS } from '../parts';
import { defineTemplate } from '../unit';

/** A script's id (a database id), or empty: none chosen yet. */
const SCRIPT_ID_PATTERN = '^$|^[0-9a-f]{24}$';

export const customScript = defineTemplate({
  id: 'custom-script',
  plan: 'premium',
  category: 'scripts',
  name: ['economy', 'customScript'],
  describe: ({ economy }) => economy.customScriptText,
  defaults: { scriptId: '', scriptVersion: 0, keepAtHome: 0, ...PACING_DEFAULTS },
  inputs: ({ economy }, p) => [
    { key: 'scriptId', label: economy.script, type: 'text', pattern: SCRIPT_ID_PATTERN, maxLength: 24, helperText: economy.scriptHelp },
    { key: 'scriptVersion', label: economy.scriptVersion, type: 'number', min: 0, max: 1_000_000, integer: true, helperText: economy.scriptVersionHelp },
    p.keepAtHome,
    ...p.pacing,
  ],
  help: {
    words: customScriptMessages,
    what: ['what', 'what2'],
    settings: ['script', 'version', 'common.keep'],
  },
});
