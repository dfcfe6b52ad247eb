/**
 * What one feature keeps about a player: its part of "Download my data" and of "Delete my account".
 * Each feature declares its own part beside its collections (it knows them; leaving/ does not have to),
 * and leaving/player-data.ts lists every part once, for the export and the deletion alike.
 */
export type PlayerData<Exported extends object = object> = {
  /** The feature, as tests and errors name it. */
  name: string;
  /** Its fields of the data export, built from allow-lists of fields (never a stored document as it is). */
  export?: (userId: string) => Promise<Exported>;
  /**
   * Deletes what it keeps of the player. Safe to run again: a deletion that stopped midway is finished by
   * a retry. Runs in the registry's order, after the subscription is cancelled, before the sessions and
   * the user document go.
   */
  forget?: (userId: string) => Promise<unknown>;
};
