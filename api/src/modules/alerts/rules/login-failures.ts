/**
 * A world's logins failing: from the status module's records of each login's outcome per game world, the
 * share that failed in the last `windowMs` (each account's newest login, so retries do not outnumber the
 * accounts) against the `baselineMs` before it (a world where a tenth of logins always fail is not news
 * at 15 %; one at 2 % going to 90 % is), or the status module's verdict that the game itself changed
 * there (many accounts meeting one of the game's side's failures at once). Each world is its own subject.
 */
import { said } from '@shared/i18n/said';
import { sawWords } from '../alerts.messages';
import { promLabel, type Firing, type MetricRef, type Rule } from '../rule';
import type { AlertSettings } from '../settings';

/** The status module's verdict: the worlds where the game seems to have changed, since when, and how many accounts met it. */
export type GameChange = { world: string; pattern: string; since: Date; accounts: number };
/** Logins per world and outcome (`ok`, or the failure's name: shared/src/status.ts), as the status module tallies them. */
export type LoginTally = { world: string; outcome: string; count: number }[];

/** The status module's readings (app.ts gives its functions; a test its own). */
export type LoginSources = {
  /** The accounts' newest logins in the last `windowMs`, by world and outcome. */
  recent(now: Date, windowMs: number): Promise<LoginTally>;
  /** The logins of the `spanMs` before `until`, by world and outcome. */
  before(until: Date, spanMs: number): Promise<LoginTally>;
  verdict(now: Date): Promise<GameChange[]>;
};

const metricOf = (world: string, minutes: number): MetricRef => ({
  series: 'castellan_game_logins_total',
  query: `sum by (outcome) (increase(castellan_game_logins_total{world="${promLabel(world)}"}[${minutes}m]))`,
});

type WorldFigures = { total: number; failed: number; byFailure: Map<string, number> };

function figuresOf(tally: LoginTally): Map<string, WorldFigures> {
  const worlds = new Map<string, WorldFigures>();
  for (const { world, outcome, count } of tally) {
    const w = worlds.get(world) ?? { total: 0, failed: 0, byFailure: new Map<string, number>() };
    w.total += count;
    if (outcome !== 'ok') {
      w.failed += count;
      w.byFailure.set(outcome, (w.byFailure.get(outcome) ?? 0) + count);
    }
    worlds.set(world, w);
  }
  return worlds;
}

/** A share as a percentage with at most one decimal (2, 0.4, 93.3). */
const percent = (share: number) => Math.round(share * 1000) / 10;

export function judgeLogins(recent: LoginTally, baseline: LoginTally, changes: GameChange[], bound: AlertSettings['logins']): Firing[] {
  const minutes = Math.round(bound.windowMs / 60_000);
  const before = figuresOf(baseline);
  const firing: Firing[] = [];
  for (const [world, now] of [...figuresOf(recent)].sort((a, b) => a[0].localeCompare(b[0]))) {
    if (now.total < bound.minLogins || now.failed === 0) continue;
    const share = now.failed / now.total;
    const base = before.get(world);
    const baseShare = base && base.total ? base.failed / base.total : 0;
    if (share < bound.minShare || share - baseShare < bound.minRise) continue;
    const [outcome, top] = [...now.byFailure].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
    const figures = { world, failed: now.failed, count: now.total, minutes, outcome, baseline: percent(baseShare) };
    firing.push({
      subject: world,
      saw: top === now.failed ? said(sawWords, 'worldLogins', figures) : said(sawWords, 'worldLoginsMixed', { ...figures, top }),
      metric: metricOf(world, minutes),
    });
  }
  // The verdict names a world the figures above did not (too few logins in the window, a high baseline).
  for (const change of changes) {
    if (firing.some((f) => f.subject === change.world)) continue;
    firing.push({
      subject: change.world,
      saw: said(sawWords, 'gameChange', { world: change.world, pattern: change.pattern, since: { at: change.since.getTime() }, count: change.accounts }),
      metric: metricOf(change.world, minutes),
    });
  }
  return firing;
}

export function loginFailuresRule(settings: AlertSettings, sources: LoginSources): Rule {
  return {
    id: 'login-failures',
    async check(now) {
      const { windowMs, baselineMs } = settings.logins;
      const [recent, baseline, changes] = await Promise.all([
        sources.recent(now, windowMs),
        sources.before(new Date(now.getTime() - windowMs), baselineMs),
        sources.verdict(now),
      ]);
      return judgeLogins(recent, baseline, changes, settings.logins);
    },
  };
}
