/**
 * The bots' records: create a bot from a template and one of the caller's game accounts, list, read,
 * rename or change, duplicate and delete. What runs a bot is the control's (bots/control), which the
 * records reach only through `RunningBots`, handed in by the wiring.
 */
import mongoose from 'mongoose';
import type { Sealer } from '../../../lib/crypto';
import { createKeyedLock } from '../../../lib/keyed-lock';
import { createListCache } from '../../../lib/list-cache';
import type { WriteFeed } from '../../../lib/write-feed';
import { BASE_LOCALE, type Locale } from '@shared/i18n/locales';
import { NotFoundError, ValidationFailedError } from '../../../lib/errors';
import { recordActivity } from '../../auth/activity/record';
import { accountLabel, accountLabelsOf, accountWrites, type AccountService } from '../../accounts/service';
import { findTemplate, templateLabel } from '../../templates/catalogue';
import { assertPlanRunsTemplate } from '../../templates/plan-gate';
import { secretsTaken, validateSecrets, validateSettings } from '../../templates/settings';
import type { UserDocument } from '../../users/records';
import { BotModel, botWrites, type BotDocument } from './bot.model';
import { said, type Said } from '@shared/i18n/said';
import { botErrors } from './errors.messages';
import { controlLines } from '@shared/bot-lines/control.messages';
import { activityDetails } from '../../auth/activity/details.messages';
import { accountOwnerFor, reachBot } from './reach';
import { playerName } from '../../sharing/service';
import { assertFreeSlot, assertOwnScript, freeName, storedSecrets } from './new-bot';
import { EDIT_TRIES, editedMeanwhile, writeEdit, type BotChanges } from './edit';

export type { BotChanges } from './edit';
import { LISTED, presentBot, type BotView, type ConsoleTail } from './view';

export type NewBot = {
  templateId: string;
  accountId: string;
  settings?: Record<string, unknown>;
  secrets?: Record<string, unknown>;
  name?: string;
};

/** Refuses (throws) a template gated by a beta that is not active for this player. */
export type BetaTemplateCheck = (user: { id: string; plan?: string | null }, templateId: string, label: string) => Promise<void>;

/** What the records ask of the bots' control (bots/control); the supervisor and the schedules answer it. */
export interface RunningBots {
  /** A running bot takes its saved changes; `line` (null: none, said already) tells its console. */
  update(bot: BotDocument, line?: string | Said | null): Promise<void>;
  /** Stops a bot being deleted, deletes it, and forgets its schedule and trades. */
  remove(bot: BotDocument): Promise<void>;
  /** A line in the bot's console, running or not. */
  say(botId: string, line: Said): void;
  /** When each of the user's bots' "run now" ends, by bot id. */
  runsOf(userId: string): Promise<Map<string, Date>>;
  /** Writes that change what the list shows, beside the bots' and game accounts' own (the schedules'). */
  listWrites: WriteFeed[];
}

/** The bots' records, as the routes and other modules use them. */
export interface BotRecords {
  /** The bot as the API shows it (its account's name, its secrets by name, its newest console line). */
  view(bot: BotDocument): Promise<BotView>;
  /** The user's bot; `anyOwner` (an administrator reading) finds any user's; 404 otherwise. */
  owned(userId: string, botId: string, anyOwner?: boolean): Promise<BotDocument>;
  /** The bots of these game accounts, whoever owns them (the accounts shared with a player: sharing/). */
  onAccounts(accountIds: string[]): Promise<BotView[]>;
  /** The user's bots, oldest first (kept a moment per user, dropped by any write to them). */
  list(userId: string): Promise<BotView[]>;
  /** The bot as its owner, a player it is shared with, or (`anyOwner`) an administrator reads it. */
  get(user: UserDocument, botId: string, anyOwner?: boolean): Promise<BotView>;
  /** A new stopped bot, within the plan's slots; `locale` names it (its template's name there) when no name is typed. */
  create(asker: UserDocument, input: NewBot, locale?: Locale): Promise<BotView>;
  /** Renames a bot or changes its settings and secrets (checked against its template); a running bot takes them at its next step. */
  update(asker: UserDocument, botId: string, changes: BotChanges): Promise<BotView>;
  /** A stopped copy named "<name> (copy)" (numbered when taken), its secrets copied sealed; counts against the slots. */
  duplicate(asker: UserDocument, botId: string): Promise<BotView>;
  /** Stops and deletes a bot the asker may delete (its owner's activity log names a shared player). */
  remove(asker: UserDocument, botId: string): Promise<void>;
  /** Deletes one of the user's bots (their account is being deleted: leaving/). */
  removeOwned(userId: string, botId: string): Promise<void>;
  /** The names of the user's bots that run this script (a script in use may not be deleted). */
  botsUsingScript(userId: string, scriptId: string): Promise<string[]>;
  /** Whether a game account is used by any bot (then it may not be removed). */
  accountInUse(accountId: string): Promise<boolean>;
}

