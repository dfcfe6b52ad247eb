/** How game accounts read on screen. */
import { ACCOUNT_TAGS, GAME_SERVERS, type AccountTag } from '@shared/game';
import { messagesNow, pageLocale } from '../../lib/i18n';
import { accountTagMessages, serverNameMessages } from './accounts.messages';

/** "none" is the API's value for "no tag"; on screen it reads as such. */
export function tagLabel(tag: string, m = messagesNow(accountTagMessages)): string {
  return tag === 'none' || !tag ? m.noTag : tag;
}

/**
 * What the game's server list names a server by (its `instanceLocaId`: generic_country_DE, generic_language_PT,
 * generic_country_international; shared/src/game-wire/network.ts), in the page's language, with its code:
 * "Germany 1 (DE1)". Countries and languages are named by the browser's Intl; the game's own groupings
 * (International, World, Scandinavia) by our words.
 */
export function serverName(code: string, locale: string = pageLocale, words = messagesNow(serverNameMessages)): string {
  const match = /^([A-Z]+)(\d+)$/.exec(code);
  if (!match) return code;
  const [, prefix, number] = match as unknown as [string, string, string];
  const languages = new Intl.DisplayNames([locale], { type: 'language' });
  const regions = new Intl.DisplayNames([locale], { type: 'region' });
  const byPrefix: Record<string, () => string | undefined> = {
    INT: () => words.international,
    WORLD: () => words.world,
    SKN: () => words.scandinavia,
    ASIA: () => regions.of('142'),
    PT: () => languages.of('pt'),
    HIS: () => languages.of('es'),
    ARAB: () => languages.of('ar'),
    HANT: () => languages.of('zh-Hant'),
  };
  let name: string | undefined;
  try {
    name = byPrefix[prefix]?.() ?? regions.of(prefix);
  } catch {
    name = undefined;
  }
  return name && name !== prefix ? `${name} ${number} (${code})` : code;
}

const optionsByLocale = new Map<string, readonly { value: string; label: string }[]>();

/**
 * The servers as the Add Account form and the edit dialog offer them: by name, sent by code. Named once
 * per language (the forms ask at every render, a keystroke each).
 */
export function serverOptions(locale: string = pageLocale): readonly { value: string; label: string }[] {
  let options = optionsByLocale.get(locale);
  if (!options) {
    const words = messagesNow(serverNameMessages);
    options = GAME_SERVERS.map((s) => ({ value: s, label: serverName(s, locale, words) }));
    optionsByLocale.set(locale, options);
  }
  return options;
}

/** The tag select's options, "none" in the page's language. */
export function tagOptions(m = messagesNow(accountTagMessages)): readonly { value: AccountTag; label: string }[] {
  return ACCOUNT_TAGS.map((t) => ({ value: t, label: t === 'none' ? m.none : t }));
}

/** Names one account unambiguously (the same name may exist on several servers), e.g. for buttons. */
export function accountTitle(account: { name: string; server: string }): string {
  return `${account.name} (${account.server})`;
}
