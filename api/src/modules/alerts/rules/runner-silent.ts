/**
 * A runner that stops heartbeating. The fleet's bucket of runners forgets a runner some seconds after its
 * last beat, and a leader that just took over never saw it, so this rule keeps its own record of every
 * runner it saw alive (`alert_runners`): when, on which host, and whether it was draining then. A runner
 * last seen draining left on purpose (an upgrade); one that was not and has been silent past its lease
 * fires until it beats again, or until it has been silent `forgetAfterMs` (replaced under another id).
 */
import mongoose from 'mongoose';
import { said } from '@shared/i18n/said';
import type { RunnerView } from '../../../runtime';
import { sawWords } from '../alerts.messages';
import type { Firing, Rule } from '../rule';
import type { AlertSettings } from '../settings';

const sightingSchema = new mongoose.Schema(
  {
    _id: { type: String, required: true },
    host: { type: String, required: true },
    heardAt: { type: Date, required: true },
    draining: { type: Boolean, default: false },
  },
  { collection: 'alert_runners', versionKey: false },
);
const RunnerSightingModel = mongoose.model('AlertRunnerSighting', sightingSchema);

export type RunnerSeen = { id: string; host: string; heardAt: Date; draining: boolean };

/** The runners silent past their lease and not yet forgotten, each its own subject. */
export function judgeRunners(known: RunnerSeen[], now: Date, bound: AlertSettings['runners']): Firing[] {
  return known
    .filter((r) => !r.draining && now.getTime() - r.heardAt.getTime() > bound.silentAfterMs && now.getTime() - r.heardAt.getTime() <= bound.forgetAfterMs)
    .map((r) => ({
      subject: r.id,
      saw: said(sawWords, 'runnerSilent', {
        runner: r.id,
        host: r.host,
        seconds: Math.floor((now.getTime() - r.heardAt.getTime()) / 1000),
        lease: Math.round(bound.silentAfterMs / 1000),
        time: { at: r.heardAt.getTime(), seconds: true },
      }),
      // A runner's own series stop with it: its sessions by instance show when, and where they went.
      metric: { series: 'castellan_game_sessions', query: 'sum by (instance) (castellan_game_sessions)' },
    }));
}

/** Keeps what the fleet's view says now: each runner alive in it is heard at `now`. */
async function recordSightings(views: RunnerView[], now: Date): Promise<void> {
  const alive = views.filter((v) => v.state !== 'silent');
  if (!alive.length) return;
  await RunnerSightingModel.bulkWrite(
    alive.map((v) => ({
      updateOne: { filter: { _id: v.id }, update: { $set: { host: v.host, heardAt: now, draining: v.state === 'draining' } }, upsert: true },
    })),
    { ordered: false },
  );
}

/** `runners`: the fleet's view on this instance (empty when bots run in the API's own runtime). */
export function runnerSilentRule(settings: AlertSettings, runners: () => RunnerView[]): Rule {
  return {
    id: 'runner-silent',
    async check(now) {
      await recordSightings(runners(), now);
      await RunnerSightingModel.deleteMany({ heardAt: { $lt: new Date(now.getTime() - settings.runners.forgetAfterMs) } });
      const known = await RunnerSightingModel.find().lean();
      return judgeRunners(
        known.map((r) => ({ id: r._id, host: r.host, heardAt: r.heardAt, draining: r.draining === true })),
        now,
        settings.runners,
      );
    },
  };
}

/** Forgets every runner seen (tests that start a fleet of their own). */
export async function forgetRunnerSightings(ids: string[]): Promise<void> {
  await RunnerSightingModel.deleteMany({ _id: { $in: ids } });
}
