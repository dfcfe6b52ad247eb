/**
 * GET /api/status, put together: the parts now and their 90 days, each game world as our bots see it
 * (logins now and over 24 hours, the handshake's round trip, the verdict, 90 days of logins), our own
 * trouble now, and the incidents. Words are the site's: this answer is figures and states only, the same
 * for every language, so one cached copy serves every reader.
 */
import { isAccountPattern, OUR_BOT_PARTS, STATUS_DAYS, STATUS_PARTS, type StatusPart, type WorldState } from '@shared/status';
import { dayStart } from './login-record';
import { LoginCountModel } from './login-counts.model';
import { PartDayModel } from './parts.model';
import type { PartStates } from './parts';
import { publicIncidents, type IncidentView } from './incidents';
import { recentLogins, summarizeLogins, VERDICT_RULES, type WorldLogins } from './verdict';
import { verdictsSince, type VerdictEntry } from './verdict-log';

const DAY_MS = 86_400_000;

/** The bars' days, oldest first, ending today (UTC): YYYY-MM-DD. */
export function barDays(now: Date, days = STATUS_DAYS): string[] {
  const today = dayStart(now.getTime()).getTime();
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/** Whether a span [from, to) touches the UTC day `day`. */
const touches = (from: number, to: number, day: string) => {
  const start = Date.parse(`${day}T00:00:00Z`);
  return from < start + DAY_MS && to >= start;
};

function incidentOn(incidents: readonly IncidentView[], what: string, day: string, now: number): boolean {
  return incidents.some((i) => i.affects.includes(what) && touches(Date.parse(i.created_at), i.resolved_at ? Date.parse(i.resolved_at) : now, day));
}

type Counts = { attempts: number; outcomes: Record<string, number>; roundTripMs: number; roundTrips: number };

/** Logins the world itself could let through: all but those an account of its own stopped (its password, a suspension…). */
function okShare(c: Pick<Counts, 'attempts' | 'outcomes'>): { ok: number; percent: number | null } {
  const ok = c.outcomes.ok ?? 0;
  const ownTrouble = Object.entries(c.outcomes).reduce((sum, [outcome, n]) => (isAccountPattern(outcome) ? sum + n : sum), 0);
  const could = c.attempts - ownTrouble;
  return { ok, percent: could > 0 ? Math.round((ok / could) * 1000) / 10 : null };
}

function worldDayState(percent: number | null, changed: boolean): 'ok' | 'degraded' | 'down' | 'changed' | null {
  if (changed) return 'changed';
  if (percent === null) return null;
  return percent >= 95 ? 'ok' : percent >= 50 ? 'degraded' : 'down';
}

/** The world's state now, from its accounts' newest logins and our own trouble. */
export function worldState(logins: WorldLogins | undefined, ourTrouble: readonly StatusPart[]): WorldState {
  if (!logins || logins.accounts === 0) return ourTrouble.length ? 'trouble' : 'quiet';
  if (logins.verdicts.length) return 'game_changed';
  if (ourTrouble.length && logins.failingNotAccounts > 0) return 'trouble';
  if (logins.failingNotAccounts >= VERDICT_RULES.minAccounts && logins.failingNotAccounts / logins.accounts >= VERDICT_RULES.minShare) return 'trouble';
  return 'ok';
}

export async function statusAnswer(now: Date, parts: PartStates) {
  const days = barDays(now);
  const from = new Date(`${days[0]}T00:00:00Z`);
  const nowMs = now.getTime();
  const [partDays, worldDays, hours, latest, incidents, verdicts] = await Promise.all([
    PartDayModel.find({ day: { $gte: from } }).lean(),
    LoginCountModel.find({ span: 'day', start: { $gte: from } }).lean(),
    LoginCountModel.find({ span: 'hour', start: { $gte: new Date(nowMs - 24 * 3_600_000) } }).lean(),
    recentLogins(now),
    publicIncidents(now, from),
    verdictsSince(from),
  ]);
  const ourTrouble = OUR_BOT_PARTS.filter((p) => parts[p] === 'down' || parts[p] === 'degraded');
  // By part or world and day: 90 days of a few rows each, looked up once per bar.
  const partDay = new Map(partDays.map((d) => [`${d.part}:${d.day.toISOString().slice(0, 10)}`, d]));
  const worldDay = new Map(worldDays.map((d) => [`${d.world}:${d.start.toISOString().slice(0, 10)}`, d]));

  const partRows = STATUS_PARTS.filter((id) => parts[id] !== 'off').map((id) => ({
    id,
    state: parts[id],
    days: days.map((day) => {
      const d = partDay.get(`${id}:${day}`);
      const upPercent = d && d.checks > 0 ? Math.round(((d.checks - d.down) / d.checks) * 1000) / 10 : null;
      const state = !d || d.checks === 0 ? null : d.down > 0 ? ('down' as const) : d.degraded > 0 ? ('degraded' as const) : ('up' as const);
      return { day, state, upPercent, incident: incidentOn(incidents.since, id, day, nowMs) };
    }),
  }));

  const summaries = new Map(summarizeLogins(latest, now).map((w) => [w.world, w]));
  const worlds = [...new Set([...worldDays.map((d) => d.world), ...summaries.keys()])].sort();
  const worldRows = worlds.map((world) => {
    const logins = summaries.get(world);
    const lastDay = sum(hours.filter((h) => h.world === world));
    const share = okShare(lastDay);
    const change = [...(logins?.verdicts ?? [])].sort((a, b) => b.accounts - a.accounts)[0];
    return {
      world,
      state: worldState(logins, ourTrouble),
      accounts: logins?.accounts ?? 0,
      ok_accounts: logins?.ok ?? 0,
      attempts: lastDay.attempts,
      logins_ok_percent: share.percent,
      round_trip_ms: lastDay.roundTrips > 0 ? Math.round(lastDay.roundTripMs / lastDay.roundTrips) : null,
      game_change: change ? { pattern: change.pattern, since: change.since.toISOString(), accounts: change.accounts } : null,
      days: days.map((day) => {
        const d = worldDay.get(`${world}:${day}`);
        const counts = d ? sum([d]) : sum([]);
        const { ok, percent } = okShare(counts);
        return {
          day,
          state: worldDayState(percent, changedOn(verdicts, world, day, nowMs)),
          attempts: counts.attempts,
          ok,
          okPercent: percent,
          incident: incidentOn(incidents.since, world, day, nowMs),
        };
      }),
    };
  });

  return {
    generated_at: now.toISOString(),
    days: days.length,
    parts: partRows,
    our_trouble: [...ourTrouble],
    worlds: worldRows,
    incidents: { open: incidents.open, recent: incidents.recent },
  };
}

export type StatusAnswerBody = Awaited<ReturnType<typeof statusAnswer>>;

function changedOn(verdicts: readonly VerdictEntry[], world: string, day: string, now: number): boolean {
  return verdicts.some((v) => v.world === world && touches(v.since.getTime(), v.clearedAt ? v.clearedAt.getTime() : now, day));
}

function sum(docs: readonly { attempts?: number | null; outcomes?: unknown; roundTripMs?: number | null; roundTrips?: number | null }[]): Counts {
  const total: Counts = { attempts: 0, outcomes: {}, roundTripMs: 0, roundTrips: 0 };
  for (const d of docs) {
    total.attempts += d.attempts ?? 0;
    total.roundTripMs += d.roundTripMs ?? 0;
    total.roundTrips += d.roundTrips ?? 0;
    for (const [outcome, n] of Object.entries((d.outcomes ?? {}) as Record<string, number>)) total.outcomes[outcome] = (total.outcomes[outcome] ?? 0) + n;
  }
  return total;
}
