/**
 * The webhook deliveries waiting to be tried, across every player (the admins' alert of a queue past its
 * bound, modules/alerts/): due now or waiting for their retry. Those held for a paused endpoint are not
 * waiting on us (their player resumes them), so they are not counted here (the queue-depth series counts them).
 */
import { WebhookDeliveryModel } from './webhook.model';

export async function webhookBacklog(): Promise<{ waiting: number; oldestAt: Date | null }> {
  const filter = { status: 'pending' as const, nextAt: { $ne: null } };
  const [waiting, oldest] = await Promise.all([
    WebhookDeliveryModel.countDocuments(filter),
    WebhookDeliveryModel.findOne(filter, { createdAt: 1 }).sort({ createdAt: 1, _id: 1 }).lean<{ createdAt: Date }>(),
  ]);
  return { waiting, oldestAt: oldest?.createdAt ?? null };
}
