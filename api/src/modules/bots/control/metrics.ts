/**
 * The bots' series (issue 56), counted where the API's supervisor acts on a bot or handles the runtime's
 * report about one: that is one instance per event (the one that served the request, or in a fleet the
 * leader that took the report from the engine), so a fleet's instances summed count each event once.
 * Every label comes from a closed list below: a template id, a state, a reason, a lock's cause.
 */
import { TEMPLATE_IDS } from '@shared/templates/ids';
import { SAFETY_CAUSES, type SafetyCause } from '@shared/safety-lock';
import type { LineMessage } from '@shared/console';
import { counter, gauge } from '../../../lib/metrics/registry';
import { scrapeCache } from '../../../lib/metrics/scrape-cache';
import type { FailureKind } from '../../../runtime';
import { BOT_STATES, BotModel } from '../records/bot.model';

const KNOWN_TEMPLATES = new Set<string>(TEMPLATE_IDS);
/** A stored template id, or `other` for one no longer offered (the label stays bounded by the catalogue). */
export const templateLabel = (templateId: string): string => (KNOWN_TEMPLATES.has(templateId) ? templateId : 'other');

/** Bots by state and template, counted in the database by one aggregate at most every 10 s. */
const stored = scrapeCache('bots by state and template', () =>
  BotModel.aggregate<{ _id: { state: string; template: string }; bots: number }>([
    { $group: { _id: { state: '$state', template: '$templateId' }, bots: { $sum: 1 } } },
  ]),
);
/** Templates that had bots at some read: shown at 0 once they have none, rather than vanishing from a graph. */
const templatesSeen = new Set<string>();

gauge({
  name: 'castellan_bots',
  help: 'Bots by reported state and template, across the whole database (every API instance reports the same figure: take max, not sum).',
  labelNames: ['state', 'template'] as const,
  async collect() {
    const rows = await stored.fresh();
    if (!rows) return;
    const counts = new Map<string, number>();
    for (const { _id, bots } of rows) {
      const template = templateLabel(String(_id.template));
      templatesSeen.add(template);
      const key = `${_id.state}\n${template}`;
      counts.set(key, (counts.get(key) ?? 0) + bots);
    }
    for (const template of templatesSeen) {
      for (const state of BOT_STATES) this.set({ state, template }, counts.get(`${state}\n${template}`) ?? 0);
    }
  },
});

/** The bots-by-state gauge's database reads (tests: how many a run of scrapes cost, or a read now). */
export const botCounts: Pick<typeof stored, 'reads' | 'forget'> = stored;

const starts = counter({
  name: 'castellan_bot_starts_total',
  help: 'Bots handed to the runtime: a start (player, schedule, shared player), an automatic restart after a failure, a resume after an API restart.',
  labelNames: ['template'] as const,
});

/** Why a bot wanted online is not wanted any more. */
export const STOP_REASONS = ['player', 'schedule', 'daily_limit', 'plan_slots', 'admin', 'error', 'deleted'] as const;
export type StopReason = (typeof STOP_REASONS)[number];
const stops = counter({
  name: 'castellan_bot_stops_total',
  help: 'Bots that were wanted online and are not any more, by why: the player, the schedule, the daily limit or slots of the plan, an admin, a failure not tried again, a deletion.',
  labelNames: ['reason'] as const,
});

/** The supervisor's stop reasons, in the series' words. */
const STOP_REASON_OF = { user: 'player', schedule: 'schedule', limit: 'daily_limit', slots: 'plan_slots', admin: 'admin' } as const satisfies Record<
  string,
  StopReason
>;
export type SupervisorStopReason = keyof typeof STOP_REASON_OF;

/**
 * What stopped a bot against its will, from the runtime's report: its kind, refined by the message it was
 * said with. Where a reason is also a login's outcome it has that outcome's name (shared/src/status.ts,
 * castellan_game_logins_total), so the two read together.
 */
export const FAILURE_REASONS = [
  'wrong_password',
  'suspended',
  'proxy',
  'refused',
  'cooldown',
  'recaptcha',
  'version_refused',
  'connection',
  'game_error',
  'crashed',
  'unknown_template',
  'parked',
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];
const failures = counter({
  name: 'castellan_bot_failures_total',
  help: "Bots stopped by a failure the runtime reported, by reason (runtime/failure.ts's kinds, refined by the failure's message).",
  labelNames: ['reason'] as const,
});

const locks = counter({
  name: 'castellan_safety_locks_total',
  help: "Game accounts' safety locks tripped, by cause (shared/src/safety-lock.ts), counted once when the lock is first kept.",
  labelNames: ['reason'] as const,
});

/** The message keys of bot-lines/failures (runtime/failure.ts says each) and the reason each one is. */
const REASON_BY_MESSAGE: Record<string, FailureReason> = {
  wrongPassword: 'wrong_password',
  banned: 'suspended',
  bannedFor: 'suspended',
  proxyUnusable: 'proxy',
  loginRefused: 'refused',
  loginCooldown: 'cooldown',
  cannotLogIn: 'recaptcha',
  actionRefused: 'game_error',
  crashed: 'crashed',
  unknownTemplate: 'unknown_template',
  runtimeParked: 'parked',
  runnerParked: 'parked',
};
const FAILURES_SET = 'bot-lines/failures.';
const BY_KIND: Record<FailureKind, FailureReason> = { auth: 'refused', connection: 'connection', crash: 'crashed', parked: 'parked' };

/**
 * The reason of a failure report. A failure with advice is said as `withAdvice` around its reason's
 * message; a connection fault has English words only, of which the game's refusal of our client version
 * (game/client.ts) is told apart.
 */
export function failureReason(event: { kind: FailureKind; reason: string; words?: LineMessage }): FailureReason {
  let words: unknown = event.words;
  if (isMessage(words) && words.key === `${FAILURES_SET}withAdvice`) words = words.params?.reason;
  if (isMessage(words) && words.key.startsWith(FAILURES_SET)) {
    const known = REASON_BY_MESSAGE[words.key.slice(FAILURES_SET.length)];
    if (known) return known;
  }
  if (/refused our client version|our client build \S+ is too (old|new)/i.test(event.reason)) return 'version_refused';
  return BY_KIND[event.kind] ?? 'crashed';
}

const isMessage = (value: unknown): value is LineMessage => typeof (value as LineMessage | null)?.key === 'string';

export const botMetrics = {
  started: (templateId: string) => starts.inc({ template: templateLabel(templateId) }),
  stopped: (reason: SupervisorStopReason | StopReason) =>
    stops.inc({ reason: reason in STOP_REASON_OF ? STOP_REASON_OF[reason as SupervisorStopReason] : (reason as StopReason) }),
  failed: (event: Parameters<typeof failureReason>[0]) => failures.inc({ reason: failureReason(event) }),
  locked: (cause: SafetyCause) => locks.inc({ reason: (SAFETY_CAUSES as readonly string[]).includes(cause) ? cause : 'unknown-code' }),
};

/** Console readers open on this instance (a fleet's instances summed: every reader once). */
export const consoleReaders = gauge({
  name: 'castellan_console_readers',
  help: "Bots' consoles being read (server-sent event streams open) on this instance.",
});
