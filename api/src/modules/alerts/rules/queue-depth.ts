/**
 * Queues past their bound: the webhook deliveries waiting to be tried and the mails waiting for another try
 * (the database's, so every instance's), and what waits in each process's outboxes for a store that is away (in memory: the leading instance's own,
 * the other instances' from their reports, outbox-reports.ts, and each runner's from its announcement).
 * Either growing past its bound means the work arrives faster than it leaves, and will be late or lost.
 */
import { said } from '@shared/i18n/said';
import { mailBacklog } from '../../../lib/mail/backlog';
import { webhookBacklog } from '../../webhooks/backlog';
import { sawWords } from '../alerts.messages';
import { promLabel, type Firing, type Rule } from '../rule';
import type { AlertSettings } from '../settings';

export type QueuesSeen = {
  webhooks: { waiting: number; oldestAt: Date | null };
  /** Mails the relay has not taken, waiting for another try (lib/mail/backlog.ts). */
  mails: { waiting: number; oldestAt: Date | null };
  /** Each outbox by name, with what it holds, and where: the leading instance's own (neither), another instance's, a runner's. */
  outboxes: OutboxSeen[];
};
export type OutboxSeen = { name: string; pending: number; instance?: string; runner?: string };

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
  const mails = seen.mails;
  if (mails.waiting > bounds.mails) {
    firing.push({
      subject: 'mails',
      saw: said(sawWords, 'mailQueue', { count: mails.waiting, bound: bounds.mails, time: { at: (mails.oldestAt ?? new Date()).getTime() } }),
      metric: { series: 'castellan_mail_queue_depth', query: 'max(castellan_mail_queue_depth)' },
    });
  }
  for (const { name, pending, instance, runner } of seen.outboxes) {
    if (pending <= bounds.outbox) continue;
    const facts = { count: pending, outbox: name, bound: bounds.outbox };
    firing.push({
      subject: instance ? `outbox:${name}@${instance}` : runner ? `outbox:${name}@runner:${runner}` : `outbox:${name}`,
      saw: instance
        ? said(sawWords, 'outboxOfInstance', { ...facts, instance })
        : runner
          ? said(sawWords, 'outboxOfRunner', { ...facts, runner })
          : said(sawWords, 'outbox', facts),
      metric: { series: 'castellan_outbox_depth', query: `castellan_outbox_depth{outbox="${promLabel(name.replace(/\W+/g, '_'))}"}` },
    });
  }
  return firing;
}

/** `outboxes`: what each outbox holds now, by name and where (service.ts gathers them). */
export function queueDepthRule(settings: AlertSettings, outboxes: () => Promise<OutboxSeen[]> | OutboxSeen[]): Rule {
  return {
    id: 'queue-depth',
    async check() {
      const [webhooks, mails] = await Promise.all([webhookBacklog(), mailBacklog()]);
      return judgeQueues({ webhooks, mails, outboxes: await outboxes() }, settings.queues);
    },
  };
}
