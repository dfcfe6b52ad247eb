/** The beta opt-ins' part of a player's data (lib/player-data.ts). */
import type { PlayerDataPart } from '../../lib/player-data';
import { OptInModel } from './flag.model';
import { optInsForExport } from './service';

export const betaOptInsData = {
  name: 'beta opt-ins',
  export: async (userId: string) => ({ betaOptIns: await optInsForExport(userId) }),
  forget: (userId: string) => OptInModel.deleteMany({ userId }),
} satisfies PlayerDataPart;
