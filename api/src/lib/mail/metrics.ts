/**
 * The mail queue's series: the mails waiting to leave (the database's, read at most every 10 s) and each
 * try's result, counted by the instance that took the try (a stored mail is taken by one: mailer.ts).
 */
import { counter, gauge } from '../metrics/registry';
import { scrapeCache } from '../metrics/scrape-cache';
import { OutgoingMailModel } from './outgoing-mail.model';

/** sent: the relay took it; retrying: it failed and is tried again later; gave_up: it failed its last try. */
export type MailResult = 'sent' | 'retrying' | 'gave_up';

const waiting = scrapeCache('mails waiting', () => OutgoingMailModel.countDocuments({}));

gauge({
  name: 'castellan_mail_queue_depth',
  help: 'Mails waiting to leave: being tried, or waiting for their retry (the whole database: take max across instances).',
  async collect() {
    const count = await waiting.fresh();
    if (count !== null) this.set(count);
  },
});

const tries = counter({
  name: 'castellan_mail_tries_total',
  help: 'Tries of queued mails by result: sent (the relay took it), retrying (failed, tried again later), gave_up (failed its last try).',
  labelNames: ['result'] as const,
});

export const mailTried = (result: MailResult) => tries.inc({ result });
