/**
 * What a feature keeps about a user and deletes when the user deletes their account. A feature that
 * stores something per user pushes its own cleanup here from its own module (it knows its collections;
 * leaving/ does not have to), e.g. in api-keys:
 *
 *   accountCleanups.push((userId) => ApiKeyModel.deleteMany({ userId }));
 *
 * Each cleanup must be safe to run again (a deletion that stopped midway is finished by a retry), and
 * runs after the user's bots are stopped and deleted, before the user document goes.
 */
export const accountCleanups: Array<(userId: string) => Promise<unknown>> = [];
