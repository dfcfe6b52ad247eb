/**
 * Sharing a game account's bots with another Castellan player (issue 39): the permissions a share may
 * grant, and the one table of what each bot route needs of a share. The API enforces the table on every
 * route (api/src/modules/sharing/access.ts), a test walks it route by route and permission by permission,
 * and the site reads it to show a shared bot only the buttons its share allows.
 *
 * A share never carries the game password: the player it is shared with acts on the owner's bots
 * through Castellan, under the owner's plan and slots, and everything they do is in the owner's activity
 * log and the bot's console with their name.
 */
import { planIncludes } from './plans';

export const SHARE_PERMISSIONS = [
  /** See the account's bots and their consoles (every share has it). */
  'console',
  /** Start and stop them (and "run now"). */
  'control',
  /** Change their settings and schedules. */
  'settings',
  /** Create bots on the account, duplicate and delete them. */
  'manage',
] as const;
export type SharePermission = (typeof SHARE_PERMISSIONS)[number];

export const isSharePermission = (value: unknown): value is SharePermission => (SHARE_PERMISSIONS as readonly unknown[]).includes(value);

/** A share's permissions as stored: the chosen ones, in the list's order, with `console` always among them. */
export function sharePermissions(chosen: readonly SharePermission[]): SharePermission[] {
  return SHARE_PERMISSIONS.filter((p) => p === 'console' || chosen.includes(p));
}

/**
 * What each route on one bot needs of a share. The owner may do everything; an administrator reads
 * (admin routes); a player with a share of the bot's game account may do what its permissions name.
 */
export const SHARED_BOT_ROUTES = {
  'GET /api/bots/:id': 'console',
  'POST /api/bots/:id/console-ticket': 'console',
  'GET /api/bots/:id/console': 'console',
  'GET /api/bots/:id/schedule': 'console',
  'GET /api/bots/:id/trades': 'console',
  'POST /api/bots/:id/actions': 'control',
  'POST /api/bots/:id/run-for': 'control',
  'POST /api/bots/:id/play-now': 'control',
  'PATCH /api/bots/:id': 'settings',
  'PUT /api/bots/:id/schedule': 'settings',
  'POST /api/bots/:id/duplicate': 'manage',
  'DELETE /api/bots/:id': 'manage',
  /** A new bot on a shared game account (the account named in the body). */
  'POST /api/bots': 'manage',
} as const satisfies Record<string, SharePermission>;
export type SharedBotRoute = keyof typeof SHARED_BOT_ROUTES;

/** Sharing is the owner's: from this plan up a player may share their game accounts' bots (anyone may be shared with). */
export const SHARING_PLAN = 'plus' as const;
export const canShare = (plan: string | null | undefined): boolean => planIncludes(plan, SHARING_PLAN);

/** Players one game account may be shared with (and codes waiting at once). */
export const SHARES_PER_ACCOUNT_MAX = 5;
/** A share code is good for this many days, once. */
export const SHARE_CODE_DAYS = 7;

/** A share as its owner sees it. */
export type OwnedShare = {
  id: string;
  account_id: string;
  /** The player it is shared with (their Castellan name or e-mail's name part), or null while the code waits. */
  with: string | null;
  /** While the code waits: the address it was mailed to, or null for a code passed by hand. */
  invited: string | null;
  permissions: SharePermission[];
  /** While the code waits: when it expires. */
  expires_at: string | null;
  created_at: string;
};

/** Bots shared with the asker, by owner and game account, with what the share allows. */
export type SharedWithMe = {
  share_id: string;
  owner: string;
  account: { id: string; name: string; server: string };
  permissions: SharePermission[];
};
