/** The admin's user list: paginated, searchable by e-mail or username, with each user's subscription and bots. */
import { accountNames } from '../accounts/service';
import { subscriptionsOf } from '../billing/records';
import { botsOfUsers, newestBots } from '../bots/records';
import { BASE_LOCALE, type Locale } from '@shared/i18n/locales';
import { readLineMessage } from '@shared/console';
import { textOf } from '@shared/i18n/said';
import { templateLabel } from '../templates/catalogue';
import { emailsOf, pageOfUsers } from '../users/records';

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `locale`: the language the administrator reads the templates' names in. */
export async function listUsers(search: string | undefined, page: number, limit: number, locale: Locale = BASE_LOCALE) {
  const needle = search?.trim();
  // E-mails are stored in lower case; usernames as typed, so theirs is matched ignoring case.
  const filter = needle
    ? { $or: [{ email: { $regex: escapeRegex(needle.toLowerCase()) } }, { username: { $regex: escapeRegex(needle), $options: 'i' } }] }
    : {};
  const { total, users } = await pageOfUsers(filter, page, limit);
  const ids = users.map((u) => u._id);
  const [subs, bots] = await Promise.all([subscriptionsOf(ids.map(String)), botsOfUsers(ids.map(String))]);
  const subOf = new Map(subs.map((s) => [String(s.userId), s]));
  return {
    total,
    page,
    limit,
    users: users.map((u) => {
      const sub = subOf.get(String(u._id));
      return {
        id: String(u._id),
        email: u.email,
        metadata: { username: u.username ?? null, avatar: u.avatar ?? null },
        subscription: { plan: u.plan, status: sub?.status ?? 'none', payment_provider: (sub?.provider as string | null | undefined) ?? null },
        created_at: u.createdAt.toISOString(),
        last_sign_in_at: u.lastSignInAt ? u.lastSignInAt.toISOString() : null,
        bots: bots
          .filter((b) => String(b.userId) === String(u._id))
          .map((b) => ({ id: String(b._id), name: b.name, templateLabel: templateLabel(b.templateId, locale), state: b.state })),
      };
    }),
  };
}

/** Every bot with its owner and state, newest first. */
export async function listAllBots(limit: number, locale: Locale = BASE_LOCALE) {
  const bots = await newestBots(limit);
  const email = await emailsOf(bots.map((b) => b.userId));
  const account = await accountNames(bots.map((b) => b.accountId));
  return bots.map((b) => ({
    id: String(b._id),
    name: b.name,
    templateLabel: templateLabel(b.templateId, locale),
    owner: email.get(String(b.userId)) ?? '(deleted user)',
    account: account.get(String(b.accountId)) ?? '(removed account)',
    state: b.state,
    desiredState: b.desiredState,
    // In the admin's language when it was said as a message.
    lastError: b.lastError ? textOf(locale, readLineMessage(b.lastErrorMessage), b.lastError) : null,
    created_at: b.createdAt.toISOString(),
  }));
}
