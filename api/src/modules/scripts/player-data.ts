/** The scripts' part of a player's data (lib/player-data.ts): every script with every version's source. */
import { forgetInOrder, type PlayerDataPart } from '../../lib/player-data';
import { ScriptModel, ScriptVersionModel } from './script.model';
import { scriptsForExport } from './service';

export const scriptsData = {
  name: 'scripts',
  export: async (userId: string) => ({ scripts: await scriptsForExport(userId) }),
  // Versions first: none is left without its script.
  forget: forgetInOrder(ScriptVersionModel, ScriptModel),
} satisfies PlayerDataPart;
