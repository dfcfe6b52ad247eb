/**
 * A share sent by e-mail: the friend gets a link that accepts it once they are signed in with that
 * address. In the language of the account at the address, else the owner's: the owner shares with a
 * friend they play with, who most likely reads the owner's language (English would reach fewer of them).
 *
 * The code rides in the link's query (/dashboard?share=…), not its fragment as the alliance's does: the
 * sign-in and sign-up that may come first carry a page's path and query back to it, never its fragment.
 * A code seen in a log is of no use to anyone else: an e-mailed share is accepted only by the account of
 * its address (service.ts).
 */
import type { SharePermission } from '@shared/sharing';
import { formatDate } from '@shared/i18n/dates';
import { messagesIn } from '@shared/i18n/messages';
import { composeMail } from '../../lib/mail/compose';
import type { Mail } from '../../lib/mail/mailer';
import { languageOf } from '../users/language';
import { languageAt, type UserDocument } from '../users/records';
import { shareInvitationMail, shareInvitationWhat } from './mails.messages';

/** The page an e-mailed share's link opens: the dashboard, which accepts it (SharedWithMe.tsx). */
export const shareLinkPath = (code: string) => `/dashboard?share=${encodeURIComponent(code)}`;

export async function invitationMail(input: {
  siteOrigin: string;
  owner: UserDocument;
  ownerName: string;
  to: string;
  code: string;
  account: { username: string; server: string };
  permissions: SharePermission[];
  expiresAt: Date;
}): Promise<Mail> {
  const theirs = await languageAt(input.to);
  const locale = languageOf({ language: theirs === undefined ? input.owner.language : theirs });
  const m = messagesIn(locale, shareInvitationMail);
  const what = messagesIn(locale, shareInvitationWhat);
  return composeMail({
    locale,
    to: input.to,
    subject: m.subject({ owner: input.ownerName }),
    intro: m.intro({
      owner: input.ownerName,
      account: input.account.username,
      server: input.account.server,
      what: input.permissions.map((p) => what[p]).join(', '),
    }),
    action: { label: m.action, url: `${input.siteOrigin}${shareLinkPath(input.code)}` },
    lines: [m.once({ day: formatDate(locale, input.expiresAt, 'longDate', { timeZone: 'UTC' }) }), m.never],
  });
}
