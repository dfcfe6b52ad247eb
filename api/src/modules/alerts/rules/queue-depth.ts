/**
 * Queues past their bound: the webhook deliveries waiting to be tried (the database's, so every instance's),
 * and what waits in this process's outboxes for a store that is away (in memory: the leading instance's own;
 * a runner's are in its own metrics). Either growing past its bound means the work arrives faster than it
 * leaves, and will be late or lost.
 */
import { said } from '@shared/i18n/said';
import { webhookBacklog } from '../../webhooks/backlog';
import { sawWords } from '../alerts.messages';
import { promLabel, type Firing, type Rule } from '../rule';
import type { AlertSettings } from '../settings';

export type QueuesSeen = {
  webhooks: { waiting: number; oldestAt: Date | null };
  /** Each outbox by name, with what it holds. */
  outboxes: { name: string; pending: number }[];
};

export function judgeQueues(seen: QueuesSeen, bounds: AlertSettings['queues']): Firing[] {
  const firing: Firing[] = [];
  const { waiting, oldestAt } = seen.webhooks;
  if (waiting > bounds.webhookDeliveries) {
    firing.push({
      subject: 'webhooks',
      saw: said(sawWords, 'webhookQueue', { count: waiting, bound: bounds.webhookDeliveries, time: { at: (oldestAt ?? new Date()).getTime() } }),
      metric: { series: 'castellan_webhook_queue_depth', query: 'max(castellan_webhook_queue_depth)' },
    });
  }
  for (const { name, pending } of seen.outboxes) {
    if (pending <= bounds.outbox) continue;
    firing.push({
      subject: `outbox:${name}`,
      saw: said(sawWords, 'outbox', { count: pending, outbox: name, bound: bounds.outbox }),
      metric: { series: 'castellan_outbox_depth', query: `castellan_outbox_depth{outbox="${promLabel(name.replace(/\W+/g, '_'))}"}` },
    });
  }
  return firing;
}

/** `outboxes`: what each of this process's outboxes holds now, by name. */
export function queueDepthRule(settings: AlertSettings, outboxes: () => { name: string; pending: number }[]): Rule {
  return {
    id: 'queue-depth',
    async check() {
      return judgeQueues({ webhooks: await webhookBacklog(), outboxes: outboxes() }, settings.queues);
    },
  };
}
