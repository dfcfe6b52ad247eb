/**
 * The status page's one front door for the app: the public answer (kept 30 s, and the last good one
 * kept through a database outage so the page still tells what it knew, with the parts as they are now),
 * the feed, the counting of logins, and the minute's probe and the hour's sweep (periodic-jobs.ts).
 */
import type { Locale } from '@shared/i18n/locales';
import { STATUS_DAYS } from '@shared/status';
import { log } from '../../lib/logger';
import { statusFeed } from './feed';
import { publicIncidents } from './incidents';
import { recordLogin, type LoginSeen } from './login-record';
import { createPartLog, probeParts, type PartSources } from './parts';
import { createRoundTripCount, type RoundTripSource } from './round-trips';
import { statusAnswer, type StatusAnswerBody } from './status-answer';
import { sweepStatus } from './sweep';
import { gameChangeVerdict } from './verdict';
import { trackVerdicts, verdictsSince } from './verdict-log';

/** How long one answer serves every reader of an instance (and what the page and its readers may cache). */
export const STATUS_CACHE_MS = 30_000;

export type StatusServiceOptions = PartSources & { siteOrigin: string; now?: () => number };

/** The status page's work, for the routes and the periodic jobs. */
export interface StatusService {
  /** GET /api/status: at most one reading of the store per STATUS_CACHE_MS per instance, whoever asks. */
  answer(): Promise<StatusAnswerBody>;
  /** The Atom feed in `locale`. */
  feed(locale: Locale): Promise<string>;
  /** A login the runtime reported (report-pipeline.ts). */
  recordLogin(login: LoginSeen): Promise<void>;
  /** The minute's probe (leader): the runtimes' round trips and the parts counted, the verdicts opened and closed. */
  probe(): Promise<void>;
  /** The hour's sweep: what is older than the page shows. */
  sweep(): Promise<void>;
  /** Forgets the kept answer (tests, and an admin's incident, which the page should show at once). */
  forget(): void;
}

export function createStatusService(options: StatusServiceOptions): StatusService {
  const now = () => new Date(options.now?.() ?? Date.now());
  const parts = createPartLog();
  const roundTrips = createRoundTripCount();
  /** Each runtime's round trips so far: the local process (by its pid), or each runner (by its start). */
  const tripSources = (): RoundTripSource[] => {
    const runners = options.runners?.();
    if (runners) return runners.map((r) => ({ name: `${r.id}:${r.startedAt}`, totals: r.roundTrips }));
    const local = options.runtimeStats();
    return local ? [{ name: `local:${local.pid ?? ''}`, totals: local.roundTrips }] : [];
  };
  let kept: { at: number; answer: Promise<StatusAnswerBody> } | null = null;
  let lastGood: StatusAnswerBody | null = null;

  async function fresh(): Promise<StatusAnswerBody> {
    const at = now();
    const states = await probeParts(options);
    try {
      lastGood = await statusAnswer(at, states);
      return lastGood;
    } catch (err) {
      // The database away: what was known, with the parts as they are now (the database down among them).
      if (!lastGood) throw err;
      const ourTrouble = lastGood.our_trouble.includes('database')
        ? lastGood.our_trouble
        : ([...lastGood.our_trouble, 'database'] as StatusAnswerBody['our_trouble']);
      return { ...lastGood, generated_at: at.toISOString(), parts: lastGood.parts.map((p) => ({ ...p, state: states[p.id] })), our_trouble: ourTrouble };
    }
  }

  return {
    /** GET /api/status: at most one reading of the store per STATUS_CACHE_MS per instance, whoever asks. */
    answer(): Promise<StatusAnswerBody> {
      const t = now().getTime();
      if (!kept || t - kept.at >= STATUS_CACHE_MS) {
        const answer = fresh();
        kept = { at: t, answer };
        // A failed reading is not kept: the next reader tries again.
        answer.catch(() => {
          if (kept?.answer === answer) kept = null;
        });
      }
      return kept.answer;
    },
    /** The Atom feed in `locale`. */
    async feed(locale: Locale): Promise<string> {
      const at = now();
      const from = new Date(at.getTime() - STATUS_DAYS * 86_400_000);
      const [incidents, verdicts] = await Promise.all([publicIncidents(at, from), verdictsSince(from)]);
      return statusFeed({ locale, origin: options.siteOrigin, incidents: incidents.since, verdicts, now: at });
    },
    /** A login the runtime reported (report-pipeline.ts). */
    recordLogin: (login: LoginSeen) => recordLogin(login),
    /** The minute's probe (leader): the runtimes' round trips and the parts counted, the verdicts opened and closed. */
    async probe(): Promise<void> {
      const at = now();
      // Trips that cannot be written wait for the next probe; the parts and verdicts go on meanwhile.
      await roundTrips.count(tripSources(), at.getTime()).catch((err) => log.warn('round trips not counted yet', { error: String(err) }));
      await parts.record(await probeParts(options), at.getTime());
      const changed = await trackVerdicts(await gameChangeVerdict(at), at);
      for (const id of changed.opened) log.warn('the game changed: our bots cannot log in', { verdict: id });
      for (const id of changed.cleared) log.info('the game lets our bots in again', { verdict: id });
    },
    /** The hour's sweep: what is older than the page shows. */
    sweep: () => sweepStatus(now()),
    /** Forgets the kept answer (tests, and an admin's incident, which the page should show at once). */
    forget(): void {
      kept = null;
    },
  };
}
