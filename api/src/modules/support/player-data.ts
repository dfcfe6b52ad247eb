/** Support's part of a player's data (lib/player-data.ts): the tickets as the player sees them; deleting removes every message in them, admins' notes included. */
import type { PlayerDataPart } from '../../lib/player-data';
import { ticketsForExport } from './service';
import { TicketMessageModel, TicketModel } from './ticket.model';

export const supportData = {
  name: 'support tickets',
  export: async (userId: string) => ({ supportTickets: await ticketsForExport(userId) }),
  forget: async (userId: string) => {
    // Messages first: a deletion that stops between the two leaves no message without its ticket.
    await TicketMessageModel.deleteMany({ userId });
    await TicketModel.deleteMany({ userId });
  },
} satisfies PlayerDataPart;
