/** The webhooks' part of a player's data (lib/player-data.ts): their endpoints (never the secret) and each one's log. */
import type { PlayerDataPart } from '../../lib/player-data';
import { WebhookDeliveryModel, WebhookEndpointModel, type WebhookDelivery, type WebhookEndpoint } from './webhook.model';

export const webhooksData = {
  name: 'webhooks',
  export: async (userId: string) => {
    const [endpoints, deliveries] = await Promise.all([
      WebhookEndpointModel.find({ userId }).lean<WebhookEndpoint[]>(),
      WebhookDeliveryModel.find({ userId }).sort({ createdAt: -1 }).lean<WebhookDelivery[]>(),
    ]);
    return {
      webhooks: endpoints.map((e) => ({
        url: e.url,
        kinds: e.kinds,
        paused: e.pausedReason !== null,
        createdAt: e.createdAt.toISOString(),
        deliveries: deliveries
          .filter((d) => String(d.endpointId) === String(e._id))
          .map((d) => ({ type: d.type, status: d.status, attempts: d.attempts, body: d.body, createdAt: d.createdAt.toISOString() })),
      })),
    };
  },
  forget: async (userId: string) => {
    await WebhookDeliveryModel.deleteMany({ userId });
    await WebhookEndpointModel.deleteMany({ userId });
  },
} satisfies PlayerDataPart;
