/**
 * Counts one login the runtime reported (runtime/wire.ts `login`) for the status page: its world's day
 * and hour (`$inc` upserts, so any number of instances and reports add up), and the account's newest
 * outcome, which the verdict reads. A report handled twice (the fleet redelivers after a crash) counts
 * twice: a login more in a day's bar, never a verdict of its own, since the verdict counts accounts.
 */
import { isLoginOutcome, type LoginOutcome } from '@shared/status';
import { accountHash, accountSlot } from './distinct';
import { LatestLoginModel, LoginCountModel } from './login-counts.model';

export type LoginSeen = { accountId: string; server: string; at: number; outcome: LoginOutcome; roundTripMs?: number };

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const dayStart = (at: number) => new Date(Math.floor(at / DAY_MS) * DAY_MS);
export const hourStart = (at: number) => new Date(Math.floor(at / HOUR_MS) * HOUR_MS);
export const countId = (world: string, span: 'day' | 'hour', start: Date) => `${world}:${span}:${start.toISOString()}`;

export async function recordLogin(login: LoginSeen): Promise<void> {
  // A report from a runtime of another release with an outcome this one does not know counts as "other".
  const outcome: LoginOutcome = isLoginOutcome(login.outcome) ? login.outcome : 'other';
  const world = login.server;
  const trip = outcome === 'ok' && typeof login.roundTripMs === 'number' && login.roundTripMs >= 0 ? login.roundTripMs : null;
  const inc: Record<string, number> = { attempts: 1, [`outcomes.${outcome}`]: 1, ...(trip !== null && { roundTripMs: trip, roundTrips: 1 }) };
  const slot = accountSlot(login.accountId);
  const count = (span: 'day' | 'hour', start: Date) =>
    LoginCountModel.updateOne(
      { _id: countId(world, span, start) },
      { $inc: inc, $addToSet: { [`accounts.${outcome}`]: slot }, $setOnInsert: { world, span, start } },
      { upsert: true },
    );
  await Promise.all([count('day', dayStart(login.at)), count('hour', hourStart(login.at)), keepLatest(world, login.accountId, outcome, new Date(login.at))]);
}

/**
 * The account's newest login: the same outcome as before moves `at` on and keeps `since`; another starts
 * a streak. One account's logins come from its one session, one after another, so the two steps never race.
 */
async function keepLatest(world: string, accountId: string, outcome: LoginOutcome, at: Date): Promise<void> {
  const _id = `${world}:${accountHash(accountId)}`;
  const same = await LatestLoginModel.updateOne({ _id, outcome, at: { $lte: at } }, { $set: { at } });
  if (same.matchedCount > 0) return;
  // An older report arriving late (a redelivery) changes nothing.
  await LatestLoginModel.updateOne({ _id, at: { $lte: at } }, { $set: { world, outcome, at, since: at } }, { upsert: true }).catch((err: { code?: number }) => {
    if (err.code !== 11000) throw err; // the document is newer than this report: its upsert found no match and could not insert
  });
}
