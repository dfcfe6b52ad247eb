/**
 * What one feature keeps about a player: its part of "Download my data" and of "Delete my account".
 * Each feature declares its part in its own player-data.ts, beside its collections (it knows them;
 * leaving/ does not have to), and api/src/modules/leaving/player-data.ts lists every part once, for the
 * export and the deletion alike.
 */
import type { Model } from 'mongoose';

export type PlayerDataPart = {
  /** The feature, as logs and tests name it. */
  name: string;
  /**
   * Its fields of the data export, built from allow-lists of fields (never a stored document as it is).
   * Left out only by a part whose data the player already reads elsewhere and which says why.
   */
  export?: (userId: string) => Promise<object>;
  /**
   * Deletes what it keeps of the player. Safe to run again: a deletion that stopped midway is finished by
   * a retry. Runs in the registry's order, after the subscription is cancelled, before the sessions and
   * the user document go.
   */
  forget: (userId: string) => Promise<unknown>;
};

/**
 * A part's `forget` that deletes the player's documents from each collection in the order given: what
 * belongs to another first, so a deletion that stops between two leaves nothing without what it belongs to.
 */
export const forgetInOrder =
  (...collections: Array<Pick<Model<any>, 'deleteMany'>>) =>
  async (userId: string): Promise<void> => {
    for (const collection of collections) await collection.deleteMany({ userId });
  };
