/** Alliance spaces through the one Eden client. Which space and tab is shown is named in the address (?space=<id>&tab=…). */
import { api, unwrap } from '../../lib/api';
import { here } from '../../lib/i18n';
import { createOnce, mutation } from '../../lib/data';
import { createQuery, invalidate } from '../../lib/query/store';
import { listOf, record } from '../../lib/shapes';
import type { AllianceRules } from '@shared/alliances';
import type { GameServer } from '@shared/game';

const spacesShape = (v: unknown) =>
  record({ can_create: 'boolean', spaces: 'array' })(v) && listOf({ id: 'string', name: 'string', standing: 'string' })((v as { spaces: unknown }).spaces);
export const spacesQuery = createQuery('alliances', () => unwrap(api.api.alliances.get()), 60_000, spacesShape);

export type SpaceList = NonNullable<ReturnType<typeof spacesQuery.store.get>['data']>;
export type Space = SpaceList['spaces'][number];

const space = (id: string) => api.api.alliances({ id: encodeURIComponent(id) });

export const fetchSpace = (id: string) => unwrap(space(id).get());
export const fetchMembers = (id: string) => unwrap(space(id).members.get());
export const fetchAttacks = (id: string) => unwrap(space(id).attacks.get());
export const fetchRules = (id: string) => unwrap(space(id).rules.get());
export const fetchCalendar = (id: string) => unwrap(space(id).calendar.get());
export const fetchInvitations = (id: string) => unwrap(space(id).invitations.get());

export type Members = Awaited<ReturnType<typeof fetchMembers>>['members'];
export type Attacks = Awaited<ReturnType<typeof fetchAttacks>>;
export type RulesView = Awaited<ReturnType<typeof fetchRules>>;
export type Notes = Awaited<ReturnType<typeof fetchCalendar>>['notes'];
export type Invitations = Awaited<ReturnType<typeof fetchInvitations>>['invitations'];

export type NewSpace = { name: string; server: GameServer; game_alliance_name: string; game_alliance_id?: number | null; account_ids?: string[] };

export async function createSpace(input: NewSpace) {
  const made = await createOnce(() => unwrap(api.api.alliances.post(input)));
  await invalidate('alliances');
  return made;
}

export async function deleteSpace(id: string) {
  await mutation(() => unwrap(space(id).delete()));
  await invalidate('alliances');
}

export async function leaveSpace(id: string) {
  const left = await mutation(() => unwrap(space(id).leave.post()));
  await invalidate('alliances');
  return left;
}

export const shareAccounts = (id: string, accountIds: string[]) => mutation(() => unwrap(space(id).accounts.put({ account_ids: accountIds })));
export const setRole = (id: string, userId: string, role: 'owner' | 'officer' | 'member') =>
  mutation(() => unwrap(space(id).members({ userId }).patch({ role })));
export const removeMember = (id: string, userId: string) => mutation(() => unwrap(space(id).members({ userId }).delete()));
/** A new code each time: never retried, so two are never made for one click. */
export const invite = (id: string, email: string | null) => createOnce(() => unwrap(space(id).invitations.post({ email })));
export const revokeInvitation = (id: string, invitationId: string) => mutation(() => unwrap(space(id).invitations({ invitationId }).delete()));
export const saveRules = (id: string, rules: AllianceRules) => mutation(() => unwrap(space(id).rules.put(rules)));
export const addNote = (id: string, note: { title: string; starts_at: string; ends_at?: string | null; text?: string }) =>
  createOnce(() => unwrap(space(id).calendar.post(note)));
export const removeNote = (id: string, noteId: string) => mutation(() => unwrap(space(id).calendar({ noteId }).delete()));

export const lookAtInvitation = (code: string) => unwrap(api.api.alliances.invitations.look.post({ code }));
export type InvitationLook = Awaited<ReturnType<typeof lookAtInvitation>>;
export async function acceptInvitation(code: string, accountIds: string[]) {
  const joined = await createOnce(() => unwrap(api.api.alliances.invitations.accept.post({ code, account_ids: accountIds })));
  await invalidate('alliances');
  return joined;
}
export const declineInvitation = (code: string) => mutation(() => unwrap(api.api.alliances.invitations.decline.post({ code })));

export const TABS = ['members', 'attacks', 'rules', 'calendar'] as const;
export type TabId = (typeof TABS)[number];

/** What the screen shows: the list (with the create and code forms), one space on a tab, or an invitation from a link. */
export type Shown = { kind: 'list' } | { kind: 'space'; id: string; tab: TabId } | { kind: 'invite'; code: string };

export function shownIn(search: string, hash: string): Shown {
  const code = new URLSearchParams(hash.replace(/^#/, '')).get('invite');
  if (code) return { kind: 'invite', code };
  const params = new URLSearchParams(search);
  const id = params.get('space');
  if (!id) return { kind: 'list' };
  const tab = params.get('tab');
  return { kind: 'space', id, tab: (TABS as readonly string[]).includes(tab ?? '') ? (tab as TabId) : 'members' };
}

export function urlFor(shown: Shown): string {
  if (shown.kind === 'space') return here(`/alliance?space=${encodeURIComponent(shown.id)}${shown.tab === 'members' ? '' : `&tab=${shown.tab}`}`);
  // An invitation's code never goes into the address bar's path or query: it stays in the fragment it came in.
  return here('/alliance');
}
