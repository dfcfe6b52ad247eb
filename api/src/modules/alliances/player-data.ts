/** The alliance spaces' part of a player's data (lib/player-data.ts): deleting leaves every space (an owned one passes on or goes). */
import type { PlayerDataPart } from '../../lib/player-data';
import { leaveAllSpacesOf, membershipsForExport } from './members';

export const allianceSpacesData = {
  name: 'alliance spaces',
  export: async (userId: string) => ({ allianceSpaces: await membershipsForExport(userId) }),
  forget: leaveAllSpacesOf,
} satisfies PlayerDataPart;
