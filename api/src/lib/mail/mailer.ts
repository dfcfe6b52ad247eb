/**
 * Outgoing mail through SMTP (nodemailer): the relay SMTP_URL names in production, the local mail
 * catcher in development and tests. Created once by whoever composes the app and handed to the features
 * that send mail: there is no module-level instance.
 *
 * A queued mail is stored first (outgoing-mail.model.ts, its body sealed), then tried at once; one that
 * fails is tried again later by whichever instance's sweep takes it (lib/retried-sends.ts), so a receipt or
 * a reset link survives a restart, a crash mid-try and a relay away for half an hour. A mail is sent at
 * least once: one the relay took just before its instance died is sent again (SMTP has no way to say
 * "this one you have").
 */
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Sealer } from '../crypto';
import { log } from '../logger';
import { createRetriedSends } from '../retried-sends';
import { mailTried } from './metrics';
import { OutgoingMailModel, type OutgoingMail } from './outgoing-mail.model';

export type Mail = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  /** Sends now; rejects when the relay refuses or cannot be reached. */
  send(mail: Mail): Promise<void>;
  /**
   * Stores the mail and sends it in the background (the caller's answer must not wait on, or reveal, the
   * relay): resolves once it is stored, and never rejects. Tried until the retry delays run out; a final
   * failure is logged with the recipient and subject only, never the body (it holds links). A database
   * that is away when it is queued: it is tried once from memory, and a failure is logged.
   */
  queue(mail: Mail): Promise<void>;
  /** Tries the stored mails that are due (their retry's time came, or the instance trying them stopped); a mail is taken by one instance. */
  sendDue(): Promise<void>;
  /** Whether mail goes anywhere (false with MAIL=off: queue() then logs that a mail was not sent). */
  enabled: boolean;
  close(): void;
};

/**
 * Waits before each further try of a queued mail: a relay that blips recovers in seconds, one restarted
 * in minutes; the last try comes about 37 minutes after the first.
 */
const RETRY_DELAYS_MS = [2_000, 10_000, 60_000, 300_000, 1_800_000];
/** How long a try holds its mail from other instances: past the transport's own timeouts (10 + 10 + 30 s). */
const TRY_HOLD_MS = 120_000;

/** nodemailer's options for an smtp:// or smtps:// URL (smtps: TLS from the first byte, usually port 465). */
function transportOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // A few connections reused across mails; a relay that does not answer fails the send within seconds,
    // not nodemailer's default of minutes.
    pool: true as const,
    maxConnections: 3,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
}

export type MailerOptions = {
  /** Seals the stored bodies (they hold single-use links). */
  sealer: Sealer;
  /** The waits between the tries of a queued mail (tests shorten them); as many tries as delays plus one. */
  retryDelaysMs?: number[];
  now?: () => number;
};

export function createMailer(config: Config['mail'], options: MailerOptions): Mailer {
  const { sealer, retryDelaysMs = RETRY_DELAYS_MS, now = Date.now } = options;
  if (!config.smtpUrl) {
    const notSent = async (mail: Mail) => log.info('mail not sent: MAIL=off', { to: mail.to, subject: mail.subject });
    return { enabled: false, send: notSent, queue: notSent, sendDue: async () => {}, close: () => {} };
  }

  const transport = nodemailer.createTransport(transportOptions(config.smtpUrl));
  const send = async (mail: Mail): Promise<void> => {
    await transport.sendMail({ from: config.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
  };
  // Recipient and subject only: the body holds single-use links.
  const notSent = (mail: Pick<Mail, 'to' | 'subject'>, attempts: number, reason: string) =>
    log.error('mail not sent', { to: mail.to, subject: mail.subject, attempts, reason });
  const stored = createRetriedSends<OutgoingMail>({
    model: OutgoingMailModel,
    what: 'mail',
    retryDelaysMs,
    holdMs: TRY_HOLD_MS,
    now,
    async tryOnce(mail) {
      try {
        const body = JSON.parse(sealer.open(mail.bodySealed)) as Pick<Mail, 'text' | 'html'>;
        await send({ to: mail.to, subject: mail.subject, ...body });
        return { sent: true };
      } catch (err) {
        return { sent: false, retry: true, reason: err instanceof Error ? err.message : String(err) };
      }
    },
    gaveUp: notSent,
    tried: mailTried,
  });

  return {
    enabled: true,
    send,
    async queue(mail) {
      try {
        await stored.queue({ to: mail.to, subject: mail.subject, bodySealed: sealer.seal(JSON.stringify({ text: mail.text, html: mail.html })) });
      } catch (err) {
        log.warn('mail not stored; tried once from memory', { to: mail.to, subject: mail.subject, error: String(err) });
        void send(mail).catch((sendErr: unknown) => notSent(mail, 1, sendErr instanceof Error ? sendErr.message : String(sendErr)));
      }
    },
    sendDue: () => stored.sendDue(),
    close: () => transport.close(),
  };
}
