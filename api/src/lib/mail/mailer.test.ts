import { afterAll, afterEach, beforeAll, describe, expect, spyOn, test } from 'bun:test';
import { SMTPServer } from 'smtp-server';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../../../../scripts/lib/mail-catcher';
import { freePort } from '../../../../scripts/lib/ports';
import { setLogLevel } from '../logger';
import { randomBytes } from 'node:crypto';
import { waitFor } from '../../../test/helpers';
import { createSealer } from '../crypto';
import { createMailer, type Mail, type Mailer } from './mailer';
import { OutgoingMailModel } from './outgoing-mail.model';

const FROM = 'Castellan <no-reply@castellan.local>';
let catcher: MailCatcher;
const opened: Mailer[] = [];
beforeAll(async () => {
  catcher = await startMailCatcher({ quiet: true });
});
afterEach(async () => {
  for (const mailer of opened.splice(0)) mailer.close();
  await OutgoingMailModel.deleteMany({});
});
afterAll(() => catcher.stop());

const sealer = createSealer(randomBytes(32));

function mailer(smtpUrl: string | null, retryDelaysMs = [10, 10]): Mailer {
  const created = createMailer({ smtpUrl, from: FROM }, { sealer, retryDelaysMs });
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

  test('queue stores the mail, sealed, and sends it at once; a sent mail leaves the store', async () => {
    const m = mailer(catcher.smtpUrl);
    expect(m.enabled).toBe(true);
    await m.queue(mail('queued@example.com'));
    const got = await caught('queued@example.com');
    expect(got.map((g) => g.subject)).toEqual(['Reset your password']);
    await waitFor('the sent mail to leave the store', async () => (await OutgoingMailModel.countDocuments({ to: 'queued@example.com' })) === 0);
  });

  test('a mail the relay cannot take waits in the store with its body sealed; it is tried three times, then logged by recipient and subject', async () => {
    const nowhere = `smtp://127.0.0.1:${await freePort()}`;
    await expect(mailer(nowhere).send(mail('lost@example.com'))).rejects.toThrow();
    const m = mailer(nowhere);
    const lines = await errorLines(async () => {
      await m.queue(mail('lost@example.com'));
      // The first try fails, and the mail waits for its second: stored, nothing of its body readable.
      await waitFor('the first try', async () => (await OutgoingMailModel.findOne({ to: 'lost@example.com' }).lean())?.attempts === 1);
      const stored = await OutgoingMailModel.findOne({ to: 'lost@example.com' }).lean();
      expect(stored).toMatchObject({ subject: 'Reset your password', attempts: 1 });
      expect(JSON.stringify(stored)).not.toContain('SECRET-TOKEN');
      expect(JSON.stringify(stored)).not.toContain('castellan.example');
      // The sweep makes the further tries, each once its delay has passed.
      await waitFor('the last try', async () => (await m.sendDue(), (console.error as unknown as { mock: { calls: unknown[] } }).mock.calls.length > 0));
    });
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({ level: 'error', msg: 'mail not sent', to: 'lost@example.com', subject: 'Reset your password', attempts: 3 });
    expect(lines[0]).not.toContain('SECRET-TOKEN');
    expect(await OutgoingMailModel.countDocuments({ to: 'lost@example.com' })).toBe(0);
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
      const m = mailer(url);
      const lines = await errorLines(async () => {
        await m.queue(mail('refused@example.com'));
        // Until it gives up and says so: a fifth try would have come before that.
        await waitFor('the last try', async () => (await m.sendDue(), (console.error as unknown as { mock: { calls: unknown[] } }).mock.calls.length > 0));
      });
      expect(tries).toBe(4);
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({ msg: 'mail not sent', to: 'refused@example.com', attempts: 3 });
      expect(lines[0]).not.toContain('SECRET-TOKEN');
    } finally {
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });

  test('a mail queued before a restart, while the relay was away, is sent by the next instance once the relay is back', async () => {
    const before = mailer(`smtp://127.0.0.1:${await freePort()}`);
    await before.queue(mail('restart@example.com'));
    await waitFor('the first try', async () => (await OutgoingMailModel.findOne({ to: 'restart@example.com' }).lean())?.attempts === 1);
    before.close();
    const after = mailer(catcher.smtpUrl);
    await waitFor(
      'the mail sent after the restart',
      async () => (await after.sendDue(), (await OutgoingMailModel.countDocuments({ to: 'restart@example.com' })) === 0),
    );
    const got = await caught('restart@example.com');
    expect(got).toHaveLength(1);
    expect(got[0]!.text).toContain('SECRET-TOKEN');
  });

  test('a mail whose instance died mid-try is sent by another once its hold ends; two sweeping at once send it once', async () => {
    const dying = mailer(`smtp://127.0.0.1:${await freePort()}`);
    await dying.queue(mail('held@example.com'));
    await waitFor('the first try', async () => (await OutgoingMailModel.findOne({ to: 'held@example.com' }).lean())?.attempts === 1);
    // As if its instance had taken it for a try and died: held, and the hold has run out.
    await OutgoingMailModel.updateOne({ to: 'held@example.com' }, { $set: { nextAt: new Date(Date.now() - 1) } });
    const [one, two] = [mailer(catcher.smtpUrl), mailer(catcher.smtpUrl)];
    await Promise.all([one.sendDue(), two.sendDue()]);
    expect(await OutgoingMailModel.countDocuments({ to: 'held@example.com' })).toBe(0);
    expect(await caught('held@example.com')).toHaveLength(1);
  });

  test('a database that is away when a mail is queued: it is sent from memory', async () => {
    const away = spyOn(OutgoingMailModel, 'create').mockRejectedValueOnce(new Error('connection refused') as never);
    try {
      await mailer(catcher.smtpUrl).queue(mail('unstored@example.com'));
    } finally {
      away.mockRestore();
    }
    expect((await caught('unstored@example.com')).map((g) => g.subject)).toEqual(['Reset your password']);
  });

  test('MAIL=off: nothing is sent, and queue says so in the log', async () => {
    const off = mailer(null);
    expect(off.enabled).toBe(false);
    const spy = spyOn(console, 'log').mockImplementation(() => {});
    setLogLevel('info');
    try {
      await off.queue(mail('off@example.com'));
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
