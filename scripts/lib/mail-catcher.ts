/**
 * The local mail catcher `npm start` and `npm test` run: a real SMTP server (smtp-server, from the
 * nodemailer project) that accepts every mail for anyone, keeps the last 1,000 in memory, and shows them
 * on a small inbox page and over an HTTP API the tests read (api/test/mailbox.ts, e2e/mailbox.ts).
 * Nothing leaves the machine: development and tests never mail a real address.
 *
 * Alone: `bun scripts/lib/mail-catcher.ts` (SMTP on 1025, the inbox on 8025).
 */
import { SMTPServer } from 'smtp-server';
import { simpleParser, type AddressObject } from 'mailparser';
import { inboxPage } from './mail-catcher-page';

export type CaughtMail = { id: string; from: string; to: string[]; subject: string; date: string; text: string; html: string };

export type MailCatcher = {
  /** Where to send: smtp://127.0.0.1:<port> (no authentication, no TLS). */
  smtpUrl: string;
  /** The inbox page and /api/messages. */
  httpUrl: string;
  stop: () => Promise<void>;
};

/** Enough for a long test run; the oldest mail goes first beyond it. */
const KEEP = 1_000;
/** The longest a reader's request is held for a new mail (under Bun.serve's 10 s idle timeout). */
const LONGEST_WAIT_MS = 5_000;
/** Larger mails are refused at the SMTP level: ours are a few kilobytes. */
const MAX_MAIL_BYTES = 10 * 1024 * 1024;

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = Array.isArray(field) ? field : field ? [field] : [];
  return objects.flatMap((o) => o.value.map((a) => a.address ?? '')).filter(Boolean);
}

export async function startMailCatcher({
  smtpPort = 0,
  httpPort = 0,
  quiet = false,
}: {
  smtpPort?: number;
  httpPort?: number;
  quiet?: boolean;
} = {}): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  let sequence = 0;
  /** Readers waiting for a new mail (listWhenMore). */
  const arrived = new Set<() => void>();

  const smtp = new SMTPServer({
    // A catcher for development: anyone may send, in plain text, to anyone.
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    secure: false,
    logger: false,
    size: MAX_MAIL_BYTES,
    banner: 'Castellan mail catcher',
    // Pooled senders keep connections open; stopping should not wait the default 30 s for them.
    closeTimeout: 500,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          // The envelope's recipients, not the To header: a Bcc recipient finds their mail too.
          const envelope = session.envelope.rcptTo.map((r) => r.address);
          const mail: CaughtMail = {
            id: String(++sequence),
            from: parsed.from?.text ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
            to: envelope.length ? envelope : addresses(parsed.to),
            subject: parsed.subject ?? '',
            date: new Date().toISOString(),
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          };
          mails.push(mail);
          for (const wake of [...arrived]) wake();
          if (mails.length > KEEP) mails.splice(0, mails.length - KEEP);
          if (!quiet) console.log(`  mail to ${mail.to.join(', ')}: ${mail.subject}`);
          callback();
        })
        .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err))));
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(smtpPort, '127.0.0.1', () => {
      smtp.off('error', reject);
      resolve();
    });
  });
  // An error after start (a client dropping mid-mail) must not bring the launcher down.
  smtp.on('error', (err: Error) => {
    if (!quiet) console.error(`  mail catcher: ${err.message}`);
  });
  const boundSmtpPort = (smtp.server.address() as { port: number }).port;

  const newestFirst = (to: string | null) => {
    const wanted = to?.trim().toLowerCase();
    const list = wanted ? mails.filter((m) => m.to.some((a) => a.toLowerCase() === wanted)) : mails;
    return [...list].reverse();
  };

  /**
   * The mails to `to`, answered once there are more than `after` of them or `wait` ms have passed (at
   * most LONGEST_WAIT_MS; without `after`, at once): a test waiting for its mail asks again when one came,
   * instead of every few milliseconds (ten sign-ups polling every 10 ms kept the catcher's CPU busy).
   */
  async function listWhenMore(query: URLSearchParams): Promise<Response> {
    const to = query.get('to');
    const after = query.has('after') ? Number(query.get('after')) : -1;
    const deadline = Date.now() + Math.min(Number(query.get('wait') ?? 0) || 0, LONGEST_WAIT_MS);
    let list = newestFirst(to);
    while (list.length <= after && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, deadline - Date.now());
        function done() {
          clearTimeout(timer);
          arrived.delete(done);
          resolve();
        }
        arrived.add(done);
      });
      list = newestFirst(to);
    }
    return Response.json({ messages: list });
  }

  let http: ReturnType<typeof Bun.serve>;
  try {
    http = Bun.serve({
      hostname: '127.0.0.1',
      port: httpPort,
      fetch(request) {
        const url = new URL(request.url);
        const path = url.pathname.replace(/\/+$/, '') || '/';
        if (path === '/api/messages' && request.method === 'GET') return listWhenMore(url.searchParams);
        if (path === '/api/messages' && request.method === 'DELETE') {
          const cleared = mails.splice(0).length;
          return Response.json({ cleared });
        }
        const one = path.match(/^\/api\/messages\/([^/]+)$/);
        if (one && request.method === 'GET') {
          const mail = mails.find((m) => m.id === one[1]);
          return mail
            ? Response.json(mail)
            : Response.json({ message: `No mail ${one[1]} (it was cleared, or dropped beyond the last ${KEEP}).` }, { status: 404 });
        }
        // The page's "Clear" button is a plain form: the page has no scripts.
        if (path === '/clear' && request.method === 'POST') {
          mails.splice(0);
          return new Response(null, { status: 303, headers: { location: '/' } });
        }
        if (path === '/' && request.method === 'GET') {
          const id = url.searchParams.get('id');
          const selected = id ? (mails.find((m) => m.id === id) ?? null) : null;
          return new Response(inboxPage(newestFirst(null), selected, id), {
            headers: {
              'content-type': 'text/html; charset=utf-8',
              // The mails' HTML is shown in a sandboxed frame; nothing on the page may run or load from elsewhere.
              'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'; form-action 'self'; base-uri 'none'",
            },
          });
        }
        return Response.json({ message: 'Not found. The inbox is at /, the mails at /api/messages.' }, { status: 404 });
      },
    });
  } catch (err) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw err;
  }

  let stopped: Promise<void> | undefined;
  return {
    smtpUrl: `smtp://127.0.0.1:${boundSmtpPort}`,
    httpUrl: `http://127.0.0.1:${http.port}`,
    stop: () =>
      (stopped ??= (async () => {
        await http.stop(true);
        await new Promise<void>((resolve) => smtp.close(() => resolve()));
      })()),
  };
}

if (import.meta.main) {
  const catcher = await startMailCatcher({ smtpPort: 1025, httpPort: 8025 });
  console.log(`Mail catcher: SMTP ${catcher.smtpUrl}, inbox ${catcher.httpUrl}   (Ctrl+C to stop)`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void catcher.stop().then(() => process.exit(0)));
  }
}
