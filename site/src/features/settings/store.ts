/** The chosen theme as a store: choosing applies it to the page at once and remembers it. */
import { atom, type ReadableAtom } from 'nanostores';
import { isTheme, THEME_KEY, type Theme } from '@shared/themes';
import { applyTheme, readTheme, saveTheme, type ThemeRoot, type ThemeStorage } from './theme';

export type ThemeStore = {
  $theme: ReadableAtom<Theme>;
  /** Applies and stores the theme; returns false when it could not be stored (it still applies). */
  choose: (theme: Theme) => boolean;
  /** Follows a change made in another tab (the `storage` event's key and new value). */
  syncFromStorage: (key: string | null, value: string | null) => void;
};

export function createThemeStore(storage: ThemeStorage | null, root: ThemeRoot): ThemeStore {
  const $theme = atom<Theme>(readTheme(storage));
  return {
    $theme,
    choose(theme) {
      applyTheme(root, theme);
      $theme.set(theme);
      return saveTheme(storage, theme);
    },
    syncFromStorage(key, value) {
      if (key !== THEME_KEY || !isTheme(value)) return;
      applyTheme(root, value);
      $theme.set(value);
    },
  };
}

function browserStorage(): ThemeStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // Storage blocked: the theme still applies for this page.
  }
}

/** The page's theme store (the islands only run in the browser). */
export const themeStore: ThemeStore =
  typeof window === 'undefined' ? createThemeStore(null, { dataset: {} }) : createThemeStore(browserStorage(), document.documentElement);

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => themeStore.syncFromStorage(event.key, event.newValue));
}
