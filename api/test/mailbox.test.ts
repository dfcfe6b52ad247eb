import { describe, expect, test } from 'bun:test';
import nodemailer from 'nodemailer';
import { linkIn, mailTo, mailsTo } from './mailbox';

/** Through the mail catcher the preload (or npm test) started: the path every product mail takes. */
async function send(to: string, subject: string, text: string) {
  const transport = nodemailer.createTransport(process.env.SMTP_URL!);
  try {
    await transport.sendMail({ from: 'Castellan <no-reply@castellan.local>', to, subject, text });
  } finally {
    transport.close();
  }
}

describe('test mailbox helpers', () => {
  test('mailTo waits for the mail, mailsTo lists newest first, linkIn finds the link by path', async () => {
    const to = `helper.${Date.now()}@example.com`;
    expect(await mailsTo(to)).toEqual([]);
    const arriving = mailTo(to, { subject: /reset/i });
    setTimeout(() => void send(to, 'Reset your password', 'Open https://castellan.example/auth/reset?token=abc&x=1\n\nOr https://castellan.example/help'), 150);
    const mail = await arriving;
    expect(mail.subject).toBe('Reset your password');
    await send(to, 'Confirm your e-mail', 'See https://castellan.example/help then https://castellan.example/auth/verify?token=xyz');
    expect((await mailsTo(to.toUpperCase())).map((m) => m.subject)).toEqual(['Confirm your e-mail', 'Reset your password']);
    expect((await mailTo(to)).subject).toBe('Confirm your e-mail');

    const reset = linkIn(mail, '/auth/reset');
    expect(reset.searchParams.get('token')).toBe('abc');
    expect(reset.searchParams.get('x')).toBe('1');
    expect(linkIn(await mailTo(to, { subject: /confirm/i }), '/auth/verify').searchParams.get('token')).toBe('xyz');
    expect(() => linkIn(mail, '/auth/verify')).toThrow(
      'has no link to /auth/verify… in its text (it has https://castellan.example/auth/reset?token=abc&x=1, https://castellan.example/help)',
    );
  });

  test('mailTo gives up after its timeout, naming what arrived instead', async () => {
    const to = `nobody.${Date.now()}@example.com`;
    await send(to, 'Something else', 'hi');
    await expect(mailTo(to, { subject: /verify/, timeoutMs: 300 })).rejects.toThrow(
      `No mail to ${to} with a subject matching /verify/ reached the mail catcher within 0.3 s; it has "Something else".`,
    );
  });
});
