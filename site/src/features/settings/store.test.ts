import { expect, test } from 'bun:test';
import { createThemeStore } from './store';
import type { ThemeStorage } from './theme';

function setup(stored?: string) {
  const data: Record<string, string> = stored ? { theme: stored } : {};
  const storage: ThemeStorage = { getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v) };
  const root = { dataset: {} as DOMStringMap };
  return { data, root, store: createThemeStore(storage, root) };
}

test('starts from the stored theme, else dark', () => {
  expect(setup('light').store.$theme.get()).toBe('light');
  expect(setup().store.$theme.get()).toBe('dark');
});

test('choosing applies at once and is remembered', () => {
  const { data, root, store } = setup();
  expect(store.choose('midnight')).toBe(true);
  expect(root.dataset.theme).toBe('midnight');
  expect(store.$theme.get()).toBe('midnight');
  expect(data.theme).toBe('midnight');
});

test('still applies when storage refuses', () => {
  const root = { dataset: {} as DOMStringMap };
  const store = createThemeStore(
    {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    },
    root,
  );
  expect(store.choose('light')).toBe(false);
  expect(root.dataset.theme).toBe('light');
  expect(store.$theme.get()).toBe('light');
});

test("follows another tab's choice, ignoring other keys and unknown values", () => {
  const { root, store } = setup('dark');
  store.syncFromStorage('castellan.session', 'light');
  store.syncFromStorage('theme', 'system');
  expect(store.$theme.get()).toBe('dark');
  store.syncFromStorage('theme', 'light');
  expect(store.$theme.get()).toBe('light');
  expect(root.dataset.theme).toBe('light');
});
