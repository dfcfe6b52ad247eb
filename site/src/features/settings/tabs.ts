/** The settings tabs, addressable as /settings#account so other pages can link straight to one. */
export const SETTINGS_TABS = [
  { id: 'appearance', label: 'Appearance' },
  { id: 'account', label: 'Account' },
  { id: 'security', label: 'Security' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'activity', label: 'Activity' },
  { id: 'api-keys', label: 'API keys' },
  { id: 'beta', label: 'Beta features' },
  { id: 'data', label: 'Your data' },
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number]['id'];
export const DEFAULT_SETTINGS_TAB: SettingsTab = 'appearance';

export function tabFromHash(hash: string): SettingsTab {
  const id = hash.replace(/^#/, '');
  return SETTINGS_TABS.some((t) => t.id === id) ? (id as SettingsTab) : DEFAULT_SETTINGS_TAB;
}

export function hashForTab(tab: SettingsTab): string {
  return tab === DEFAULT_SETTINGS_TAB ? '' : `#${tab}`;
}
