/** Request and response schemas of /api/alliances. */
import { t } from 'elysia';
import {
  ALLIANCE_ACCOUNTS_MAX,
  ALLIANCE_ACTIONS,
  ALLIANCE_ROLES,
  ALLIANCE_STANDINGS,
  GAME_ALLIANCE_NAME_MAX,
  NOTE_TEXT_MAX,
  NOTE_TITLE_MAX,
  RULE_BOUNDS,
  SPACE_NAME_MAX,
} from '@shared/alliances';
import { GAME_SERVERS } from '@shared/game';
import { oneOf } from '../../lib/one-of';
import { allianceErrors } from './errors.messages';
import { fixedText } from '../../lib/error-language';

const When = t.String({ format: 'date-time' });
const OBJECT_ID = { pattern: '^[0-9a-fA-F]{24}$', error: 'Not a valid id.' };
const AccountIds = t.Array(t.String({ ...OBJECT_ID, error: 'accountIds must be ids of your game accounts.' }), {
  maxItems: ALLIANCE_ACCOUNTS_MAX,
  error: fixedText(allianceErrors, 'accountsMax', { count: ALLIANCE_ACCOUNTS_MAX }),
});

export const SpaceParams = t.Object({ id: t.String() });
export const MemberParams = t.Object({ id: t.String(), userId: t.String() });
export const InvitationParams = t.Object({ id: t.String(), invitationId: t.String() });
export const NoteParams = t.Object({ id: t.String(), noteId: t.String() });

export const NewSpace = t.Object({
  name: t.String({ minLength: 1, maxLength: SPACE_NAME_MAX, pattern: '\\S', error: fixedText(allianceErrors, 'spaceName', { min: 1, count: SPACE_NAME_MAX }) }),
  server: oneOf(GAME_SERVERS, { error: 'Choose the game server the alliance plays on (for example INT1).' }),
  game_alliance_name: t.String({
    minLength: 1,
    maxLength: GAME_ALLIANCE_NAME_MAX,
    pattern: '\\S',
    error: fixedText(allianceErrors, 'allianceName', { min: 1, count: GAME_ALLIANCE_NAME_MAX }),
  }),
  game_alliance_id: t.Optional(t.Nullable(t.Integer({ minimum: 1 }), { error: 'The alliance id is the number the game shows, or leave it empty.' })),
  account_ids: t.Optional(AccountIds),
});

const Standing = oneOf(ALLIANCE_STANDINGS);
export const SpaceView = t.Object({
  id: t.String(),
  name: t.String(),
  server: t.String(),
  game_alliance: t.Object({ name: t.String(), id: t.Nullable(t.Integer()) }),
  role: oneOf(ALLIANCE_ROLES),
  standing: Standing,
  can: t.Array(oneOf(ALLIANCE_ACTIONS), { description: 'What you may do in this space now (shared/alliances.ts matrix)' }),
  members: t.Integer(),
  your_accounts: t.Array(t.String(), { description: 'The ids of your game accounts you share with the space' }),
  created_at: When,
});
export const SpaceList = t.Object({ can_create: t.Boolean(), plan_needed: t.String(), spaces: t.Array(SpaceView) });

export const MemberList = t.Object({
  members: t.Array(
    t.Object({
      user_id: t.String(),
      name: t.String(),
      role: oneOf(ALLIANCE_ROLES),
      read_only: t.Boolean({ description: 'Below Professional: sees, shares and leaves, nothing else' }),
      accounts: t.Array(t.Object({ id: t.String(), label: t.String() })),
      joined_at: When,
    }),
  ),
});
export const RoleChange = t.Object({ role: oneOf(ALLIANCE_ROLES, { error: 'role must be owner (hand the space over), officer or member.' }) });
export const ShareAccounts = t.Object({ account_ids: AccountIds });
export const Shared = t.Object({ account_ids: t.Array(t.String()) });
export const Left = t.Object({ left: t.Literal(true), space: oneOf(['kept', 'handed-over', 'deleted'] as const), new_owner: t.Nullable(t.String()) });

