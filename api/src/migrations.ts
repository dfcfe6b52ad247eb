/**
 * Every migration of stored data, in the order they run (lib/migrations.ts runs each once per database,
 * before the API listens). Append only: an id, once released, names the same change for ever.
 */
import type { Migration } from './lib/migrations';
import { migrateBillingPlanIds } from './modules/billing/plan-ids';
import { migrateUserPlanIds } from './modules/users/plan-ids';

export const MIGRATIONS: readonly Migration[] = [
  // Issue 37: tier ids follow their names (advanced → premium, premium → professional).
  {
    id: '2026-11-plan-ids-follow-names',
    run: async (db) => ({ ...(await migrateUserPlanIds(db)), ...(await migrateBillingPlanIds(db)) }),
  },
];
