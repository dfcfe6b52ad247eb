/**
 * The notifications' part of a player's data (lib/player-data.ts): the bell's entries and the alert settings (a Discord webhook by whether it is set, never its
 * address).
 */
import type { PlayerDataPart } from '../../lib/player-data';
import { allNotificationsOf, forgetNotificationsOf } from './service';
import { settingsOf } from './settings';

export const notificationsData = {
  name: 'notifications',
  export: async (userId: string) => {
    const [notifications, settings] = await Promise.all([allNotificationsOf(userId), settingsOf(userId)]);
    return {
      notifications: notifications.map((n) => ({
        id: String(n._id),
        kind: n.kind,
        message: n.message,
        read: n.read === true,
        createdAt: new Date(n.createdAt).toISOString(),
      })),
      notificationSettings: {
        bell: settings.bell,
        discordWebhookSet: Boolean(settings.discordSealed),
        discordKinds: settings.discordKinds,
        emailKinds: settings.emailKinds,
        quietHours: settings.quiet,
      },
    };
  },
  // With them go open attack alerts, push devices and the settings.
  forget: forgetNotificationsOf,
} satisfies PlayerDataPart;
