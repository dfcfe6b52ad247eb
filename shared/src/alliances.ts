/**
 * Alliance spaces: who may see and do what. The one permission matrix the API enforces on every route
 * and the site reads to show only what a person may use.
 *
 * A space is a Professional feature: creating one needs Professional, and so does acting in one. A
 * member whose plan is below Professional (invited on a lower plan, or whose plan lapsed) is read-only
 * whatever their role: they see the members, the attacks, the rules and the calendar, choose which of
 * their game accounts they share, and may leave; nothing else until they are Professional again. An
 * outsider sees nothing of a space, not even that it exists.
 */
import { planIncludes } from './plans';

/** The roles stored for a member. */
export const ALLIANCE_ROLES = ['owner', 'officer', 'member'] as const;
export type AllianceRole = (typeof ALLIANCE_ROLES)[number];

/** How a person stands towards one space at this moment: their role, read-only (no Professional), or outside it. */
export type AllianceStanding = AllianceRole | 'read-only' | 'outsider';
export const ALLIANCE_STANDINGS = ['owner', 'officer', 'member', 'read-only', 'outsider'] as const satisfies readonly AllianceStanding[];

export const ALLIANCE_ACTIONS = [
  /** The space, its members, the open attacks, the rules and the calendar. */
  'view',
  /** Choose which of one's own game accounts the space sees. */
  'share-accounts',
  /** Add calendar notes, and remove one's own. */
  'add-notes',
  /** Remove anyone's calendar note. */
  'moderate-notes',
  /** Invite players and revoke invitations. */
  'invite',
  /** Remove members (not officers). */
  'remove-members',
  /** Make members officers and officers members, remove officers, hand the space over. */
  'manage-officers',
  /** The help and support rules the members' bots follow. */
  'manage-rules',
  'leave',
  'delete',
] as const;
export type AllianceAction = (typeof ALLIANCE_ACTIONS)[number];

const READERS = ['owner', 'officer', 'member', 'read-only'] as const;
const LEADERS = ['owner', 'officer'] as const;

export const ALLIANCE_PERMISSIONS: Record<AllianceAction, readonly AllianceStanding[]> = {
  view: READERS,
  'share-accounts': READERS,
  'add-notes': ['owner', 'officer', 'member'],
  'moderate-notes': LEADERS,
  invite: LEADERS,
  'remove-members': LEADERS,
  'manage-officers': ['owner'],
  'manage-rules': LEADERS,
  leave: READERS,
  delete: ['owner'],
};

export function allianceStanding(role: AllianceRole | null | undefined, plan: string | null | undefined): AllianceStanding {
  if (!role) return 'outsider';
  return planIncludes(plan, 'professional') ? role : 'read-only';
}

export function allianceCan(standing: AllianceStanding, action: AllianceAction): boolean {
  return ALLIANCE_PERMISSIONS[action].includes(standing);
}

/** Every action a standing allows, in the matrix's order (the site shows what these allow). */
export function allowedActions(standing: AllianceStanding): AllianceAction[] {
  return ALLIANCE_ACTIONS.filter((a) => allianceCan(standing, a));
}

export const ROLE_NAMES: Record<AllianceStanding, string> = {
  owner: 'Owner',
  officer: 'Officer',
  member: 'Member',
  'read-only': 'Read-only',
  outsider: 'Not a member',
};

/** Game accounts named in one request (a space's members, a rule's accounts). */
export const ALLIANCE_ACCOUNTS_MAX = 50;
/** Creating a space needs this plan (the pricing page's Professional). */
export const ALLIANCE_PLAN = 'professional' as const;

export const SPACE_NAME_MAX = 60;
export const GAME_ALLIANCE_NAME_MAX = 60;
/** Spaces one player may own, and belong to (owned included). */
export const SPACES_OWNED_MAX = 5;
export const SPACES_JOINED_MAX = 20;
export const MEMBERS_MAX = 100;
export const PENDING_INVITATIONS_MAX = 50;
/** An invitation's code works once, for this long. */
export const INVITATION_DAYS = 7;
export const NOTE_TITLE_MAX = 80;
export const NOTE_TEXT_MAX = 500;
export const NOTES_MAX = 200;

/** The rules a space sets for its members' Alliance Help bots on the accounts they share. */
export type AllianceRules = {
  /** Help requests: answered a random wait between these after they appear (null: each bot's own setting). */
  help: { enabled: boolean; minWaitSeconds: number; maxWaitSeconds: number };
  /** Support: against an attack of at least `minAttackers` soldiers on a member's castle, up to `troops` soldiers for `hours` game hours. */
  support: { enabled: boolean; minAttackers: number; troops: number; hours: number };
};

export const DEFAULT_ALLIANCE_RULES: AllianceRules = {
  help: { enabled: false, minWaitSeconds: 60, maxWaitSeconds: 120 },
  support: { enabled: false, minAttackers: 500, troops: 200, hours: 6 },
};

/** The bounds the Alliance Help template itself takes (templates/units/alliance-help.ts): a rule never asks more of a bot. */
export const RULE_BOUNDS = {
  waitSeconds: { min: 5, max: 3600 },
  minAttackers: { min: 0, max: 1_000_000 },
  troops: { min: 1, max: 100_000 },
  hours: { min: 0, max: 12 },
} as const;
