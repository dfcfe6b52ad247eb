/**
 * Theme choice (spec §4, §9): light, dark or midnight, default dark, stored in localStorage under
 * `theme`. The system colour-scheme preference is deliberately ignored: the boot script applies the
 * same rule before paint, so what this screen shows is what every page shows.
 */
import { DEFAULT_THEME, isTheme, THEME_KEY, type Theme } from '@shared/themes';

/** The part of Storage the theme needs; a fake in tests, localStorage in the browser. */
export type ThemeStorage = Pick<Storage, 'getItem' | 'setItem'>;
/** The element whose data-theme selects the CSS variables (document.documentElement). */
export type ThemeRoot = { dataset: DOMStringMap };

/** The cards in the order they are shown; their names and descriptions are in settings.messages.ts. */
export const THEME_OPTIONS: readonly Theme[] = ['light', 'dark', 'midnight'];

/** The stored theme; anything unknown, missing or unreadable (storage disabled) means the default. */
export function readTheme(storage: ThemeStorage | null): Theme {
  try {
    const stored = storage?.getItem(THEME_KEY) ?? null;
    return isTheme(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

/** Remembers the choice; false when storage refuses (private mode, quota), so it lasts this page only. */
export function saveTheme(storage: ThemeStorage | null, theme: Theme): boolean {
  try {
    if (!storage) return false;
    storage.setItem(THEME_KEY, theme);
    return true;
  } catch {
    return false;
  }
}

export function applyTheme(root: ThemeRoot, theme: Theme): void {
  root.dataset.theme = theme;
}
