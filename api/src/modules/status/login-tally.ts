/**
 * The status module's login records as the admins' alert of a world's logins failing reads them
 * (modules/alerts/rules/login-failures.ts): the accounts' newest logins of a recent window (each account
 * once, as the verdict counts them, so a refused account retrying every 20 s is one failure, not forty),
 * and the logins of a longer span before it from the hourly counts (kept 48 hours), as its baseline.
 */
import { LoginCountModel } from './login-counts.model';
import { hourStart } from './login-record';
import { recentLogins } from './verdict';

/** Per world, each outcome's count (`ok`, or the failure's name: shared/src/status.ts). */
export type LoginTally = { world: string; outcome: string; count: number }[];

function tallyOf(rows: Iterable<[string, string, number]>): LoginTally {
  const counts = new Map<string, LoginTally[number]>();
  for (const [world, outcome, count] of rows) {
    const key = `${world}\n${outcome}`;
    const known = counts.get(key);
    if (known) known.count += count;
    else counts.set(key, { world, outcome, count });
  }
  return [...counts.values()];
}

/** The accounts whose newest login to a world was in the last `windowMs`, by world and that login's outcome. */
export async function recentLoginTally(now: Date, windowMs: number): Promise<LoginTally> {
  return tallyOf((await recentLogins(now, windowMs)).map((l) => [l.world, l.outcome, 1]));
}

/**
 * The logins of the whole hours in the `spanMs` before `until`'s hour, by world and outcome: the hour
 * `until` is in is left out, so the window the baseline is compared with is never part of it.
 */
export async function loginTallyBefore(until: Date, spanMs: number): Promise<LoginTally> {
  const end = hourStart(until.getTime());
  const rows = await LoginCountModel.find(
    { span: 'hour', start: { $gte: new Date(end.getTime() - spanMs), $lt: end } },
    { _id: 0, world: 1, outcomes: 1 },
  ).lean();
  return tallyOf(
    rows.flatMap((row) =>
      Object.entries((row.outcomes ?? {}) as Record<string, number>).map(([outcome, count]): [string, string, number] => [
        row.world,
        outcome,
        Number(count) || 0,
      ]),
    ),
  );
}
