/** Themes (spec §9); the choice is stored in localStorage under THEME_KEY. */
export const THEMES = ['light', 'dark', 'midnight'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'dark';
export const THEME_KEY = 'theme';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}
