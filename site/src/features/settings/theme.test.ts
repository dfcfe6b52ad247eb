import { describe, expect, test } from 'bun:test';
import { applyTheme, readTheme, saveTheme, THEME_OPTIONS, type ThemeStorage } from './theme';

function memoryStorage(initial: Record<string, string> = {}): ThemeStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v) };
}

const broken: ThemeStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('reading the theme', () => {
  test('dark when nothing is stored, whatever the system prefers', () => {
    expect(readTheme(memoryStorage())).toBe('dark');
    expect(readTheme(null)).toBe('dark');
  });

  test('a stored theme under the key "theme" wins', () => {
    expect(readTheme(memoryStorage({ theme: 'midnight' }))).toBe('midnight');
    expect(readTheme(memoryStorage({ theme: 'light' }))).toBe('light');
  });

  test('an unknown value (e.g. the other store\'s "system") or unreadable storage falls back to dark', () => {
    expect(readTheme(memoryStorage({ theme: 'system' }))).toBe('dark');
    expect(readTheme(broken)).toBe('dark');
  });
});

describe('saving and applying', () => {
  test('saves under "theme"', () => {
    const storage = memoryStorage();
    expect(saveTheme(storage, 'light')).toBe(true);
    expect(storage.data).toEqual({ theme: 'light' });
  });

  test('reports storage that refuses instead of throwing', () => {
    expect(saveTheme(broken, 'light')).toBe(false);
    expect(saveTheme(null, 'light')).toBe(false);
  });

  test('applies to data-theme', () => {
    const root = { dataset: {} as DOMStringMap };
    applyTheme(root, 'midnight');
    expect(root.dataset.theme).toBe('midnight');
  });
});

test('the cards are light, dark and midnight in that order', () => {
  expect(THEME_OPTIONS).toEqual(['light', 'dark', 'midnight']);
});
