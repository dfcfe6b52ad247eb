/**
 * Moves one collection's stored tier ids to today's vocabulary (issue 37: `advanced` became `premium`,
 * and `premium` became `professional`). The trap is `premium`, which is in both vocabularies with two
 * meanings: a document is rewritten and marked (`planIds: 2`) in one write, and only unmarked documents
 * are rewritten, so a run cut off halfway and run again never turns a migrated `premium` (today's
 * Premium) into `professional`. Every write of a tier since then marks its document too
 * (PLAN_IDS_MARK), so no document written by today's code is ever read as the old vocabulary.
 *
 * Each write sets values that depend only on the document's first state (its old id), so two runs at
 * once write the same thing whichever goes first.
 */
import type { Collection } from 'mongoose';
import { PLAN_IDS_VERSION, readPlanId } from '@shared/plans';

/** What a write of a tier sets beside it: the vocabulary it is written in. */
export const PLAN_IDS_MARK = { planIds: PLAN_IDS_VERSION } as const;

/** The old ids whose meaning changed, with what each reads as today. */
const CHANGED = (['premium', 'advanced'] as const).map((old) => ({ old, now: readPlanId(old, 1)! }));

/** Migrates `field` (a dotted path) of every unmarked document of `collection`; returns how many of each old id moved. */
export async function migratePlanIds(collection: Collection, field: string): Promise<Record<string, number>> {
  const moved: Record<string, number> = {};
  // Old `premium` first or last makes no difference: a document moved from `advanced` is marked, and the marked are never read again.
  for (const { old, now } of CHANGED) {
    const result = await collection.updateMany({ [field]: old, planIds: { $ne: PLAN_IDS_VERSION } }, { $set: { [field]: now, ...PLAN_IDS_MARK } });
    moved[`${collection.collectionName} ${old}`] = result.modifiedCount;
  }
  return moved;
}
