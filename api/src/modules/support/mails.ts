/** The mail a player gets with each answer: the answer itself, and a link to the ticket (no token: they sign in as usual). */
import { composeMail } from '../../lib/mail/compose';

export const ticketPath = (ticketId: string) => `/support?ticket=${encodeURIComponent(ticketId)}`;

export function answerMail({ to, subject, answer, ticketId, siteOrigin }: { to: string; subject: string; answer: string; ticketId: string; siteOrigin: string }) {
  return composeMail({
    to,
    subject: `Support answered: ${subject}`,
    intro: `Castellan support answered your ticket “${subject}”.`,
    action: { label: 'Open the ticket', url: `${siteOrigin}${ticketPath(ticketId)}` },
    // The answer as written, paragraph by paragraph; the thread and the reply box are in the app.
    lines: [...answer.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean), 'Please reply in the app, so your answer joins the ticket.'],
  });
}
