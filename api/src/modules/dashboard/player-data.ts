/** The dashboard arrangements' part of a player's data (lib/player-data.ts). */
import type { PlayerDataPart } from '../../lib/player-data';
import { LayoutModel } from './layout.model';
import { layoutsForExport } from './service';

export const dashboardData = {
  name: 'dashboard arrangements',
  export: async (userId: string) => ({ dashboardLayouts: await layoutsForExport(userId) }),
  forget: (userId: string) => LayoutModel.deleteMany({ userId }),
} satisfies PlayerDataPart;
