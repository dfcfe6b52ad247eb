/**
 * The public status page's vocabulary, shared by the bot runtime (which names each login's outcome), the
 * API (which counts them and decides the verdict) and the site (which words it): login outcomes and which
 * side of the line each falls on, the platform's parts, and an incident's states.
 */

/**
 * What one login of a game account came to. `ok` is a login that reached the game; the rest are the
 * ways a login fails, each said once here so the runtime, the counts and the page use one name.
 */
export const LOGIN_OUTCOMES = [
  'ok',
  // The game's side: the game refused or answered in a way our client does not know. Many accounts
  // at once with one of these is the game changing under us (2026-10-12: `vck` refusing old builds;
  // 2026-10-20: handshakes without permessage-deflate refused).
  'version_refused',
  'handshake_failed',
  'unexpected_frame',
  // One account's own trouble: never a verdict on the platform, however many accounts meet it.
  'wrong_password',
  'suspended',
  'cooldown',
  'proxy',
  // Neither a change of the game nor an account's fault: the network, the game's servers away, our own
  // token minting, a login the game turned down for another reason.
  'unreachable',
  'timeout',
  'lost',
  'recaptcha',
  'refused',
  'other',
] as const;
export type LoginOutcome = (typeof LOGIN_OUTCOMES)[number];
export type LoginFailure = Exclude<LoginOutcome, 'ok'>;

/** The failures that mean the game changed when many accounts meet the same one at once. */
export const GAME_SIDE_PATTERNS = ['version_refused', 'handshake_failed', 'unexpected_frame'] as const;
export type GameSidePattern = (typeof GAME_SIDE_PATTERNS)[number];

/** The failures that are one account's own (its password, a suspension, its proxy, its login cooldown). */
export const ACCOUNT_PATTERNS = ['wrong_password', 'suspended', 'cooldown', 'proxy'] as const satisfies readonly LoginFailure[];

export const isLoginOutcome = (value: unknown): value is LoginOutcome => typeof value === 'string' && (LOGIN_OUTCOMES as readonly string[]).includes(value);
export const isGameSidePattern = (value: unknown): value is GameSidePattern =>
  typeof value === 'string' && (GAME_SIDE_PATTERNS as readonly string[]).includes(value);
export const isAccountPattern = (value: unknown): boolean => typeof value === 'string' && (ACCOUNT_PATTERNS as readonly string[]).includes(value);

/**
 * The platform's parts as the status page lists them. `runners` are the fleet's runner nodes (absent
 * when each API runs its bots in its own runtime process, RUNNERS=local).
 */
export const STATUS_PARTS = ['api', 'database', 'engine', 'runtime', 'runners', 'payments'] as const;
export type StatusPart = (typeof STATUS_PARTS)[number];
/** The parts whose trouble is ours: when one is down, failing logins are our bots' trouble, not the game's. */
export const OUR_BOT_PARTS = ['database', 'engine', 'runtime', 'runners'] as const satisfies readonly StatusPart[];

/** A part's state now: `idle` is a runtime that runs no bot yet; `off` a part this installation does not use. */
export const PART_STATES = ['up', 'degraded', 'down', 'idle', 'off'] as const;
export type PartState = (typeof PART_STATES)[number];

/** A game world's state as our bots see it. */
export const WORLD_STATES = ['ok', 'game_changed', 'trouble', 'quiet'] as const;
export type WorldState = (typeof WORLD_STATES)[number];

/** An incident's states, in the order an incident usually goes through them. */
export const INCIDENT_STATES = ['investigating', 'identified', 'monitoring', 'resolved'] as const;
export type IncidentState = (typeof INCIDENT_STATES)[number];

/** Days of history the page shows, and the store keeps. */
export const STATUS_DAYS = 90;
/** Bounds of what an admin writes. */
export const INCIDENT_TITLE_MAX = 140;
export const INCIDENT_MESSAGE_MAX = 4_000;
/** Updates one incident holds (each admin's line appended): bounded, so the document is. */
export const INCIDENT_UPDATES_MAX = 50;
