/**
 * What the mailbox keeps on the player: its mail, patch notes among them (mailbox.ts, patch-notes.ts).
 */
import type { RewardObject } from '@shared/game-wire/own-systems';

/** A patch note as the mailbox keeps it: the teaser and patch note ids, its rewards, whether they were collected. */
export type PatchNote = { teaserId: number; id: number; rewards: RewardObject; collected: boolean };

/**
 * One mail as kept: subject and body as written (they are encoded as chat text on the wire); a patch note carries its own part (patch-notes.ts reads and
 * collects it).
 */
export type MailRecord = { id: number; fromId: number; fromName: string; subject: string; body: string; sentAt: number; read: boolean; patchNote?: PatchNote };

/** The mailbox's part of the player record (session/player-record.ts composes the slices); none until the first mail. */
export type MailSlice = {
  /** The mailbox, oldest first. */
  mail?: MailRecord[];
  /** The newest message id of the mailbox (mail, battle reports and invitations count up together: mailbox.ts nextMessageId). */
  lastMessageId?: number;
};
