/** How game accounts read on screen. */
import { ACCOUNT_TAGS, GAME_SERVERS, type AccountTag } from '@shared/game';

/** "none" is the API's value for "no tag"; on screen it reads as such. */
export function tagLabel(tag: string): string {
  return tag === 'none' || !tag ? 'No tag' : tag;
}

export const SERVER_OPTIONS: readonly { value: string; label: string }[] = GAME_SERVERS.map((s) => ({ value: s, label: s }));

export const TAG_OPTIONS: readonly { value: AccountTag; label: string }[] = ACCOUNT_TAGS.map((t) => ({
  value: t,
  label: t === 'none' ? 'None' : t,
}));

/** Names one account unambiguously (the same name may exist on several servers), e.g. for buttons. */
export function accountTitle(account: { name: string; server: string }): string {
  return `${account.name} (${account.server})`;
}
