/**
 * The locale `Intl` writes figures in: the page's, but Arabic with Latin digits (our choice, "1,234"
 * not "١٬٢٣٤"), said outright because ICU's default digits for Arabic differ by region and by version.
 */
export const intlLocale = (locale: string) => (locale === 'ar' || locale.startsWith('ar-') ? `${locale}-u-nu-latn` : locale);
