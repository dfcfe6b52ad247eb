/**
 * A player's mailbox: mail from other players, listed in the login data's `sne` (EmpireCore
 * messages/models/mailbox.py:110-152, 430-450), its body read with `rms` and marked read with `mmr`
 * (mailbox.py:776-840). Not live: no command sends mail here (the live `sms` is not
 * modelled); tests and operators deliver it with `deliverMail`, as `world.launchRaid` sends raiders.
 */
import type { MailRow } from '@shared/game-wire/client-reads';
import { encodeJsonText } from '@shared/game-wire/login';
import { RESULT } from '@shared/game-wire/protocol';
import { CommandError } from '../core/payload';
import type { PlayerCore } from '../core/players';
import type { MailRecord, MailSlice } from './mail-record';
import { patchNoteHeader, PATCH_NOTES } from './patch-notes';

/** Mail from a player, as the live MessageType.USER_IN (EmpireCore enums/messages.py). */
const USER_IN = 1;

/**
 * The next message id of the player's mailbox: mail, battle reports (battle-logs.ts) and alliance
 * invitations (alliance-life.ts) are messages of one mailbox, their ids counting up together.
 */
export function nextMessageId(player: PlayerCore & MailSlice): number {
  // A mailbox saved before the shared count goes on from its newest mail.
  player.lastMessageId = Math.max(player.lastMessageId ?? 0, player.mail?.at(-1)?.id ?? 0) + 1;
  return player.lastMessageId;
}

/** Puts a mail in `to`'s mailbox; the next login lists it. Returns its `sne` row. */
export function deliverMail(to: PlayerCore & MailSlice, from: Pick<PlayerCore, 'playerId' | 'name'>, subject: string, body: string, now: number): MailRow {
  to.mail ??= [];
  const record: MailRecord = { id: nextMessageId(to), fromId: from.playerId, fromName: from.name, subject, body, sentAt: now, read: false };
  to.mail.push(record);
  return mailRow(record, now);
}

function mailRow(mail: MailRecord, now: number): MailRow {
  const [type, header] = mail.patchNote ? [PATCH_NOTES, patchNoteHeader(mail.patchNote)] : [USER_IN, mail.subject];
  return [mail.id, type, encodeJsonText(header), mail.fromName, mail.fromId, Math.max(0, Math.round((now - mail.sentAt) / 1000)), mail.read ? 1 : 0, 0, 0];
}

/** The mailbox as `sne.MSG` lists it. */
export function mailRows(player: PlayerCore & MailSlice, now: number): MailRow[] {
  return (player.mail ?? []).map((mail) => mailRow(mail, now));
}

/** The mail `MID` names; an id not in the mailbox is the live 66 (NO_SUCH_MESSAGE, EmpireCore messages/service.py:98-115). */
export function mailById(player: PlayerCore & MailSlice, id: number): MailRecord {
  const mail = (player.mail ?? []).find((m) => m.id === id);
  if (!mail) throw new CommandError(`no message ${id} in your mailbox`, RESULT.NO_SUCH_MESSAGE);
  return mail;
}
