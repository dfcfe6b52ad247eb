/** The scripts' part of a player's data (lib/player-data.ts): every script with every version's source. */
import type { PlayerDataPart } from '../../lib/player-data';
import { ScriptModel, ScriptVersionModel } from './script.model';
import { scriptsForExport } from './service';

export const scriptsData = {
  name: 'scripts',
  export: async (userId: string) => ({ scripts: await scriptsForExport(userId) }),
  forget: async (userId: string) => {
    // Versions first: a deletion that stops between the two leaves no version without its script.
    await ScriptVersionModel.deleteMany({ userId });
    await ScriptModel.deleteMany({ userId });
  },
} satisfies PlayerDataPart;
