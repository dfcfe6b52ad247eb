/**
 * A platform for the alliance spaces' tests: players on a plan with game accounts, spaces made through the
 * API with members set up directly (the invitation tests go through invitations), and a runtime that
 * remembers the specs it was given (what the space's rules made of a bot's settings).
 */
import { createPlatform } from '../src/app';
import { MemberModel, memberId, SpaceModel } from '../src/modules/alliances/space.model';
import { UserModel } from '../src/modules/users/user.model';
import type { AllianceRole } from '@shared/alliances';
import type { PlanTier } from '@shared/plans';
import type { GameServer } from '@shared/game';
import type { BotSpec } from '../src/runtime';
import { call, ownCounters, RELAXED_THROTTLE, signUp, testConfig } from './helpers';
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

  /** A signed-up player on `plan`, with game accounts on these servers (added as the Accounts page does). */
  async function player(plan: PlanTier = 'professional', servers: GameServer[] = ['INT1']) {
    const signed = await signUp(app);
    const userId = signed.user.id as string;
    const username = `P${Math.random().toString(36).slice(2, 9)}`;
    await UserModel.updateOne({ _id: userId }, { plan, username });
    const accounts = [];
    for (const server of servers) {
      const name = `Lord${Math.random().toString(36).slice(2, 8)}`;
      const res = await call(app, 'POST', '/api/accounts', {
        token: signed.token,
        body: { email: `${name.toLowerCase()}@game.example`, server, username: name, password: 'castle-pw', type: 'none' },
      });
      if (res.status !== 201) throw new Error(`game account not added: ${res.status} ${JSON.stringify(res.body)}`);
      accounts.push({ id: res.body.id as string, username: name, server });
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
    await MemberModel.create({
      _id: memberId(id, owner.userId),
      spaceId: id,
      userId: owner.userId,
      role: 'owner',
      accountIds: owner.accounts.slice(0, 1).map((a) => a.id),
      joinedAt: new Date(joined),
    });
    for (const [p, role] of others) {
      await MemberModel.create({
        _id: memberId(id, p.userId),
        spaceId: id,
        userId: p.userId,
        role,
        accountIds: p.accounts.slice(0, 1).map((a) => a.id),
        joinedAt: new Date(++joined),
      });
    }
    return id;
  }

  /** A bot of `template` on the player's first account, started (the runtime is told to run it). */
  async function bot(p: Player, templateId: string, settings: Record<string, unknown> = {}) {
    const res = await call(app, 'POST', '/api/bots', {
      token: p.token,
      body: { templateId, accountId: p.accounts[0]!.id, name: `${templateId} bot`, settings },
    });
    if (res.status !== 201) throw new Error(`bot not created: ${res.status} ${JSON.stringify(res.body)}`);
    const started = await call(app, 'POST', `/api/bots/${res.body.id}/actions`, { token: p.token, body: { action: 'start' } });
    if (started.status !== 200) throw new Error(`bot not started: ${started.status} ${JSON.stringify(started.body)}`);
    return res.body.id as string;
  }

  return { platform, app, fake, specs, player, space, bot };
}
