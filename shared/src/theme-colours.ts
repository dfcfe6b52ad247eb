/**
 * Each theme's colours, as `site/src/styles/global.css` declares them (`site/src/styles/theme-colours.test.ts`
 * keeps the two equal), for the pages the API writes itself: a receipt opened from the dashboard looks like
 * the app in the player's theme (issue 64: it was unstyled).
 */
import type { Theme } from './themes';

export const THEME_COLOUR_NAMES = [
  'bg',
  'surface',
  'surface-2',
  'border',
  'text',
  'muted',
  'accent',
  'accent-text',
  'success',
  'danger',
  'warning',
  'control-border',
] as const;
export type ThemeColourName = (typeof THEME_COLOUR_NAMES)[number];

export const THEME_COLOURS: Record<Theme, { scheme: 'light' | 'dark'; colours: Record<ThemeColourName, string> }> = {
  dark: {
    scheme: 'dark',
    colours: {
      bg: '#12151c',
      surface: '#1b1f2a',
      'surface-2': '#242a38',
      border: '#2f3646',
      text: '#e8eaf0',
      muted: '#9aa3b5',
      accent: '#d4af37',
      'accent-text': '#1b1f2a',
      success: '#3fb96b',
      danger: '#e96f68',
      warning: '#e0a43a',
      'control-border': '#657497',
    },
  },
  light: {
    scheme: 'light',
    colours: {
      bg: '#f6f4ef',
      surface: '#ffffff',
      'surface-2': '#f0ede5',
      border: '#ddd7c9',
      text: '#1d1f24',
      muted: '#5d6472',
      accent: '#83660f',
      'accent-text': '#ffffff',
      success: '#1a6c3b',
      danger: '#ac332c',
      warning: '#81550c',
      'control-border': '#95855e',
    },
  },
  midnight: {
    scheme: 'dark',
    colours: {
      bg: '#05070d',
      surface: '#0c1120',
      'surface-2': '#131a2e',
      border: '#1f2944',
      text: '#dfe6ff',
      muted: '#8491b8',
      accent: '#7aa2ff',
      'accent-text': '#05070d',
      success: '#4cc38a',
      danger: '#ff6b6b',
      warning: '#f2b84b',
      'control-border': '#4d65a8',
    },
  },
};

/** A theme's colours as CSS custom properties (`--bg: #12151c; …`) and its colour scheme, for a `:root` rule. */
export function themeDeclarations(theme: Theme): string {
  const { scheme, colours } = THEME_COLOURS[theme];
  return [...THEME_COLOUR_NAMES.map((name) => `--${name}: ${colours[name]};`), `color-scheme: ${scheme};`].join(' ');
}
