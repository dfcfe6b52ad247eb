/**
 * Patch notes in the mailbox and their rewards (shapes in shared/src/game-wire/own-systems.ts): a patch
 * note is a message of type 125 (PATCH_NOTES) whose header is `teaserId+patchNoteId+collected`
 * (EmpireCore messages/models/mailbox.py:367-392, MessageChangelistVO.parseMessageHeader). The dialog
 * reads its rewards with `gpn {PNID}` and collects them once with `cpn {PNID, MID}` (EmpireCore
 * rewards/models.py:600-672, rewards/service.py:347-405); the header then says collected.
 *
 * Not live: the game publishes patch notes itself; here tests and operators deliver one with
 * `deliverPatchNote`, as they deliver mail. Its sender is the game (no name, id -1). The codes refusing an
 * id no patch note has (66, as for any message), a patch note id that is not the message's (2) and a
 * second collect (1) are ours.
 */
import type { OwnSystemReads } from '@shared/game-wire/own-systems';
import { RESULT } from '@shared/game-wire/protocol';
import type { Handlers } from '../core/command-context';
import { CommandError, int } from '../core/payload';
import type { PlayerCore } from '../core/players';
import type { MailSlice, PatchNote } from './mail-record';
import { grantReward } from '../economy/rewards';

/** The live MessageType.PATCH_NOTES (EmpireCore enums/messages.py). */
export const PATCH_NOTES = 125;

export const patchNoteHeader = (note: PatchNote) => `${note.teaserId}+${note.id}+${note.collected ? 1 : 0}`;

/** Puts a patch note in `to`'s mailbox (listed from the next login); returns its message id. */
export function deliverPatchNote(to: PlayerCore & MailSlice, note: Omit<PatchNote, 'collected'>, now: number): number {
  to.mail ??= [];
  const id = (to.mail.at(-1)?.id ?? 0) + 1;
  to.mail.push({ id, fromId: -1, fromName: '', subject: '', body: '', sentAt: now, read: false, patchNote: { ...note, collected: false } });
  return id;
}

/** The patch note `PNID` names, in the message `MID` when one is given. */
function patchNote(player: PlayerCore & MailSlice, patchNoteId: number, messageId?: number): PatchNote {
  const mail = player.mail ?? [];
  const note = messageId === undefined ? mail.find((m) => m.patchNote?.id === patchNoteId)?.patchNote : mail.find((m) => m.id === messageId)?.patchNote;
  if (!note) throw new CommandError(`no patch note ${patchNoteId} in your mailbox`, RESULT.NO_SUCH_MESSAGE);
  if (note.id !== patchNoteId) throw new CommandError(`message ${messageId} is not patch note ${patchNoteId}`, RESULT.INVALID_PARAMETER_VALUE);
  return note;
}

export const PATCH_NOTE_ANSWERS: Handlers<'gpn' | 'cpn'> = {
  gpn: (_ctx, player, req): OwnSystemReads['gpn']['res'] => ({ R: patchNote(player, int(req, 'PNID', 0)).rewards }),

  cpn: (_ctx, player, req) => {
    const note = patchNote(player, int(req, 'PNID', 0), int(req, 'MID', 0));
    if (note.collected) throw new CommandError('the patch note was collected already', RESULT.GENERAL_ERROR);
    grantReward(player, note.rewards);
    note.collected = true;
    return {};
  },
};
