/**
 * Translations for what is rendered at build time (the static pages, the app's page frames): every
 * language's files, loaded once into the shared catalogue, and the helpers an Astro page uses.
 */
import type { ComponentsJSON } from '@nanostores/i18n';
import { isLocale, LOCALES, localizedPath, type Locale } from '@shared/i18n/locales';
import { messagesIn, registerTranslations, type MessageSet } from '@shared/i18n/messages';
import type { Translations } from '@nanostores/i18n';

const files = import.meta.glob<ComponentsJSON>('../../../shared/i18n/*/*.json', { eager: true, import: 'default' });
for (const [path, components] of Object.entries(files)) {
  const locale = path.split('/').at(-2);
  if (isLocale(locale)) registerTranslations(locale, components);
}

/** A message set in the page's language. */
export function t<Body extends Translations>(locale: Locale, set: MessageSet<Body>): Body {
  return messagesIn(locale, set);
}

/** getStaticPaths for a page rendered once per language: `/pricing`, `/de/pricing`, ... */
export function everyLocale() {
  return LOCALES.map((locale) => ({ params: { lang: locale === 'en' ? undefined : locale.toLowerCase() }, props: { locale } }));
}

/** The page's language from its route's `lang` parameter. */
export function pageLocale(lang: string | undefined): Locale {
  return LOCALES.find((l) => l.toLowerCase() === (lang ?? 'en')) ?? 'en';
}

export { localizedPath };