/** What the bot list reads: the user's bots and their game accounts, and the ids of every document read. */
async function readList(userId: string, runsOf: RunningBots['runsOf']) {
  const [bots, userAccounts, runs] = await Promise.all([
    BotModel.find({ userId }).select(LISTED).sort({ createdAt: 1 }).lean(),
    accountLabelsOf(userId),
    runsOf(userId),
  ]);
  return { value: { bots, userAccounts, runs }, ids: [...bots, ...userAccounts].map((d) => String(d._id)) };
}
type ListReads = Awaited<ReturnType<typeof readList>>['value'];

export function createBotRecords(deps: {
  sealer: Sealer;
  accounts: AccountService;
  control: RunningBots;
  /**
   * Runs a task alone for one user across every API instance (the slot count is read and changed in two
   * steps); by default only within this process.
   */
  perUser?: <T>(key: string, task: () => Promise<T>) => Promise<T>;
  /** The newest console line of each bot (the console hub); none when left out. */
  consoleTails?: (botIds: string[]) => Promise<Map<string, ConsoleTail>>;
  /** Refuses a template a beta flag gates unless the beta is active for the player (flags/service.ts); none when left out. */
  betaTemplate?: BetaTemplateCheck;
}): BotRecords {
  const { sealer, accounts, control } = deps;
  const perUser = deps.perUser ?? createKeyedLock();
  // A schedule's id is its bot's: a run started or ended drops the owner's list too.
  const listReads = createListCache<ListReads>([botWrites, accountWrites, ...control.listWrites]);
  const tails = deps.consoleTails ?? (async () => new Map<string, ConsoleTail>());
  const runsOf = control.runsOf;

  /** The secrets' names; a bot from before they were stored beside the seal has it opened once, and the names stored. */
  async function secretKeysOf(bot: { _id: unknown; templateId: string; secretKeys?: string[] | null }): Promise<string[]> {
    const taken = (keys: string[]) => Object.keys(secretsTaken(bot.templateId, Object.fromEntries(keys.map((k) => [k, true]))));
    if (bot.secretKeys) return taken(bot.secretKeys);
    const stored = await BotModel.findById(bot._id).select({ secretsSealed: 1 }).lean();
    const keys = stored?.secretsSealed ? Object.keys(JSON.parse(sealer.open(stored.secretsSealed)) as object) : [];
    await BotModel.updateOne({ _id: bot._id, secretKeys: { $exists: false } }, { $set: { secretKeys: keys } });
    return taken(keys);
  }

  async function view(bot: BotDocument): Promise<BotView> {
    const [account, lines, runs] = await Promise.all([accountLabel(bot.accountId), tails([bot.id]), runsOf(String(bot.userId))]);
    return presentBot(
      bot,
      account ? { name: account.username, server: account.server } : undefined,
      await secretKeysOf(bot),
      lines.get(bot.id) ?? null,
      runs.get(bot.id) ?? null,
    );
  }

  /** The user's bot; `anyOwner` (an administrator reading) finds any user's. */
  async function owned(userId: string, botId: string, anyOwner = false): Promise<BotDocument> {
    const bot = mongoose.isValidObjectId(botId) ? await BotModel.findOne({ _id: botId, ...(anyOwner ? {} : { userId }) }) : null;
    if (!bot) throw new NotFoundError('Bot');
    return bot;
  }

  /** A shared player's change to the owner's bot: in the owner's activity log and the bot's console, naming them. */
  async function sharedDid(asker: UserDocument, owner: UserDocument, bot: BotDocument, kind: 'bot-created' | 'bot-changed', line: Said): Promise<void> {
    await recordActivity({ userId: owner.id, kind, detail: said(activityDetails, 'byShared', { bot: bot.name, who: playerName(asker) }) });
    control.say(bot.id, line);
  }

  return {
    view,
    owned,

    async onAccounts(accountIds: string[]): Promise<BotView[]> {
      if (!accountIds.length) return [];
      const found = await BotModel.find({ accountId: { $in: accountIds } })
        .select({ ...LISTED, userId: 1 })
        .sort({ createdAt: 1 })
        .lean();
      const owners = [...new Set(found.map((b) => String(b.userId)))];
      const [labels, runs, lines] = await Promise.all([
        Promise.all(accountIds.map(async (id) => [id, await accountLabel(id)] as const)),
        Promise.all(owners.map(runsOf)).then((all) => new Map(all.flatMap((m) => [...m]))),
        tails(found.map((b) => String(b._id))),
      ]);
      const byId = new Map(labels.flatMap(([id, a]) => (a ? [[id, { name: a.username, server: a.server }] as const] : [])));
      return Promise.all(
        found.map(async (b) =>
          presentBot(b, byId.get(String(b.accountId)), await secretKeysOf(b), lines.get(String(b._id)) ?? null, runs.get(String(b._id)) ?? null),
        ),
      );
    },

    async list(userId: string): Promise<BotView[]> {
      // Lean reads of just what the list shows: no documents to hydrate, no seals to open; kept a moment
      // per user, dropped by any write to the user's bots or accounts (lib/list-cache.ts).
      const { bots, userAccounts, runs } = await listReads.get(userId, () => readList(userId, runsOf));
      const byId = new Map(userAccounts.map((a) => [String(a._id), { name: a.username, server: a.server }]));
      const lines = await tails(bots.map((b) => String(b._id)));
      return Promise.all(
        bots.map(async (b) =>
          presentBot(b, byId.get(String(b.accountId)), await secretKeysOf(b), lines.get(String(b._id)) ?? null, runs.get(String(b._id)) ?? null),
        ),
      );
    },

    async get(user: UserDocument, botId: string, anyOwner = false): Promise<BotView> {
      return view(anyOwner ? await owned(user.id, botId, true) : (await reachBot(user, botId, 'GET /api/bots/:id')).bot);
    },

    async create(asker: UserDocument, input: NewBot, locale: Locale = BASE_LOCALE): Promise<BotView> {
      // On a game account shared with the asker ("manage"), the bot is its owner's, under the owner's plan and slots.
      const user = (await accountOwnerFor(asker, input.accountId.trim())) ?? asker;
      const template = findTemplate(input.templateId);
      if (!template) throw new ValidationFailedError(said(botErrors, 'noTemplate', { template: input.templateId }));
      assertPlanRunsTemplate(user.plan, template.id);
      await deps.betaTemplate?.({ id: user.id, plan: user.plan }, template.id, template.label);
      const account = await accounts.get(user.id, input.accountId.trim());
      const settings = validateSettings(template, input.settings ?? {});
      await assertOwnScript(user.id, template.id, settings);
      const secrets = validateSecrets(template, input.secrets ?? {});

      // The count and the insert take turns per user across every API instance (`perUser`): a slot is
      // then exactly one bot document, with no counter to drift.
      const bot = await perUser(user.id, async () => {
        await assertFreeSlot(user);
        const typed = input.name?.trim();
        return BotModel.create({
          userId: user.id,
          accountId: account._id,
          templateId: template.id,
          name: await freeName(user.id, typed || `${templateLabel(template.id, locale)} · ${account.username}`, { numbered: !typed }),
          settings,
          ...storedSecrets(sealer, secrets),
        });
      });
      if (user.id !== asker.id) await sharedDid(asker, user, bot, 'bot-created', said(controlLines, 'createdBy', { who: playerName(asker) }));
      return presentBot(bot, { name: account.username, server: account.server }, bot.secretKeys ?? []);
    },

    async update(asker: UserDocument, botId: string, changes: BotChanges): Promise<BotView> {
      for (let tries = 1; ; tries++) {
        const { bot, owner, shared } = await reachBot(asker, botId, 'PATCH /api/bots/:id');
        const template = findTemplate(bot.templateId);
        if (!template) throw new ValidationFailedError(said(botErrors, 'templateGone', { template: bot.templateId }));
        if (!(await writeEdit(bot, template, owner.id as string, changes, sealer))) {
          if (tries < EDIT_TRIES) continue;
          throw editedMeanwhile();
        }
        if (shared) {
          await sharedDid(asker, owner, bot, 'bot-changed', said(controlLines, 'settingsSavedBy', { who: playerName(asker) }));
          await control.update(bot, null);
        } else await control.update(bot);
        return view(bot);
      }
    },

    async duplicate(asker: UserDocument, botId: string): Promise<BotView> {
      const { bot: original, owner: user, shared } = await reachBot(asker, botId, 'POST /api/bots/:id/duplicate');
      assertPlanRunsTemplate(user.plan, original.templateId);
      await deps.betaTemplate?.({ id: user.id, plan: user.plan }, original.templateId, findTemplate(original.templateId)?.label ?? original.templateId);
      const copy = await perUser(user.id, async () => {
        await assertFreeSlot(user);
        return BotModel.create({
          userId: user.id,
          accountId: original.accountId,
          templateId: original.templateId,
          name: await freeName(user.id, `${original.name.slice(0, 70)} (copy)`, { numbered: true }),
          settings: original.settings,
          secretsSealed: original.secretsSealed ?? null,
          secretKeys: original.secretKeys ?? [],
        });
      });
      if (shared) await sharedDid(asker, user, copy, 'bot-created', said(controlLines, 'createdBy', { who: playerName(asker) }));
      return view(copy);
    },

    async remove(asker: UserDocument, botId: string): Promise<void> {
      const { bot, owner, shared } = await reachBot(asker, botId, 'DELETE /api/bots/:id');
      if (shared)
        await recordActivity({ userId: owner.id, kind: 'bot-deleted', detail: said(activityDetails, 'byShared', { bot: bot.name, who: playerName(asker) }) });
      await control.remove(bot);
    },

    async removeOwned(userId: string, botId: string): Promise<void> {
      await control.remove(await owned(userId, botId));
    },

    async botsUsingScript(userId: string, scriptId: string): Promise<string[]> {
      const bots = await BotModel.find({ userId, templateId: 'custom-script' }, { name: 1, settings: 1 }).lean();
      return bots.filter((b) => (b.settings as Record<string, unknown>)?.scriptId === scriptId).map((b) => b.name);
    },

    async accountInUse(accountId: string): Promise<boolean> {
      return Boolean(await BotModel.exists({ accountId }));
    },
  };
}
