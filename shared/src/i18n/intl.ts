/**
 * The locale every `Intl` formatter that writes for a reader is given: the language's own, but Arabic
 * with Latin digits (our choice, "1,234" not "١٬٢٣٤"). Said outright because the digits ICU picks for
 * plain "ar" differ by version (Latin since CLDR 42, Arabic-Indic before; a browser or server with an older
 * ICU writes "١٢") and by region ("ar-EG"). `intl.test.ts` fails on a formatter not given it.
 */
export const intlLocale = (locale: string): string => (/^ar(-|$)/.test(locale) && !locale.includes('-u-') ? `${locale}-u-nu-latn` : locale);
