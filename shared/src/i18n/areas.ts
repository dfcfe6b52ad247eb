/**
 * The translation files of each language, one per area of the product: a message set named
 * `<area>/<name>` lives in shared/i18n/<locale>/<area>.json. Areas keep the files a size a translator
 * can work through, and let several people translate at once without touching the same file.
 */
export const AREAS = [
  'site',
  'common',
  'auth',
  'dashboard',
  'bots',
  'console',
  'accounts',
  'settings',
  'notifications',
  'billing',
  'admin',
  'alliance',
  'support',
  'help',
  'legal',
  'scripts',
  'analytics',
  'planner',
  'templates',
  'bot-lines',
  'mail',
  'errors',
  'answers',
  'gallery',
  'alerts',
  'status',
] as const;
export type Area = (typeof AREAS)[number];

/** The area a set belongs to: the first part of its name. */
export function areaOf(component: string): string {
  return component.split('/')[0]!;
}
