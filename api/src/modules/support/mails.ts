/** The mail a player gets with each answer: the answer itself, and a link to the ticket (no token: they sign in as usual). */
import type { Locale } from '@shared/i18n/locales';
import { messagesIn } from '@shared/i18n/messages';
import { composeMail } from '../../lib/mail/compose';
import { supportMail } from './mails.messages';

export const ticketPath = (ticketId: string) => `/support?ticket=${encodeURIComponent(ticketId)}`;

/** In `locale`, the player's; the ticket's subject and the answer as they were written. */
export function answerMail({
  locale,
  to,
  subject,
  answer,
  ticketId,
  siteOrigin,
}: {
  locale: Locale;
  to: string;
  subject: string;
  answer: string;
  ticketId: string;
  siteOrigin: string;
}) {
  const m = messagesIn(locale, supportMail);
  return composeMail({
    locale,
    to,
    subject: m.subject({ subject }),
    intro: m.intro({ subject }),
    action: { label: m.action, url: `${siteOrigin}${ticketPath(ticketId)}` },
    // The answer as written, paragraph by paragraph; the thread and the reply box are in the app.
    lines: [
      ...answer
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean),
      m.replyInApp,
    ],
  });
}
