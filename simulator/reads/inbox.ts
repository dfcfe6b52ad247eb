/**
 * The whole mailbox as `sne` lists it and `mmr` marks it: mail from players (mailbox.ts), battle reports
 * (battle-logs.ts), spy logs (spy-logs.ts) and alliance invitations (alliance-life.ts), one message id count between them
 * (mailbox.ts nextMessageId), listed oldest first.
 */
import type { MailRow } from '@shared/game-wire/client-reads';
import { RESULT } from '@shared/game-wire/protocol';
import { invitationRows, type InvitationsSlice } from '../alliance/alliance-life';
import { battleLogRows, fightById } from '../army/battle-logs';
import type { MailSlice } from '../mail/mail-record';
import { mailRows } from '../mail/mailbox';
import { CommandError } from '../core/payload';
import type { PlayerCore } from '../core/players';
import { spyLogById, spyLogRows } from '../army/spy-logs';

export function mailboxRows(player: PlayerCore & MailSlice & InvitationsSlice, now: number): MailRow[] {
  return [...mailRows(player, now), ...battleLogRows(player, now), ...spyLogRows(player, now), ...invitationRows(player, now)].sort((a, b) => a[0] - b[0]);
}

/** The battle reports and spy logs newer than message id `after`, oldest first (the `sne` push of what happened meanwhile). */
export function reportRowsAfter(player: PlayerCore & MailSlice & InvitationsSlice, now: number, after: number): MailRow[] {
  return [...battleLogRows(player, now, after), ...spyLogRows(player, now, after)].sort((a, b) => a[0] - b[0]);
}

/** `mmr {MID}`: marks any message of the mailbox read; an id not in it is 66 NO_SUCH_MESSAGE (EmpireCore messages/service.py:98-124). */
export function markRead(player: PlayerCore & MailSlice & InvitationsSlice, id: number): void {
  const message = player.mail?.find((m) => m.id === id) ?? player.invitations?.find((i) => i.messageId === id) ?? spyLogById(player, id);
  if (message) {
    message.read = true;
    return;
  }
  try {
    fightById(player, id).fight.read = true;
  } catch {
    throw new CommandError(`no message ${id} in your mailbox`, RESULT.NO_SUCH_MESSAGE);
  }
}
