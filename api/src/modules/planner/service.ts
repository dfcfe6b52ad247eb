/**
 * Plans for a game account on the plan screen: the Professional plan's strategy planner. The account is
 * looked at in one short login from where bots log in (like Test login: the game allows one session per
 * account, so an account whose bots play is not looked at, and a player in the game is signed out), then
 * planned on with the rules given, beside the best template setting on the same snapshot.
 */
import { PLANNER_LIMITS } from '@shared/planner/limits';
import { planIncludes, PLAN_NAMES, planName } from '@shared/plans';
import { modelFrom } from '@shared/planner/model';
import { planAttacks, PLAN_HOURS } from '@shared/planner/plan';
import type { PlanRules } from '@shared/planner/types';
import { isTimeZone, WEEKDAYS } from '@shared/schedule';
import { claim, release, releaseIfLapsed } from '../../lib/claims';
import { ConflictError, ForbiddenError, TooManyRequestsError, ValidationFailedError } from '../../lib/errors';
import type { SharedCounter } from '../../lib/shared-counter';
import type { AccountSpec, LoginCheck } from '../../runtime';
import type { AccountService } from '../accounts/service';
import type { ServerDirectory } from '../game-network/directory';
import { said } from '@shared/i18n/said';
import { plannerErrors } from './errors.messages';
import type { PlanRequest } from './schemas';

/** The plan the planner comes with: Professional (`professional` in code). */
export const PLANNER_PLAN = 'professional';

export type PlannerDeps = {
  accounts: AccountService;
  servers: Pick<ServerDirectory, 'resolve'>;
  runningBots: (accountId: string) => Promise<number>;
  lookAtAccount: (account: AccountSpec, keepAtHome: number) => Promise<LoginCheck>;
  /** Looks per user in a window (each is a real login to the game). */
  throttle: SharedCounter;
};

/**
 * How long one look holds its account: longer than a look lasts (two login checks' time), so a process that
 * died in one frees the account after it. Claimed across instances (lib/claims.ts).
 */
const LOOK_HOLD_MS = 3 * 60_000;

/** The account's rules from the request, with the Strategy Planner template's defaults. */
export function rulesFrom(body: PlanRequest): PlanRules {
  const minLevel = body.minLevel ?? PLANNER_LIMITS.level.min;
  const maxLevel = body.maxLevel ?? PLANNER_LIMITS.level.max;
  if (minLevel > maxLevel) throw new ValidationFailedError('The lowest camp level must not exceed the highest.');
  let active: PlanRules['active'] = null;
  if (body.activeFrom !== undefined || body.activeTo !== undefined) {
    if (!body.activeFrom || !body.activeTo) throw new ValidationFailedError('Give both the start and the end of your active hours, or neither.');
    if (body.activeFrom === body.activeTo) throw new ValidationFailedError('Your active hours are empty: the end must differ from the start.');
    const timeZone = body.timeZone ?? 'UTC';
    if (!isTimeZone(timeZone)) throw new ValidationFailedError(said(plannerErrors, 'notATimeZone', { zone: timeZone }));
    active = { windows: WEEKDAYS.map((day) => ({ day, start: body.activeFrom!, end: body.activeTo! })), timeZone };
  }
  return {
    keepAtHome: body.keepAtHome ?? PLANNER_LIMITS.keepAtHome.default,
    maxAttacksPerDay: body.maxAttacksPerDay ?? PLANNER_LIMITS.maxAttacksPerDay.default,
    attacksToday: body.attacksToday ?? PLANNER_LIMITS.attacksToday.default,
    minGapMs: (body.minGapSeconds ?? PLANNER_LIMITS.minGapSeconds.default) * 1000,
    active,
    minLevel,
    maxLevel,
  };
}

/** What the planner saw of the account, and the attacks it plans for the hours asked. */
export type PlannerAnswer = {
  success: true;
  account: string;
  seen: { castles: { name: string; soldiers: number }[]; commanders: number; armiesOut: number; camps: number };
  plan: ReturnType<typeof planAttacks>;
};

export interface PlannerService {
  /**
   * Logs in once to look at the account, then plans its attacks. 403 below the plan, 409 while its bots run or
   * another look is under way (or the look failed), 429 when the player looked too often of late.
   */
  plan(user: { id: string; plan: string | null | undefined }, accountId: string, body: PlanRequest): Promise<PlannerAnswer>;
}

export function createPlannerService({ accounts, servers, runningBots, lookAtAccount, throttle }: PlannerDeps): PlannerService {
  return {
    async plan(user: { id: string; plan: string | null | undefined }, accountId: string, body: PlanRequest) {
      if (!planIncludes(user.plan, PLANNER_PLAN)) {
        throw new ForbiddenError(said(plannerErrors, 'needsPlan', { plan: PLAN_NAMES[PLANNER_PLAN], yours: planName(user.plan) }));
      }
      const account = await accounts.get(user.id, accountId);
      const rules = rulesFrom(body);
      const running = await runningBots(account.id);
      if (running > 0) {
        throw new ConflictError(said(plannerErrors, 'botsRunning', { count: running }));
      }
      // One look at an account at a time, answered at once: a second ask while one logs in would wait on the
      // game's one session per account and then fail anyway.
      const looking = `planner-look:${account.id}`;
      await releaseIfLapsed(looking);
      if (!(await claim(looking, new Date(Date.now() + LOOK_HOLD_MS)))) throw new ConflictError(said(plannerErrors, 'lookUnderWay'));
      let check: LoginCheck;
      try {
        const wait = await throttle.reserve(user.id);
        if (wait > 0) {
          const minutes = Math.max(1, Math.ceil(wait / 60));
          throw new TooManyRequestsError(said(plannerErrors, 'tooMany', { count: minutes }), wait);
        }
        const login = accounts.loginFor(account);
        const where = await servers.resolve(login.server);
        check = await lookAtAccount(
          { id: account.id, ...login, zone: where.zone, gameUrl: where.url, deviceId: await accounts.deviceIdOf(account) },
          rules.keepAtHome,
        );
      } finally {
        await release(looking);
      }
      if (!check.ok || !check.look) throw new ConflictError(said(plannerErrors, 'couldNotLook', { reason: check.message }));
      const { snapshot, observations, timeScale } = check.look;
      const hours = body.hours ?? PLAN_HOURS.default;
      // Hours of game time (a sped-up local game's pass faster than real ones).
      const plan = planAttacks(snapshot, rules, modelFrom(observations, timeScale), (hours * 3_600_000) / timeScale);
      return {
        success: true as const,
        account: `${account.username} – ${account.server}`,
        seen: {
          castles: snapshot.castles.map((c) => ({ name: c.name, soldiers: c.soldiers })),
          commanders: snapshot.commanders.length,
          armiesOut: snapshot.armies.length,
          camps: snapshot.targets.length,
        },
        plan,
      };
    },
  };
}