export const NewInvitation = t.Object({
  email: t.Optional(
    t.Nullable(t.String({ format: 'email', maxLength: 254 }), {
      error: 'That is not an e-mail address: leave it empty to make a code you pass on yourself.',
      description: 'Only this address may use it; it is mailed a link',
    }),
  ),
});
const InvitationFields = { id: t.String(), email: t.Nullable(t.String()), expires_at: When, created_at: When };
export const CreatedInvitation = t.Object({ ...InvitationFields, code: t.String({ description: 'Shown this once: only its hash is kept' }) });
export const InvitationList = t.Object({ invitations: t.Array(t.Object(InvitationFields)) });
export const Code = t.Object({ code: t.String({ minLength: 1, maxLength: 200, error: 'Please paste the invitation code.' }) });
export const Accept = t.Object({ code: Code.properties.code, account_ids: t.Optional(AccountIds) });
export const InvitationLook = t.Object({
  space: t.Object({ id: t.String(), name: t.String(), server: t.String(), game_alliance: t.String() }),
  invited_by: t.String(),
  expires_at: When,
  for_email: t.Boolean({ description: 'Sent to your address (only you may use it)' }),
  already_member: t.Boolean(),
});

export const AttackList = t.Object({
  shared_accounts: t.Integer({ description: 'Game accounts the members share with the space' }),
  attacks: t.Array(
    t.Object({
      member: t.String(),
      member_id: t.String(),
      account: t.String(),
      castle: t.String(),
      attacker: t.Nullable(t.String()),
      troops: t.Nullable(t.Integer()),
      detected_at: When,
      arrives_at: When,
    }),
  ),
});

/** A bound of RULE_BOUNDS (min and max, as the site's inputs take them) in JSON Schema's words, which the validator reads. */
const within = ({ min, max }: { min: number; max: number }) => ({ minimum: min, maximum: max });
/** The bounds said in the error, in the asker's language. */
const boundsError = (key: 'waits' | 'minAttackers' | 'troops' | 'hours', { min, max }: { min: number; max: number }) =>
  fixedText(allianceErrors, key, { min, count: max });
const Seconds = t.Integer({ ...within(RULE_BOUNDS.waitSeconds), error: boundsError('waits', RULE_BOUNDS.waitSeconds) });
export const Rules = t.Object({
  help: t.Object({ enabled: t.Boolean(), minWaitSeconds: Seconds, maxWaitSeconds: Seconds }),
  support: t.Object({
    enabled: t.Boolean(),
    minAttackers: t.Integer({ ...within(RULE_BOUNDS.minAttackers), error: boundsError('minAttackers', RULE_BOUNDS.minAttackers) }),
    troops: t.Integer({ ...within(RULE_BOUNDS.troops), error: boundsError('troops', RULE_BOUNDS.troops) }),
    hours: t.Integer({ ...within(RULE_BOUNDS.hours), error: boundsError('hours', RULE_BOUNDS.hours) }),
  }),
});
export const RulesView = t.Object({
  rules: Rules,
  coverage: t.Array(
    t.Object({
      account_id: t.String(),
      account: t.String(),
      bot: t.Nullable(t.Object({ name: t.String(), state: t.String() })),
      follows_rules: t.Boolean({ description: 'An Alliance Help bot of a Professional member runs on it' }),
    }),
  ),
});

export const NewNote = t.Object({
  title: t.String({ minLength: 1, maxLength: NOTE_TITLE_MAX, error: fixedText(allianceErrors, 'noteTitleLength', { min: 1, count: NOTE_TITLE_MAX }) }),
  starts_at: t.String({ format: 'date-time', error: 'Please give the start as a date and time.' }),
  ends_at: t.Optional(t.Nullable(t.String({ format: 'date-time' }), { error: 'The end is a date and time, or empty.' })),
  text: t.Optional(t.String({ maxLength: NOTE_TEXT_MAX, error: fixedText(allianceErrors, 'noteText', { count: NOTE_TEXT_MAX }) })),
});
export const Calendar = t.Object({
  notes: t.Array(
    t.Object({
      id: t.String(),
      title: t.String(),
      starts_at: When,
      ends_at: t.Nullable(When),
      text: t.String(),
      author: t.String(),
      yours: t.Boolean(),
      can_remove: t.Boolean(),
    }),
  ),
});

export const Deleted = t.Object({ deleted: t.Literal(true) });
export const Revoked = t.Object({ revoked: t.Literal(true) });
export const Joined = t.Object({ space_id: t.String() });
export const Declined = t.Object({ declined: t.Literal(true) });
export const NoteCreated = t.Object({ id: t.String() });
export const NoteRemoved = t.Object({ removed: t.Literal(true) });
