/** A platform for the support desk's tests: players with a game account, a bot and console lines, and an admin. */
import mongoose from 'mongoose';
import { createPlatform } from '../src/app';
import { GameAccountModel } from '../src/modules/accounts/account.model';
import { BotModel } from '../src/modules/bots/records/bot.model';
import { UserModel } from '../src/modules/users/user.model';
import type { PlanTier } from '@shared/plans';
import { ownCounters, RELAXED_THROTTLE, signUp, testConfig, uniqueEmail, waitFor } from './helpers';
import { fakeRuntime } from './leaving';

export function supportPlatform() {
  const adminEmail = uniqueEmail('support-admin');
  const platform = createPlatform({
    config: testConfig({ adminEmails: [adminEmail] }),
    throttle: RELAXED_THROTTLE,
    throttleNamespace: ownCounters(),
    createRuntime: () => fakeRuntime().runtime,
  });
  const app = platform.app;

  /** A signed-up player on `plan` with one game account and one bot whose console holds `lines` lines ("line 1"…). */
  async function player({ plan = 'starter', lines = 0 }: { plan?: PlanTier; lines?: number } = {}) {
    const signed = await signUp(app);
    const userId = signed.user.id as string;
    if (plan !== 'starter') await UserModel.updateOne({ _id: userId }, { plan });
    const account = await GameAccountModel.create({
      userId,
      username: `Lord${Math.random().toString(36).slice(2, 8)}`,
      usernameKey: `k${new mongoose.Types.ObjectId()}`,
      gameEmail: 'lord@example.com',
      server: 'GB1',
      tag: 'none',
      passwordSealed: 'sealed',
    });
    const bot = await BotModel.create({ userId, accountId: account._id, templateId: 'resource-keeper', name: 'Tax man', settings: {}, state: 'offline' });
    for (let i = 1; i <= lines; i++) platform.hub.append(bot.id, { text: `line ${i}`, level: i % 5 === 0 ? 'warning' : 'info' });
    if (lines) {
      await platform.hub.flush();
      await waitFor('the console lines stored', async () => (await platform.hub.history(bot.id)).length >= lines);
    }
    return { ...signed, userId, botId: bot.id as string, accountId: String(account._id), accountName: account.username };
  }

  let signedAdmin: ReturnType<typeof signUp> | null = null;
  /** The platform's administrator, signed up at first use. */
  const admin = () => (signedAdmin ??= signUp(app, adminEmail));

  return { platform, app, adminEmail, admin, player };
}
