/** A bot's console, in the page's language: the console is built in every language (pages/[lang]/bots/[botId].astro). */
import { localizedPath } from '@shared/i18n/locales';
import { pageLocale } from '../../lib/i18n';

export function consolePath(botId: string): string {
  return localizedPath(pageLocale, `/bots/${botId}`);
}
