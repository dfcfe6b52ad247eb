import { describe, expect, test } from 'bun:test';
import { composeMail } from './compose';

const verify = {
  to: 'ada@example.com',
  subject: 'Confirm your e-mail for Castellan',
  intro: 'Confirm this address to finish setting up your account.',
  action: { label: 'Confirm my e-mail', url: 'https://castellan.example/verify?token=abc&from=mail' },
  lines: ['The link works once, for 24 hours.', 'If you did not sign up, ignore this mail: nothing happens.'],
};

describe('composeMail', () => {
  test('the text part: the sentence, then the link on its own line, then the lines and the signature', () => {
    const mail = composeMail(verify);
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe(verify.subject);
    const lines = mail.text.split('\n').filter(Boolean);
    expect(lines).toEqual([verify.intro, 'https://castellan.example/verify?token=abc&from=mail', ...verify.lines, '— Castellan']);
  });

  test('the HTML part: the button first (escaped link), the raw link beside it, then the lines', () => {
    const { html } = composeMail(verify);
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(['https://castellan.example/verify?token=abc&amp;from=mail', 'https://castellan.example/verify?token=abc&amp;from=mail']);
    expect(html).toContain('>Confirm my e-mail</a>');
    const button = html.indexOf('Confirm my e-mail</a>');
    expect(html.indexOf(verify.intro)).toBeLessThan(button);
    expect(button).toBeLessThan(html.indexOf('The link works once'));
    expect(html.indexOf('The link works once')).toBeLessThan(html.indexOf('— Castellan'));
    // Inline styles only: mail clients drop style sheets.
    expect(html).not.toContain('<style');
    expect(html).not.toContain('<link');
  });

  test('everything in the HTML is escaped', () => {
    const { html, text } = composeMail({
      to: 'x@example.com',
      subject: 'Hi <b>there</b>',
      intro: 'Your bot "Farm <1>" & co stopped.',
      action: { label: '<img src=x onerror=alert(1)>', url: 'https://castellan.example/a?x="><script>alert(1)</script>' },
      lines: ["It's <script>alert(2)</script>"],
    });
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('<title>Hi &lt;b&gt;there&lt;/b&gt;</title>');
    expect(html).toContain('Your bot &quot;Farm &lt;1&gt;&quot; &amp; co stopped.');
    expect(html).toContain('It&#39;s &lt;script&gt;alert(2)&lt;/script&gt;');
    // The URL is normalised (its quotes and brackets percent-encoded) before it is escaped.
    expect(html).toContain('href="https://castellan.example/a?x=%22%3E%3Cscript%3Ealert(1)%3C/script%3E"');
    // The text part is not HTML: it keeps the words as they are.
    expect(text).toContain('Your bot "Farm <1>" & co stopped.');
  });

  test('without an action there is no link; a link that is not http(s) is refused', () => {
    const mail = composeMail({
      to: 'x@example.com',
      subject: 'Your e-mail changed',
      intro: 'Your sign-in e-mail is now b@example.com.',
      lines: ['If this was not you, write to support.'],
    });
    expect(mail.html).not.toContain('<a ');
    expect(mail.text.split('\n').filter(Boolean)).toEqual([
      'Your sign-in e-mail is now b@example.com.',
      'If this was not you, write to support.',
      '— Castellan',
    ]);
    expect(() => composeMail({ ...verify, action: { label: 'Go', url: 'javascript:alert(1)' } })).toThrow('must be http(s)');
  });

  test("a mail in Arabic reads right to left, on the page and on its wrapper (some clients drop <html>'s attributes)", () => {
    expect(composeMail({ ...verify, locale: 'ar' }).html).toContain('<html lang="ar" dir="rtl">');
    expect(composeMail({ ...verify, locale: 'ar' }).html).toContain('<div dir="rtl" ');
    expect(composeMail(verify).html).toContain('<html lang="en">');
    expect(composeMail(verify).html).not.toContain('dir=');
  });
});
