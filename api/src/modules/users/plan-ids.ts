/** The users' stored plans in today's tier ids (issue 37; lib/plan-ids.ts says how). */
import type { Connection } from 'mongoose';
import { migratePlanIds } from '../../lib/plan-ids';
import { UserModel } from './user.model';

export const migrateUserPlanIds = (db: Connection) => migratePlanIds(db.collection(UserModel.collection.collectionName), 'plan');
