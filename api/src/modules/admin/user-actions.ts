/** What an admin may do to a user: stop one of their bots, change their plan. Both are audited against the user. */
import { PLAN_REASON_LENGTH } from '@shared/limits';
import { PLAN_NAMES, planFromWire, type PlanTier } from '@shared/plans';
import { NotFoundError, ValidationFailedError } from '../../lib/errors';
import { changePlanByAdmin } from '../billing/grant';
import { type BotDocument, botOfUser } from '../bots/records';
import type { UserDocument } from '../users/records';
import { audit } from './audit';
import { PLAN_REASON_ERROR } from './schemas';
import { findUser } from './user-detail';

/** The supervisor's own stop (the bot's console says an administrator stopped it). */
export type AdminStop = (bot: BotDocument) => Promise<void>;

export async function stopUserBot(admin: UserDocument, userId: string, botId: string, stop: AdminStop): Promise<void> {
  const user = await findUser(userId);
  // The bot must be this user's: a bot id under another user's address is not found, as anywhere else.
  const bot = await botOfUser(user.id, botId);
  if (!bot) throw new NotFoundError('Bot');
  await stop(bot);
  await audit(admin, 'bot.stop', bot.id, `${bot.name} (${user.email})`, { userId: user.id });
}

export async function changeUserPlan(
  admin: UserDocument,
  userId: string,
  input: { plan: PlanTier | 'advanced'; reason: string },
  apply: (userId: string) => Promise<void>,
) {
  const reason = input.reason.trim();
  if (reason.length < PLAN_REASON_LENGTH.min) throw new ValidationFailedError(PLAN_REASON_ERROR);
  const { from, granted } = await changePlanByAdmin({ userId, plan: planFromWire(input.plan)!, reason, adminId: admin.id }, apply);
  const user = await findUser(userId);
  const change = `${PLAN_NAMES[from]} → ${PLAN_NAMES[user.plan as PlanTier]} (${granted ? `${PLAN_NAMES[granted]} granted` : 'no grant: what they pay for'})`;
  await audit(admin, 'plan.change', user.id, `${user.email}: ${change}`, { userId: user.id, reason });
}
