/** The settings tabs, addressable as /settings#account so other pages can link straight to one; their names are settings.messages.ts's. */
export const SETTINGS_TABS = ['appearance', 'account', 'security', 'notifications', 'activity', 'api-keys', 'webhooks', 'beta', 'data'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];
export const DEFAULT_SETTINGS_TAB: SettingsTab = 'appearance';

export function tabFromHash(hash: string): SettingsTab {
  const id = hash.replace(/^#/, '');
  return (SETTINGS_TABS as readonly string[]).includes(id) ? (id as SettingsTab) : DEFAULT_SETTINGS_TAB;
}

export function hashForTab(tab: SettingsTab): string {
  return tab === DEFAULT_SETTINGS_TAB ? '' : `#${tab}`;
}
