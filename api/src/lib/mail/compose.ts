/**
 * Every mail the product sends has one shape: a short sentence, the action link, a few short lines, the
 * signature. The link comes first so a reader (and a phone's preview) finds it without scrolling.
 * HTML: inline styles only (mail clients drop style sheets), no colours set on text or page, so light
 * and dark clients both show it in their own colours; the button carries its own background and text.
 */
import { BASE_LOCALE, localeDirection, type Locale } from '@shared/i18n/locales';
import { messagesIn } from '@shared/i18n/messages';
import type { Mail } from './mailer';
import { mailFrame } from './frame.messages';

/** The light theme's accent: white on it reads at 5.4:1, and it stands out on white and on black alike. */
const BUTTON_BACKGROUND = '#83660f';

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Only web links go into a mail: a javascript: or data: link from a bug would be clickable in some clients. */
function webLink(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`A mail's link must be http(s), got "${parsed.protocol}".`);
  return parsed.href;
}

export function composeMail(input: {
  /** The reader's language (the account's); English when not given. */
  locale?: Locale;
  to: string;
  subject: string;
  /** one short sentence before the button */
  intro: string;
  action?: { label: string; url: string };
  /** short paragraphs after the action */
  lines?: string[];
}): Mail {
  const lines = input.lines ?? [];
  const locale = input.locale ?? BASE_LOCALE;
  const frame = messagesIn(locale, mailFrame);
  // Right to left said on the wrapper too: some web clients drop the <html> element's attributes.
  const dir = localeDirection(locale) === 'rtl' ? ' dir="rtl"' : '';
  const SIGNATURE = frame.signature;
  const url = input.action ? webLink(input.action.url) : null;

  const text = [input.intro, ...(url ? [url] : []), ...lines, SIGNATURE].join('\n\n') + '\n';

  const paragraph = (content: string, style = 'margin:0 0 16px;') => `<p style="${style}">${content}</p>`;
  const action =
    input.action && url
      ? paragraph(
          `<a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 22px;border-radius:6px;background-color:${BUTTON_BACKGROUND};color:#ffffff;font-weight:600;text-decoration:none;">${escapeHtml(input.action.label)}</a>`,
          'margin:0 0 12px;',
        ) +
        // For clients that strip styles or block buttons: the address itself, copyable.
        paragraph(
          `${escapeHtml(frame.orOpen)} <a href="${escapeHtml(url)}" style="color:inherit;">${escapeHtml(url)}</a>`,
          'margin:0 0 20px;font-size:13px;word-break:break-all;',
        )
      : '';

  const html = `<!doctype html>
<html lang="${locale}"${dir}>
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;padding:24px 16px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;">
<div${dir} style="max-width:520px;margin:0 auto;">
${paragraph(escapeHtml(input.intro), 'margin:0 0 20px;')}
${action}${lines.map((line) => paragraph(escapeHtml(line))).join('\n')}
${paragraph(escapeHtml(SIGNATURE), 'margin:24px 0 0;')}
</div>
</body>
</html>
`;
  return { to: input.to, subject: input.subject, text, html };
}
