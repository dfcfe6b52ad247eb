/**
 * The mails a test caused, read from the local mail catcher (scripts/lib/mail-catcher.ts) at MAILBOX_URL:
 * `npm test` passes one for the run; the test preload starts one when a file runs on its own.
 * Also used by the browser tests (e2e/mailbox.ts), so nothing here may need bun:test.
 */
import type { CaughtMail } from '../../scripts/lib/mail-catcher';

export type { CaughtMail };

function mailbox(): string {
  const url = process.env.MAILBOX_URL;
  if (!url)
    throw new Error('MAILBOX_URL is not set: run the tests through `npm test` or scripts/test.ts (they start the mail catcher), or with the test preload.');
  return url.replace(/\/$/, '');
}

/**
 * Every mail to `address` (case-insensitive), newest first: now, or (`after`) once there are more than
 * `after` of them, waiting at most `waitMs` for that.
 */
export async function mailsTo(address: string, { after, waitMs }: { after?: number; waitMs?: number } = {}): Promise<CaughtMail[]> {
  const more = after === undefined ? '' : `&after=${after}&wait=${Math.max(0, Math.round(waitMs ?? 0))}`;
  const res = await fetch(`${mailbox()}/api/messages?to=${encodeURIComponent(address)}${more}`);
  if (!res.ok) throw new Error(`The mail catcher at ${mailbox()} answered ${res.status}.`);
  return ((await res.json()) as { messages: CaughtMail[] }).messages;
}

/**
 * The newest mail to `address` (whose subject matches, if given), waiting up to `timeoutMs` for it to
 * arrive: the catcher answers again when a new mail to the address comes, not at a polling interval.
 */
export async function mailTo(address: string, { subject, timeoutMs = 10_000 }: { subject?: RegExp; timeoutMs?: number } = {}): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  let mails = await mailsTo(address);
  for (;;) {
    const found = mails.find((m) => !subject || subject.test(m.subject));
    if (found) return found;
    if (Date.now() >= deadline) {
      const seen = mails.length ? `; it has ${mails.map((m) => JSON.stringify(m.subject)).join(', ')}` : '; it has none';
      throw new Error(
        `No mail to ${address}${subject ? ` with a subject matching ${subject}` : ''} reached the mail catcher within ${timeoutMs / 1000} s${seen}.`,
      );
    }
    mails = await mailsTo(address, { after: mails.length, waitMs: deadline - Date.now() });
  }
}

/** The first link in the mail's text part whose path starts with `pathPrefix` (e.g. '/auth/verify'). */
export function linkIn(mail: CaughtMail, pathPrefix: string): URL {
  const links = [...mail.text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((m) => new URL(m[0]));
  const link = links.find((url) => url.pathname.startsWith(pathPrefix));
  if (!link) {
    const seen = links.length ? links.map((l) => l.href).join(', ') : 'no links at all';
    throw new Error(`The mail "${mail.subject}" to ${mail.to.join(', ')} has no link to ${pathPrefix}… in its text (it has ${seen}).`);
  }
  return link;
}
