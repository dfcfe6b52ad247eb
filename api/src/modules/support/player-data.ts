/**
 * Support's part of a player's data (lib/player-data.ts): the tickets as the player sees them; deleting removes every message in them, admins' notes included.
 */
import { forgetInOrder, type PlayerDataPart } from '../../lib/player-data';
import { ticketsForExport } from './service';
import { TicketMessageModel, TicketModel } from './ticket.model';

export const supportData = {
  name: 'support tickets',
  export: async (userId: string) => ({ supportTickets: await ticketsForExport(userId) }),
  // Messages first: none is left without its ticket.
  forget: forgetInOrder(TicketMessageModel, TicketModel),
} satisfies PlayerDataPart;
