/**
 * The webhooks' series (issue 56): the deliveries waiting, read from the database at most every 10 s, and
 * each try's result, counted by the instance that took the try (a try is taken by exactly one: service.ts).
 */
import { counter, gauge } from '../../lib/metrics/registry';
import { scrapeCache } from '../../lib/metrics/scrape-cache';
import { WebhookDeliveryModel } from './webhook.model';

/**
 * delivered: the receiver answered 2xx; retrying: it failed and is tried again later (WEBHOOK_RETRY_SECONDS);
 * gave_up: it failed its last try; dropped: its endpoint was deleted before the try.
 */
export const DELIVERY_RESULTS = ['delivered', 'retrying', 'gave_up', 'dropped'] as const;
export type DeliveryResult = (typeof DELIVERY_RESULTS)[number];

const pending = scrapeCache('webhook deliveries waiting', () => WebhookDeliveryModel.countDocuments({ status: 'pending' }));

gauge({
  name: 'castellan_webhook_queue_depth',
  help: 'Webhook deliveries waiting: due, waiting for their retry, or held for a paused endpoint (the whole database: take max across instances).',
  async collect() {
    const count = await pending.fresh();
    if (count !== null) this.set(count);
  },
});

const deliveries = counter({
  name: 'castellan_webhook_deliveries_total',
  help: 'Webhook delivery tries by result: delivered, retrying (failed, tried again later), gave_up (failed its last try), dropped (endpoint deleted).',
  labelNames: ['result'] as const,
});

/** The queue gauge's database reads (tests: a read now). */
export const webhookQueueCounts: Pick<typeof pending, 'reads' | 'forget'> = pending;

export const webhookTried = (result: DeliveryResult) => deliveries.inc({ result });
