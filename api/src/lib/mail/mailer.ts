/**
 * Outgoing mail through SMTP (nodemailer): the relay SMTP_URL names in production, the local mail
 * catcher in development and tests. Created once by whoever composes the app and handed to the features
 * that send mail: there is no module-level instance.
 */
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import { log } from '../logger';

export type Mail = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  /** Sends now; rejects when the relay refuses or cannot be reached. */
  send(mail: Mail): Promise<void>;
  /**
   * Sends in the background (the caller's answer must not wait on, or reveal, the mail): 3 tries with backoff; a final failure is logged with the recipient and
   * subject only, never the body (it holds links).
   */
  queue(mail: Mail): void;
  /** Whether mail goes anywhere (false with MAIL=off: queue() then logs that a mail was not sent). */
  enabled: boolean;
  close(): void;
};

/** Waits before the second and the third try of a queued mail: a relay that blips recovers in seconds. */
const RETRY_DELAYS_MS = [2_000, 10_000];

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

/**
 * `options.retryDelaysMs`: the waits between the tries of a queued mail (tests shorten them); as many
 * tries as delays plus one.
 */
export function createMailer(config: Config['mail'], options: { retryDelaysMs?: number[] } = {}): Mailer {
  const retryDelaysMs = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  if (!config.smtpUrl) {
    const notSent = (mail: Mail) => log.info('mail not sent: MAIL=off', { to: mail.to, subject: mail.subject });
    return {
      enabled: false,
      send: async (mail) => notSent(mail),
      queue: notSent,
      close: () => {},
    };
  }

  const transport = nodemailer.createTransport(transportOptions(config.smtpUrl));
  const send = async (mail: Mail): Promise<void> => {
    await transport.sendMail({ from: config.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
  };

  return {
    enabled: true,
    send,
    queue(mail) {
      void (async () => {
        for (let attempt = 1; ; attempt++) {
          try {
            await send(mail);
            return;
          } catch (err) {
            const delay = retryDelaysMs[attempt - 1];
            if (delay === undefined) {
              // Recipient and subject only: the body holds single-use links.
              log.error('mail not sent', { to: mail.to, subject: mail.subject, attempts: attempt, reason: err instanceof Error ? err.message : String(err) });
              return;
            }
            await Bun.sleep(delay);
          }
        }
      })();
    },
    close: () => transport.close(),
  };
}
