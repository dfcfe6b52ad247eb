/** The app-wide banners: offline, a new version waiting, installing the app. */
import { defineMessages } from '@shared/i18n/messages';

export const pwaMessages = defineMessages('common/pwa', {
  offline: "You're offline - Data will sync when connection is restored",
  updateLabel: 'Update available',
  updateText: 'A new version of Castellan is available.',
  update: 'Update',
  later: 'Later',
  installLabel: 'Install Castellan',
  installText: 'Install Castellan for quick access to your bots.',
  install: 'Install',
  notNow: 'Not now',
});
