/** The settings page's own words: its title, the tab names, the Appearance and Account tabs. */
import { defineMessages } from '@shared/i18n/messages';
import type { SettingsTab } from './tabs';

export const settingsPageMessages = defineMessages('settings/page', {
  title: 'Settings',
  subtitle: 'How Castellan looks, your account and its security, what the bell shows, API keys, webhooks, beta features and your data.',
  tabsLabel: 'Settings',
});

/** One name per tab, keyed by the tab's id (the type asks for a name for every tab of tabs.ts). */
const tabNames: Record<SettingsTab, string> = {
  appearance: 'Appearance',
  account: 'Account',
  security: 'Security',
  notifications: 'Notifications',
  activity: 'Activity',
  'api-keys': 'API keys',
  webhooks: 'Webhooks',
  beta: 'Beta features',
  data: 'Your data',
};
export const settingsTabMessages = defineMessages('settings/tabs', tabNames);

export const appearanceMessages = defineMessages('settings/appearance', {
  theme: 'Theme',
  hint: "Applies at once and is remembered in this browser. Your system's light or dark setting is not used.",
  notSaved: 'Your browser did not let us save the theme; it applies until you leave this page.',
  light: 'Light',
  lightDescription: 'Warm parchment tones for bright rooms.',
  dark: 'Dark',
  darkDescription: 'The default: easy on the eyes, day and night.',
  midnight: 'Midnight',
  midnightDescription: 'Deep blue-black with cool accents.',
});

export const accountMessages = defineMessages('settings/account', {
  email: 'Email',
  plan: 'Plan',
  viewProfile: 'View your profile',
  changeEmailOrPassword: 'Change e-mail or password',
  comparePlans: 'Compare plans',
});
