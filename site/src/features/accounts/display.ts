/** How game accounts read on screen. */
import { ACCOUNT_TAGS, GAME_SERVERS, type AccountTag } from '@shared/game';
import { messagesNow } from '../../lib/i18n';
import { accountTagMessages } from './accounts.messages';

/** "none" is the API's value for "no tag"; on screen it reads as such. */
export function tagLabel(tag: string, m = messagesNow(accountTagMessages)): string {
  return tag === 'none' || !tag ? m.noTag : tag;
}

export const SERVER_OPTIONS: readonly { value: string; label: string }[] = GAME_SERVERS.map((s) => ({ value: s, label: s }));

/** The tag select's options, "none" in the page's language. */
export function tagOptions(m = messagesNow(accountTagMessages)): readonly { value: AccountTag; label: string }[] {
  return ACCOUNT_TAGS.map((t) => ({ value: t, label: t === 'none' ? m.none : t }));
}

/** Names one account unambiguously (the same name may exist on several servers), e.g. for buttons. */
export function accountTitle(account: { name: string; server: string }): string {
  return `${account.name} (${account.server})`;
}
