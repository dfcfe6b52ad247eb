/**
 * A platform for the alliance spaces' tests: players on a plan with game accounts, spaces made through the
 * API with members set up directly (the invitation tests go through invitations), and a runtime that
 * remembers the specs it was given (what the space's rules made of a bot's settings).
 */
import mongoose from 'mongoose';
import { createPlatform } from '../src/app';
import { GameAccountModel } from '../src/modules/accounts/account.model';
import { MemberModel, memberId, SpaceModel } from '../src/modules/alliances/space.model';
import { UserModel } from '../src/modules/users/user.model';
import type { AllianceRole } from '@shared/alliances';
import type { PlanTier } from '@shared/plans';
import type { GameServer } from '@shared/game';
import type { BotSpec } from '../src/runtime';
import { ownCounters, RELAXED_THROTTLE, signUp, testConfig } from './helpers';
import { fakeRuntime } from './leaving';

export function alliancePlatform() {
  const fake = fakeRuntime();
  /** Every spec the runtime was given to start or update, newest last. */
  const specs: BotSpec[] = [];
  const runtime = {
    ...fake.runtime,
    start(spec: BotSpec) {
      specs.push(spec);
      fake.runtime.start(spec);
    },
    update(spec: BotSpec) {
      specs.push(spec);
    },
  };
  const platform = createPlatform({ config: testConfig(), throttle: RELAXED_THROTTLE, throttleNamespace: ownCounters(), createRuntime: () => runtime });
  const app = platform.app;

  /** A signed-up player on `plan`, with game accounts on these servers. */
  async function player(plan: PlanTier = 'premium', servers: GameServer[] = ['INT1']) {
    const signed = await signUp(app);
    const userId = signed.user.id as string;
    const username = `P${Math.random().toString(36).slice(2, 9)}`;
    await UserModel.updateOne({ _id: userId }, { plan, username });
    const accounts = [];
    for (const server of servers) {
      const account = await GameAccountModel.create({
        userId,
        username: `Lord${Math.random().toString(36).slice(2, 8)}`,
        usernameKey: `k${new mongoose.Types.ObjectId()}`,
        gameEmail: 'lord@example.com',
        server,
        tag: 'none',
        passwordSealed: 'sealed',
      });
      accounts.push({ id: String(account._id), username: account.username, server });
    }
    return { ...signed, userId, name: username, plan, accounts };
  }
  type Player = Awaited<ReturnType<typeof player>>;

  /**
   * A space of `owner` (sharing their first account), with `others` in their roles, each sharing their first
   * account: stored directly, so a test may make more than one player may own (POST /api/alliances has its own tests).
   */
  async function space(owner: Player, others: [Player, AllianceRole][] = []) {
    const created = await SpaceModel.create({ name: 'Iron Wolves HQ', server: 'INT1', gameAllianceName: 'Iron Wolves', ownerId: owner.userId });
    const id = String(created._id);
    let joined = Date.now();
    await MemberModel.create({ _id: memberId(id, owner.userId), spaceId: id, userId: owner.userId, role: 'owner', accountIds: owner.accounts.slice(0, 1).map((a) => a.id), joinedAt: new Date(joined) });
    for (const [p, role] of others) {
      await MemberModel.create({ _id: memberId(id, p.userId), spaceId: id, userId: p.userId, role, accountIds: p.accounts.slice(0, 1).map((a) => a.id), joinedAt: new Date(++joined) });
    }
    return id;
  }

  return { platform, app, fake, specs, player, space };
}
