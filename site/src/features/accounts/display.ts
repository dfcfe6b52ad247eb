/** How game accounts read on screen. */
import { ACCOUNT_TAGS, GAME_SERVERS, isAccountTag, type AccountTag } from '@shared/game';
import { messagesNow, pageLocale } from '../../lib/i18n';
import { accountTagMessages, serverNameMessages } from './accounts.messages';

/**
 * A tag as the account list shows it: by what it is for ("Berimond watchtowers"), never by the API's key
 * ("tower"); "none" reads as no tag, and a key this page does not know yet as itself.
 */
export function tagLabel(tag: string, m = messagesNow(accountTagMessages)): string {
  if (tag === 'none' || !tag) return m.noTag;
  return isAccountTag(tag) ? m[tag] : tag;
}

/**
 * What the game's server list names a server by (its `instanceLocaId`: generic_country_DE, generic_language_PT,
 * generic_country_international; shared/src/game-wire/network.ts), in the page's language, with its code:
 * "Germany 1 (DE1)". Countries and languages are named by the browser's Intl; the game's own groupings
 * (International, World, Scandinavia) and Asia by our words: Chromium's Intl names no region by its
 * number ("142" for Asia), and a browser without a name for a code answers the code, so such an answer
 * is never shown as a name.
 */
export function serverName(code: string, locale: string = pageLocale, words = messagesNow(serverNameMessages)): string {
  const match = /^([A-Z]+)(\d+)$/.exec(code);
  if (!match) return code;
  const [, prefix, number] = match as unknown as [string, string, string];
  const ours: Record<string, string> = { INT: words.international, WORLD: words.world, SKN: words.scandinavia, ASIA: words.asia };
  const languages = new Intl.DisplayNames([locale], { type: 'language' });
  const regions = new Intl.DisplayNames([locale], { type: 'region' });
  const byIntl: Record<string, () => string | undefined> = {
    PT: () => languages.of('pt'),
    HIS: () => languages.of('es'),
    ARAB: () => languages.of('ar'),
    HANT: () => languages.of('zh-Hant'),
  };
  let name: string | undefined = ours[prefix];
  if (!name) {
    try {
      const asked = byIntl[prefix]?.() ?? regions.of(prefix);
      // Intl answers a code (or a number) it has no name for as it was asked: that is no name.
      name = asked && asked.toUpperCase() !== prefix && !/\d/.test(asked) ? asked : undefined;
    } catch {
      name = undefined;
    }
  }
  return name ? `${name} ${number} (${code})` : code;
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

/**
 * The tag select's options: "none", then each tag by what it is for ("Berimond watchtowers"), sent by its
 * key. The keys ("tower", "afk") are the API's values and say nothing to a newcomer (issue 64).
 */
export function tagOptions(m = messagesNow(accountTagMessages)): readonly { value: AccountTag; label: string }[] {
  return ACCOUNT_TAGS.map((t) => ({ value: t, label: t === 'none' ? m.none : m[t] }));
}

/** Names one account unambiguously (the same name may exist on several servers), e.g. for buttons. */
export function accountTitle(account: { name: string; server: string }): string {
  return `${account.name} (${account.server})`;
}
