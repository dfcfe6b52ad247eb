/**
 * What the status page no longer shows goes (the embedded database keeps no TTL index): hours after 48
 * hours, days and parts after 90, the accounts' newest logins after 2 hours (the verdict reads 30
 * minutes of them), verdicts 90 days after they cleared. Incidents stay: an admin's words, few and small.
 */
import { STATUS_DAYS } from '@shared/status';
import { LatestLoginModel, LoginCountModel } from './login-counts.model';
import { PartDayModel } from './parts.model';
import { VerdictLogModel } from './verdict-log.model';

const HOUR_MS = 3_600_000;
export const KEEP = { hours: 48 * HOUR_MS, days: STATUS_DAYS * 24 * HOUR_MS, latest: 2 * HOUR_MS } as const;

export async function sweepStatus(now: Date): Promise<void> {
  const t = now.getTime();
  // One day more than the bars show: the oldest bar's day is whole whatever the hour.
  const daysFrom = new Date(t - KEEP.days - 24 * HOUR_MS);
  await Promise.all([
    LoginCountModel.deleteMany({ span: 'hour', start: { $lt: new Date(t - KEEP.hours) } }),
    LoginCountModel.deleteMany({ span: 'day', start: { $lt: daysFrom } }),
    PartDayModel.deleteMany({ day: { $lt: daysFrom } }),
    LatestLoginModel.deleteMany({ at: { $lt: new Date(t - KEEP.latest) } }),
    VerdictLogModel.deleteMany({ clearedAt: { $lt: daysFrom } }),
  ]);
}
