/** One user as an admin sees them: profile, subscription (and any grant), bots, and what admins did to them. */
import { NotFoundError } from '../../lib/errors';
import { accountNames } from '../accounts/service';
import { grantOf } from '../billing/grant';
import { subscriptionOf } from '../billing/records';
import { botsOfUsers } from '../bots/records';
import { BASE_LOCALE, type Locale } from '@shared/i18n/locales';
import { templateLabel } from '../templates/catalogue';
import { userById, type UserDocument } from '../users/records';
import { listAudit } from './audit';

/** The audit entries shown on a user's page: enough for a person to read, the whole log is on its tab. */
const AUDIT_SHOWN = 50;

export async function findUser(userId: string): Promise<UserDocument> {
  const user = await userById(userId);
  if (!user) throw new NotFoundError('User');
  return user;
}

/** `locale`: the language the administrator reads the templates' names in. */
export async function userDetail(userId: string, isAdmin: (user: UserDocument) => boolean, locale: Locale = BASE_LOCALE) {
  const user = await findUser(userId);
  const [sub, grant, bots, audit] = await Promise.all([subscriptionOf(user.id), grantOf(user.id), botsOfUsers([user.id]), listAudit(AUDIT_SHOWN, user.id)]);
  const accountName = await accountNames(bots.map((b) => b.accountId));
  return {
    id: user.id,
    email: user.email,
    username: user.username ?? null,
    avatar: user.avatar ?? null,
    sign_in_methods: [...(user.passwordHash ? (['password'] as const) : []), ...(user.discordId ? (['discord'] as const) : [])],
    is_admin: isAdmin(user),
    created_at: user.createdAt.toISOString(),
    last_sign_in_at: user.lastSignInAt ? user.lastSignInAt.toISOString() : null,
    subscription: {
      plan: user.plan,
      status: sub?.status ?? 'none',
      payment_provider: (sub?.provider as 'stripe' | 'paypal' | null | undefined) ?? null,
      paid_plan: sub && sub.status !== 'none' ? sub.plan : null,
      next_billing_time: sub?.currentPeriodEnd ? sub.currentPeriodEnd.toISOString() : null,
      transaction_id: sub?.providerSubscriptionId ?? null,
    },
    grant,
    bots: bots.map((b) => ({
      id: String(b._id),
      name: b.name,
      templateLabel: templateLabel(b.templateId, locale),
      state: b.state as 'online' | 'offline' | 'error',
      desiredState: b.desiredState as 'online' | 'offline',
      account: accountName.get(String(b.accountId)) ?? '(removed account)',
    })),
    audit,
  };
}
