import { afterAll, afterEach, beforeAll, describe, expect, spyOn, test } from 'bun:test';
import { SMTPServer } from 'smtp-server';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../../../../scripts/lib/mail-catcher';
import { freePort } from '../../../../scripts/lib/ports';
import { setLogLevel } from '../logger';
import { createMailer, type Mail, type Mailer } from './mailer';

const FROM = 'Castellan <no-reply@castellan.local>';
let catcher: MailCatcher;
const opened: Mailer[] = [];
beforeAll(async () => {
  catcher = await startMailCatcher({ quiet: true });
});
afterEach(() => {
  for (const mailer of opened.splice(0)) mailer.close();
});
afterAll(() => catcher.stop());

function mailer(smtpUrl: string | null, retryDelaysMs = [10, 10]): Mailer {
  const created = createMailer({ smtpUrl, from: FROM }, { retryDelaysMs });
  opened.push(created);
  return created;
}

const mail = (to: string): Mail => ({
  to,
  subject: 'Reset your password',
  text: 'Open https://castellan.example/reset?token=SECRET-TOKEN\n',
  html: '<p><a href="https://castellan.example/reset?token=SECRET-TOKEN">Reset</a></p>',
});

async function caught(to: string, timeoutMs = 5_000): Promise<CaughtMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${catcher.httpUrl}/api/messages?to=${encodeURIComponent(to)}`);
    const { messages } = (await res.json()) as { messages: CaughtMail[] };
    if (messages.length || Date.now() > deadline) return messages;
    await Bun.sleep(25);
  }
}

/** The JSON log lines written to stderr while `run` runs (the logger writes errors there). */
async function errorLines(run: () => Promise<void>): Promise<string[]> {
  const spy = spyOn(console, 'error').mockImplementation(() => {});
  try {
    await run();
    return spy.mock.calls.map((args) => String(args[0]));
  } finally {
    spy.mockRestore();
  }
}

describe('mailer', () => {
  test('send delivers the text, the HTML and the configured sender, before it resolves', async () => {
    await mailer(catcher.smtpUrl).send(mail('send@example.com'));
    const [got] = await caught('send@example.com', 0);
    expect(got).toMatchObject({
      from: '"Castellan" <no-reply@castellan.local>',
      to: ['send@example.com'],
      subject: 'Reset your password',
      text: 'Open https://castellan.example/reset?token=SECRET-TOKEN\n',
      html: '<p><a href="https://castellan.example/reset?token=SECRET-TOKEN">Reset</a></p>',
    });
  });

  test('queue returns at once and the mail arrives in the background', async () => {
    const m = mailer(catcher.smtpUrl);
    expect(m.enabled).toBe(true);
    // Nothing to wait for: queue() hands back no promise, the sending happens after it returned.
    expect(m.queue(mail('queued@example.com'))).toBeUndefined();
    const got = await caught('queued@example.com');
    expect(got.map((g) => g.subject)).toEqual(['Reset your password']);
  });

  test('an unreachable relay: send rejects; queue tries three times, then logs the recipient and subject, never the body', async () => {
    const nowhere = `smtp://127.0.0.1:${await freePort()}`;
    await expect(mailer(nowhere).send(mail('lost@example.com'))).rejects.toThrow();
    const lines = await errorLines(async () => {
      mailer(nowhere).queue(mail('lost@example.com'));
      for (let i = 0; i < 200 && !(console.error as unknown as { mock: { calls: unknown[] } }).mock.calls.length; i++) await Bun.sleep(25);
    });
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({ level: 'error', msg: 'mail not sent', to: 'lost@example.com', subject: 'Reset your password', attempts: 3 });
    expect(lines[0]).not.toContain('SECRET-TOKEN');
  });

  test('a relay that refuses the recipient: send rejects with its answer; queue retries, then logs', async () => {
    let tries = 0;
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 100,
      onRcptTo(_address, _session, callback) {
        tries++;
        const refusal = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(refusal);
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', () => resolve()));
    const url = `smtp://127.0.0.1:${(refusing.server.address() as { port: number }).port}`;
    try {
      await expect(mailer(url).send(mail('refused@example.com'))).rejects.toThrow(/550/);
      expect(tries).toBe(1);
      const lines = await errorLines(async () => {
        mailer(url).queue(mail('refused@example.com'));
        // Until it gives up and says so: a fifth try would have come before that.
        for (let i = 0; i < 200 && !(console.error as unknown as { mock: { calls: unknown[] } }).mock.calls.length; i++) await Bun.sleep(25);
      });
      expect(tries).toBe(4);
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({ msg: 'mail not sent', to: 'refused@example.com', attempts: 3 });
      expect(lines[0]).not.toContain('SECRET-TOKEN');
    } finally {
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });

  test('MAIL=off: nothing is sent, and queue says so in the log', async () => {
    const off = mailer(null);
    expect(off.enabled).toBe(false);
    const spy = spyOn(console, 'log').mockImplementation(() => {});
    setLogLevel('info');
    try {
      off.queue(mail('off@example.com'));
      await off.send(mail('off@example.com'));
      const lines = spy.mock.calls.map((args) => JSON.parse(String(args[0])));
      expect(lines).toEqual([
        expect.objectContaining({ msg: 'mail not sent: MAIL=off', to: 'off@example.com', subject: 'Reset your password' }),
        expect.objectContaining({ msg: 'mail not sent: MAIL=off', to: 'off@example.com' }),
      ]);
      expect(JSON.stringify(lines)).not.toContain('SECRET-TOKEN');
    } finally {
      setLogLevel('error');
      spy.mockRestore();
    }
    expect(await caught('off@example.com', 200)).toEqual([]);
  });
});
