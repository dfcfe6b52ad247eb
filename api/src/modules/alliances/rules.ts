/**
 * A space's rules for its members' Alliance Help bots, on the game accounts they share with it:
 * - help: requests answered a random wait between two bounds after they appear (the bots answer every
 *   request anyway; the rule gives the whole alliance one rhythm);
 * - support: against an attack of at least N soldiers on a member's castle, each bot sends up to X
 *   soldiers for H game hours, through the template's own support (`cds`, runtime/actions/ally-support.ts,
 *   no new command), and only to the space's members (their in-game names).
 * The rules are laid over the bot's own settings when its spec is built (bots/spec.ts settingsOverlays):
 * nothing of the player's bot is rewritten, leaving the space gives them back their own. The player's
 * "soldiers to keep at home" still holds. Only Professional members' bots follow rules: a read-only
 * member's bots keep their own settings.
 */
import { DEFAULT_ALLIANCE_RULES, type AllianceRules } from '@shared/alliances';
import { planIncludes } from '@shared/plans';
import { ValidationFailedError } from '../../lib/errors';
import { accountNames } from '../accounts/service';
import { settingsOverlays } from '../bots/control';
import { botsOnAccounts } from '../bots/records';
import { usersByIds } from '../users/records';
import { MemberModel, SpaceModel, type Member, type Space, type SpaceId } from './space.model';

export const HELP_TEMPLATE = 'alliance-help';

export function rulesOf(space: Pick<Space, 'rules'>): AllianceRules {
  const stored = (space.rules ?? {}) as Partial<AllianceRules>;
  return {
    help: { ...DEFAULT_ALLIANCE_RULES.help, ...(stored.help ?? {}) },
    support: { ...DEFAULT_ALLIANCE_RULES.support, ...(stored.support ?? {}) },
  };
}

export function checkedRules(input: AllianceRules): AllianceRules {
  if (input.help.minWaitSeconds > input.help.maxWaitSeconds)
    throw new ValidationFailedError('The shortest wait before answering must not be longer than the longest.');
  return input;
}

export async function saveRules(space: Space, rules: AllianceRules): Promise<AllianceRules> {
  await SpaceModel.updateOne({ _id: space._id }, { $set: { rules } });
  return rules;
}

/** Every account shared with the space, and which of them runs an Alliance Help bot: who answers for the alliance now. */
export async function coverage(spaceId: SpaceId) {
  const members = await MemberModel.find({ spaceId }).lean<Member[]>();
  const accountIds = members.flatMap((m) => m.accountIds);
  const [names, bots, users] = await Promise.all([
    accountNames(accountIds),
    botsOnAccounts(accountIds, HELP_TEMPLATE),
    usersByIds(members.map((m) => String(m.userId))),
  ]);
  const professional = new Set(users.filter((u) => planIncludes(u.plan as string, 'professional')).map((u) => String(u._id)));
  return members.flatMap((m) =>
    m.accountIds
      .filter((id) => names.has(id))
      .map((id) => {
        const bot = bots.find((b) => String(b.accountId) === id);
        return {
          account_id: id,
          account: names.get(id)!,
          bot: bot ? { name: bot.name, state: bot.state as string } : null,
          follows_rules: Boolean(bot) && professional.has(String(m.userId)),
        };
      }),
  );
}

/** The settings a space's rules set for one Alliance Help bot, or null when the bot's account is in no space with a rule on. */
async function overlayFor(bot: { templateId: string; accountId: string; userId: string }): Promise<Record<string, string | number> | null> {
  if (bot.templateId !== HELP_TEMPLATE) return null;
  const memberships = await MemberModel.find({ accountIds: bot.accountId, userId: bot.userId }).sort({ joinedAt: 1 }).lean<Member[]>();
  if (!memberships.length) return null;
  const [owner] = await usersByIds([bot.userId]);
  if (!planIncludes(owner?.plan as string, 'professional')) return null;
  // One game account plays in one game alliance: if it is shared with several spaces, the first joined rules.
  const space = await SpaceModel.findById(memberships[0]!.spaceId).lean<Space>();
  if (!space) return null;
  const rules = rulesOf(space);
  const settings: Record<string, string | number> = {};
  if (rules.help.enabled) Object.assign(settings, { minWaitSeconds: rules.help.minWaitSeconds, maxWaitSeconds: rules.help.maxWaitSeconds });
  if (rules.support.enabled) {
    const others = (await MemberModel.find({ spaceId: space._id }).lean<Member[]>()).flatMap((m) => m.accountIds).filter((id) => id !== bot.accountId);
    const names = [...new Set([...(await accountNames(others)).values()].map((label) => label.split(' – ')[0]!))];
    Object.assign(settings, {
      supportTroops: names.length ? rules.support.troops : 0,
      supportHours: rules.support.hours,
      supportMinAttackers: rules.support.minAttackers,
      supportPlayers: names.join('\n'),
    });
  }
  return Object.keys(settings).length ? settings : null;
}

if (!settingsOverlays.includes(overlayFor)) settingsOverlays.push(overlayFor);
