import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import nodemailer from 'nodemailer';
import { startMailCatcher, type CaughtMail, type MailCatcher } from './mail-catcher';

let catcher: MailCatcher;
beforeAll(async () => {
  catcher = await startMailCatcher({ quiet: true });
});
afterAll(() => catcher.stop());

/** A real SMTP conversation with the catcher, as the API's mailer has it. */
async function send(mail: { to: string | string[]; subject: string; text: string; html?: string; bcc?: string }) {
  const transport = nodemailer.createTransport(catcher.smtpUrl);
  try {
    await transport.sendMail({ from: 'Castellan <no-reply@castellan.local>', ...mail });
  } finally {
    transport.close();
  }
}

const messages = async (query = ''): Promise<CaughtMail[]> => {
  const res = await fetch(`${catcher.httpUrl}/api/messages${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: CaughtMail[] }).messages;
};

describe('mail catcher', () => {
  test('a reader asking for more mails than there are is held until a new one comes (or its wait ends), not answered at once', async () => {
    const to = `waiter-${crypto.randomUUID().slice(0, 8)}@example.com`;
    let asked = 0;
    const started = performance.now();
    const reading = (async () => {
      for (;;) {
        asked += 1;
        const list = await messages(`?to=${to}&after=0&wait=5000`);
        if (list.length) return list;
      }
    })();
    await send({ to, subject: 'Finish creating your account', text: 'hello' });
    expect((await reading).map((m) => m.subject)).toEqual(['Finish creating your account']);
    // Held, not polled: one request per 5 s of waiting at most, and the one that got the mail.
    expect(asked).toBeLessThanOrEqual(Math.ceil((performance.now() - started) / 5000) + 1);
    // It has one and asks for more: held for its whole wait, then the one it has.
    const held = performance.now();
    expect((await messages(`?to=${to}&after=1&wait=300`)).length).toBe(1);
    expect(performance.now() - held).toBeGreaterThanOrEqual(290);
    // Without `after`, at once as before (no lower bound to show: just the same answer).
    expect((await messages(`?to=${to}`)).length).toBe(1);
  });

  test('a mail sent over SMTP reads back over HTTP, whole', async () => {
    await fetch(`${catcher.httpUrl}/api/messages`, { method: 'DELETE' });
    await send({
      to: 'Ada@Example.com',
      subject: 'Confirm your e-mail',
      text: 'Open https://castellan.example/verify?t=1\n',
      html: '<p>Open <a href="https://castellan.example/verify?t=1">this</a></p>',
    });
    const [mail] = await messages();
    expect(mail).toMatchObject({
      from: '"Castellan" <no-reply@castellan.local>',
      // nodemailer lowercases the domain; the local part stays as written.
      to: ['Ada@example.com'],
      subject: 'Confirm your e-mail',
      text: 'Open https://castellan.example/verify?t=1\n',
      html: '<p>Open <a href="https://castellan.example/verify?t=1">this</a></p>',
    });
    expect(Date.now() - Date.parse(mail!.date)).toBeLessThan(10_000);
    const one = await fetch(`${catcher.httpUrl}/api/messages/${mail!.id}`);
    expect(await one.json()).toEqual(mail!);
    expect((await fetch(`${catcher.httpUrl}/api/messages/nope`)).status).toBe(404);
  });

  test('the to filter is case-insensitive, finds Bcc recipients, and the newest comes first', async () => {
    await fetch(`${catcher.httpUrl}/api/messages`, { method: 'DELETE' });
    await send({ to: 'one@example.com', subject: 'first', text: '1' });
    await send({ to: 'two@example.com', subject: 'other', text: '2' });
    await send({ to: 'ONE@example.com', subject: 'second', text: '3', bcc: 'hidden@example.com' });
    expect((await messages('?to=One@Example.com')).map((m) => m.subject)).toEqual(['second', 'first']);
    expect((await messages('?to=hidden%40example.com')).map((m) => m.subject)).toEqual(['second']);
    expect(await messages('?to=nobody@example.com')).toEqual([]);
    expect((await messages()).map((m) => m.subject)).toEqual(['second', 'other', 'first']);
  });

  test('DELETE clears the inbox; the page lists mails escaped and shows one with its HTML sandboxed', async () => {
    await fetch(`${catcher.httpUrl}/api/messages`, { method: 'DELETE' });
    await send({
      to: 'page@example.com',
      subject: 'Hi <script>x</script>',
      text: 'see https://castellan.example/a',
      html: '<p onclick="x()">Hello "there"</p>',
    });
    const [mail] = await messages();
    const list = await (await fetch(`${catcher.httpUrl}/`)).text();
    expect(list).toContain('Hi &lt;script&gt;x&lt;/script&gt;');
    expect(list).not.toContain('<script');
    const page = await fetch(`${catcher.httpUrl}/?id=${mail!.id}`);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<a href="https://castellan.example/a"');
    // The mail's HTML only inside srcdoc, attribute-escaped, in a frame that may not run scripts.
    expect(html).toMatch(
      /<iframe [^>]*sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="[^"]*&lt;p onclick=&quot;x\(\)&quot;&gt;Hello &quot;there&quot;/,
    );
    expect(html).not.toContain('allow-scripts');

    const cleared = await fetch(`${catcher.httpUrl}/api/messages`, { method: 'DELETE' });
    expect(await cleared.json()).toEqual({ cleared: 1 });
    expect(await messages()).toEqual([]);
  });

  test('stopping closes both ports', async () => {
    const other = await startMailCatcher({ quiet: true });
    await other.stop();
    await expect(fetch(`${other.httpUrl}/api/messages`)).rejects.toThrow();
    const transport = nodemailer.createTransport(other.smtpUrl + '?connectionTimeout=2000');
    await expect(transport.sendMail({ from: 'a@example.com', to: 'b@example.com', subject: 's', text: 't' })).rejects.toThrow();
  });
});
