/** Bots: create from a template and one of the caller's game accounts, list, rename, duplicate, start, stop (one or all), delete. */
import { BOT_NAME_MAX } from '@shared/limits';
import mongoose from 'mongoose';
import { countersOn, readLineMessage, type ConsoleLevel, type LineMessage } from '@shared/console';
import { planName, slotsFor } from '@shared/plans';
import type { Sealer } from '../../lib/crypto';
import { createKeyedLock } from '../../lib/keyed-lock';
import { createListCache } from '../../lib/list-cache';
import { BASE_LOCALE, type Locale } from '@shared/i18n/locales';
import { errorText } from '../../lib/error-language';
import { AppError, BadRequestError, ConflictError, ForbiddenError, NotFoundError, ValidationFailedError } from '../../lib/errors';
import { recordActivity } from '../auth/activity/record';
import { accountLabel, accountLabelsOf, accountWrites, type AccountService } from '../accounts/service';
import { findTemplate, templateLabel } from '../templates/catalogue';
import { assertPlanRunsTemplate } from '../templates/plan-gate';
import { secretsTaken, validateSecrets, validateSettings } from '../templates/settings';
import { scriptForBot } from '../scripts/service';
import type { UserDocument } from '../users/records';
import { BotModel, botWrites, type Bot, type BotDocument } from './bot.model';
import type { Supervisor } from './supervisor';
import { endRun, forgetSchedule, legacyActiveHours, runsOf } from './schedule/service';
import { forgetTrades } from './trades/service';
import { scheduleWrites } from './schedule/schedule.model';
import { said, type Said } from '@shared/i18n/said';
import { botErrors } from './errors.messages';
import { controlLines } from '@shared/bot-lines/control.messages';
import { activityDetails } from '../auth/activity/details.messages';
import { accountOwnerFor, reachBot } from './reach';
import { playerName } from '../sharing/service';

export type NewBot = {
  templateId: string;
  accountId: string;
  settings?: Record<string, unknown>;
  secrets?: Record<string, unknown>;
  name?: string;
};

/** A change to a bot: a secret set to a text replaces it, to "" keeps it, to null removes it. */
export type BotChanges = {
  name?: string;
  settings?: Record<string, unknown>;
  secrets?: Record<string, string | null>;
};

type AccountInfo = { name: string; server: string };

/** What a bot's view needs: a document, or a lean read of the listed fields. */
type BotFields = Pick<Bot, 'name' | 'templateId' | 'accountId' | 'state' | 'desiredState' | 'lastError' | 'lastErrorMessage' | 'settings' | 'startedAt' | 'createdAt' | 'today'> & { _id: unknown; stalled?: { text: string; message?: unknown; since: Date } | null };

/** The fields the list shows (never the sealed secrets). */
const LISTED = { name: 1, templateId: 1, accountId: 1, state: 1, desiredState: 1, lastError: 1, lastErrorMessage: 1, stalled: 1, settings: 1, startedAt: 1, createdAt: 1, secretKeys: 1, today: 1 } as const;

/** A console's newest line as the list shows it. */
export type ConsoleTail = { text: string; at: number; level: ConsoleLevel; message?: LineMessage };

export function presentBot(bot: BotFields, account: AccountInfo | undefined, secretKeys: string[], lastLine: ConsoleTail | null = null, runUntil: Date | null = null) {
  return {
    id: String(bot._id),
    name: bot.name,
    templateId: bot.templateId,
    templateLabel: findTemplate(bot.templateId)?.label ?? bot.templateId,
    accountId: String(bot.accountId),
    accountName: account?.name ?? '(removed account)',
    server: account?.server ?? '',
    state: bot.state as 'online' | 'offline' | 'error',
    desiredState: bot.desiredState as 'online' | 'offline',
    lastError: bot.lastError ?? null,
    lastErrorMessage: readLineMessage(bot.lastErrorMessage) ?? null,
    // Only an online bot can be stalled: a report late after a stop shows nothing.
    stalled: bot.state === 'online' && bot.stalled ? { reason: bot.stalled.text, reasonMessage: readLineMessage(bot.stalled.message) ?? null, since: bot.stalled.since.toISOString() } : null,
    settings: bot.settings as Record<string, string | number>,
    secretKeys,
    startedAt: bot.startedAt ? bot.startedAt.toISOString() : null,
    created_at: bot.createdAt.toISOString(),
    lastLine: lastLine ? { text: lastLine.text, at: new Date(lastLine.at).toISOString(), level: lastLine.level, ...(lastLine.message && { message: lastLine.message }) } : null,
    today: countersOn(bot.today, Date.now()),
    runUntil: runUntil ? runUntil.toISOString() : null,
  };
}

export type BotView = ReturnType<typeof presentBot>;

/** What the bot list reads: the user's bots and their game accounts, and the ids of every document read. */
async function readList(userId: string) {
  const [bots, userAccounts, runs] = await Promise.all([
    BotModel.find({ userId }).select(LISTED).sort({ createdAt: 1 }).lean(),
    accountLabelsOf(userId),
    runsOf(userId),
  ]);
  return { value: { bots, userAccounts, runs }, ids: [...bots, ...userAccounts].map((d) => String(d._id)) };
}
type ListReads = Awaited<ReturnType<typeof readList>>['value'];

/** A Custom Script bot's script must be one of its owner's (and the version, when one is named, must exist). */
async function assertOwnScript(userId: string, templateId: string, settings: Record<string, unknown>): Promise<void> {
  if (templateId !== 'custom-script' || !settings.scriptId) return;
  const version = Number(settings.scriptVersion) || 0;
  if (await scriptForBot(userId, String(settings.scriptId), version)) return;
  throw new ValidationFailedError(version > 0 ? said(botErrors, 'noScriptVersion', { version }) : said(botErrors, 'notYourScript'));
}

function slotMessage(plan: string, slots: number): Said {
  return said(botErrors, 'slotsInUse', { plan: planName(plan), count: slots });
}

/**
 * How a bot's secrets are stored: sealed together as one value, their names beside the seal so that
 * listing never opens it. Every write of secrets takes both fields from here, so they cannot disagree.
 */
function storedSecrets(sealer: Sealer, secrets: Record<string, unknown>): { secretsSealed: string | null; secretKeys: string[] } {
  const secretKeys = Object.keys(secrets);
  return { secretsSealed: secretKeys.length ? sealer.seal(JSON.stringify(secrets)) : null, secretKeys };
}

/**
 * `perUser`: runs a task alone for one user across every API instance (the slot count is read and
 * changed in two steps); by default only within this process.
 */
/** Refuses (throws) a template gated by a beta that is not active for this player. */
export type BetaTemplateCheck = (user: { id: string; plan?: string | null }, templateId: string, label: string) => Promise<void>;

export function createBotService(deps: {
  sealer: Sealer;
  accounts: AccountService;
  supervisor: Supervisor;
  perUser?: <T>(key: string, task: () => Promise<T>) => Promise<T>;
  /** The newest console line of each bot (the console hub); none when left out. */
  consoleTails?: (botIds: string[]) => Promise<Map<string, ConsoleTail>>;
  /** Refuses a template a beta flag gates unless the beta is active for the player (flags/service.ts); none when left out. */
  betaTemplate?: BetaTemplateCheck;
}) {
  const { sealer, accounts, supervisor } = deps;
  const perUser = deps.perUser ?? createKeyedLock();
  // A schedule's id is its bot's: a run started or ended drops the owner's list too.
  const listReads = createListCache<ListReads>([botWrites, accountWrites, scheduleWrites]);
  const tails = deps.consoleTails ?? (async () => new Map<string, ConsoleTail>());

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
    return presentBot(bot, account ? { name: account.username, server: account.server } : undefined, await secretKeysOf(bot), lines.get(bot.id) ?? null, runs.get(bot.id) ?? null);
  }

  /**
   * A name no other bot of the user has (compared without case): `wanted` itself, or, when `numbered`
   * (a name we made up: the template's, a copy's), the first free "wanted 2", "wanted 3"…; a name the
   * player typed that is taken is refused, naming it. Creations and copies call it under the user's turn
   * (`perUser`); a rename does not, so a rename racing a creation of the same name could still pair them.
   */
  async function freeName(userId: string, wanted: string, { numbered, except }: { numbered: boolean; except?: unknown }): Promise<string> {
    const taken = new Set(
      (await BotModel.find({ userId, ...(except ? { _id: { $ne: except } } : {}) }, { name: 1 }).lean()).map((b) => String(b.name).toLocaleLowerCase()),
    );
    if (!taken.has(wanted.toLocaleLowerCase())) return wanted;
    if (!numbered) throw new ConflictError(said(botErrors, 'nameTaken', { name: wanted }));
    for (let n = 2; ; n++) {
      const candidate = `${wanted.slice(0, 74)} ${n}`;
      if (!taken.has(candidate.toLocaleLowerCase())) return candidate;
    }
  }

  /** Refuses a new bot when every slot of the user's plan is in use; called under the user's turn (`perUser`). */
  async function assertFreeSlot(user: UserDocument): Promise<void> {
    const slots = slotsFor(user.plan);
    if ((await BotModel.countDocuments({ userId: user.id })) >= slots) throw new ForbiddenError(slotMessage(user.plan, slots));
  }

  /** The user's bot; `anyOwner` (an administrator reading) finds any user's. */
  async function owned(userId: string, botId: string, anyOwner = false): Promise<BotDocument> {
    const bot = mongoose.isValidObjectId(botId) ? await BotModel.findOne({ _id: botId, ...(anyOwner ? {} : { userId }) }) : null;
    if (!bot) throw new NotFoundError('Bot');
    return bot;
  }

  async function removeBot(bot: BotDocument): Promise<void> {
    await supervisor.remove(bot);
    await forgetSchedule(bot.id);
    await forgetTrades(bot.id);
  }

  /** A shared player's change to the owner's bot: in the owner's activity log and the bot's console, naming them. */
  async function sharedDid(asker: UserDocument, owner: UserDocument, bot: BotDocument, kind: 'bot-created' | 'bot-changed', line: Said): Promise<void> {
    await recordActivity({ userId: owner.id, kind, detail: said(activityDetails, 'byShared', { bot: bot.name, who: playerName(asker) }) });
    supervisor.say(bot.id, line);
  }

  return {
    view,
    owned,
    /** A line in the bot's console (a shared player's change, named). */
    say: (botId: string, line: Said) => supervisor.say(botId, line),

    /** The bots of these game accounts, whoever owns them (the accounts shared with a player: sharing/). */
    async onAccounts(accountIds: string[]): Promise<BotView[]> {
      if (!accountIds.length) return [];
      const found = await BotModel.find({ accountId: { $in: accountIds } }).select({ ...LISTED, userId: 1 }).sort({ createdAt: 1 }).lean();
      const owners = [...new Set(found.map((b) => String(b.userId)))];
      const [labels, runs, lines] = await Promise.all([
        Promise.all(accountIds.map(async (id) => [id, await accountLabel(id)] as const)),
        Promise.all(owners.map(runsOf)).then((all) => new Map(all.flatMap((m) => [...m]))),
        tails(found.map((b) => String(b._id))),
      ]);
      const byId = new Map(labels.flatMap(([id, a]) => (a ? [[id, { name: a.username, server: a.server }] as const] : [])));
      return Promise.all(found.map(async (b) => presentBot(b, byId.get(String(b.accountId)), await secretKeysOf(b), lines.get(String(b._id)) ?? null, runs.get(String(b._id)) ?? null)));
    },

    async list(userId: string): Promise<BotView[]> {
      // Lean reads of just what the list shows: no documents to hydrate, no seals to open; kept a moment
      // per user, dropped by any write to the user's bots or accounts (lib/list-cache.ts).
      const { bots, userAccounts, runs } = await listReads.get(userId, () => readList(userId));
      const byId = new Map(userAccounts.map((a) => [String(a._id), { name: a.username, server: a.server }]));
      const lines = await tails(bots.map((b) => String(b._id)));
      return Promise.all(
        bots.map(async (b) => presentBot(b, byId.get(String(b.accountId)), await secretKeysOf(b), lines.get(String(b._id)) ?? null, runs.get(String(b._id)) ?? null)),
      );
    },

    /** The bot as its owner, a player it is shared with, or (`anyOwner`) an administrator reads it. */
    async get(user: UserDocument, botId: string, anyOwner = false): Promise<BotView> {
      return view(anyOwner ? await owned(user.id, botId, true) : (await reachBot(user, botId, 'GET /api/bots/:id')).bot);
    },

    /** `locale`: the creator's language, for the name a bot gets when none is typed (its template's name there). */
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

    /** Renames a bot or changes its settings and secrets (checked against its template); a running bot takes them at its next step. */
    async update(asker: UserDocument, botId: string, changes: BotChanges): Promise<BotView> {
      const { bot, owner, shared } = await reachBot(asker, botId, 'PATCH /api/bots/:id');
      const userId = owner.id as string;
      const template = findTemplate(bot.templateId);
      if (!template) throw new ValidationFailedError(said(botErrors, 'templateGone', { template: bot.templateId }));
      if (changes.name !== undefined) {
        const name = changes.name.trim();
        if (!name || name.length > BOT_NAME_MAX) throw new ValidationFailedError(said(botErrors, 'nameLength', { min: 1, count: BOT_NAME_MAX }), 'name');
        if (name !== bot.name) bot.name = await freeName(userId, name, { numbered: false, except: bot._id });
      }
      if (changes.settings) {
        // What is saved, minus settings the template no longer has, then the changes over it.
        const known = new Set(template.inputs.map((i) => i.key));
        const current = Object.fromEntries(Object.entries((bot.settings ?? {}) as Record<string, unknown>).filter(([key]) => known.has(key)));
        // An old "Active hours (UTC)" stays until a schedule replaces it (schedule/service.ts).
        const legacy = legacyActiveHours(bot.settings);
        const next = validateSettings(template, { ...current, ...changes.settings });
        await assertOwnScript(userId, template.id, next);
        // Another script starts from its own (empty) state, not the last one's.
        if (next.scriptId !== current.scriptId) bot.scriptState = null;
        bot.settings = { ...next, ...(legacy ? { activeHours: legacy } : {}) };
      }
      if (changes.secrets) {
        // What is saved, minus secrets the template no longer takes, then the changes over it.
        const secrets: Record<string, unknown> = bot.secretsSealed ? secretsTaken(bot.templateId, JSON.parse(sealer.open(bot.secretsSealed))) : {};
        for (const [key, value] of Object.entries(changes.secrets)) {
          if (value === null) delete secrets[key];
          else if (value !== '') secrets[key] = value;
        }
        Object.assign(bot, storedSecrets(sealer, validateSecrets(template, secrets)));
      }
      await bot.save();
      if (shared) {
        await sharedDid(asker, owner, bot, 'bot-changed', said(controlLines, 'settingsSavedBy', { who: playerName(asker) }));
        await supervisor.update(bot, null);
      } else await supervisor.update(bot);
      return view(bot);
    },

    /**
     * A new bot like this one: same template, game account, settings and secrets (copied sealed, never
     * opened), named "<name> (copy)" (numbered when taken), stopped. Counts against the plan's slots.
     */
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

    /**
     * Starts or stops all the user's bots, or those of one game account: each as its own request would
     * (plan, slots and daily limit checked per bot), and what each did is answered, so one refusal does
     * not hide the others. Each refusal reads in `locale`, the asker's language.
     */
    async actOnAll(user: UserDocument, action: string, accountId: string | undefined, ip: string | null = null, locale: Locale = BASE_LOCALE) {
      if (action !== 'start' && action !== 'stop') throw new BadRequestError(said(botErrors, 'unknownAction', { action }));
      const filter = { userId: user.id, ...(accountId ? { accountId: mongoose.isValidObjectId(accountId) ? accountId : null } : {}) };
      const chosen = await BotModel.find(filter, { name: 1, desiredState: 1 }).sort({ createdAt: 1, _id: 1 }).lean();
      if (accountId && !chosen.length) await accounts.get(user.id, accountId);
      const wanted = action === 'start' ? 'online' : 'offline';
      const results: { id: string; name: string; outcome: 'done' | 'unchanged' | 'refused'; message: string | null }[] = [];
      for (const b of chosen) {
        const id = String(b._id);
        if (b.desiredState === wanted) {
          results.push({ id, name: b.name, outcome: 'unchanged', message: null });
          continue;
        }
        try {
          await this.act(user, id, action, ip);
          results.push({ id, name: b.name, outcome: 'done', message: null });
        } catch (err) {
          if (!(err instanceof AppError) || err.status >= 500) throw err;
          results.push({ id, name: b.name, outcome: 'refused', message: errorText(locale, err.message, err.said) });
        }
      }
      return { results };
    },

    /** `ip`: the client's address, for the activity log, when the caller knows it. */
    async act(asker: UserDocument, botId: string, action: string, ip: string | null = null): Promise<BotView> {
      if (action !== 'start' && action !== 'stop') throw new BadRequestError(said(botErrors, 'unknownAction', { action }));
      const { bot, owner, shared } = await reachBot(asker, botId, 'POST /api/bots/:id/actions');
      const who = playerName(asker);
      if (action === 'start') {
        // Who started it, before the start: a share ended meanwhile stops the bots its player started.
        await BotModel.updateOne({ _id: bot._id }, { $set: { startedBy: shared ? asker._id : null } });
        await supervisor.start(owner, bot, shared ? said(controlLines, 'startRequestedBy', { who }) : undefined);
        // A share ended while this start was under way: the start is undone, as ending it undoes the ones before.
        if (shared && !(await reachBot(asker, botId, 'POST /api/bots/:id/actions').then(() => true, () => false))) {
          await supervisor.stop(bot, 'user', said(controlLines, 'stoppedSharingEnded', { who }));
          throw new NotFoundError('Bot');
        }
      } else {
        await supervisor.stop(bot, 'user', shared ? said(controlLines, 'stopRequestedBy', { who }) : undefined);
        await endRun(bot.id); // a stop by the player ends a "run now" with it
      }
      // In the owner's activity log (stops by the plan, the daily limit or an admin are not theirs), naming who when shared.
      const kind = action === 'start' ? 'bot-started' : 'bot-stopped';
      await recordActivity({ userId: owner.id, kind, detail: shared ? said(activityDetails, 'byShared', { bot: bot.name, who }) : bot.name, ip });
      return view(bot);
    },

    /** Stops the bots of a game account that `granteeId` started, when their share ends (sharing/service.ts). */
    async stopStartedBy(accountId: string, granteeId: string, names: { owner: string; who: string }): Promise<void> {
      const onAccount = await BotModel.find({ accountId });
      for (const bot of onAccount) {
        supervisor.say(bot.id, said(controlLines, 'sharingEnded', names));
        if (String(bot.startedBy) === granteeId && bot.desiredState === 'online') await supervisor.stop(bot, 'user', said(controlLines, 'stoppedSharingEnded', { who: names.who }));
      }
    },

    async remove(asker: UserDocument, botId: string): Promise<void> {
      const { bot, owner, shared } = await reachBot(asker, botId, 'DELETE /api/bots/:id');
      if (shared) await recordActivity({ userId: owner.id, kind: 'bot-deleted', detail: said(activityDetails, 'byShared', { bot: bot.name, who: playerName(asker) }) });
      await removeBot(bot);
    },

    /** Deletes one of the user's bots (their account is being deleted: leaving/). */
    async removeOwned(userId: string, botId: string): Promise<void> {
      await removeBot(await owned(userId, botId));
    },

    /** How many bots of a game account run now. */
    async runningOn(accountId: string): Promise<number> {
      const bots = await BotModel.find({ accountId }).select({ _id: 1 }).lean();
      return supervisor.runningCount(bots.map((b) => String(b._id)));
    },

    /** A game account's login changed (password, proxy, yield time): its running session takes it at its next login. */
    async accountChanged(accountId: string): Promise<void> {
      for (const bot of await BotModel.find({ accountId })) await supervisor.update(bot, said(controlLines, 'accountChanged'));
    },

    /** Rules set elsewhere for these accounts' bots of a template changed (an alliance space's): running ones take them before their next step. */
    async overlayChanged(accountIds: string[], templateId: string, line: string): Promise<void> {
      for (const bot of await BotModel.find({ accountId: { $in: accountIds }, templateId })) await supervisor.update(bot, line);
    },

    /** The names of the user's bots that run this script (a script in use may not be deleted). */
    async botsUsingScript(userId: string, scriptId: string): Promise<string[]> {
      const bots = await BotModel.find({ userId, templateId: 'custom-script' }, { name: 1, settings: 1 }).lean();
      return bots.filter((b) => (b.settings as Record<string, unknown>)?.scriptId === scriptId).map((b) => b.name);
    },

    /** A script got a new version: its running bots on "the newest version" take it at their next step. */
    async scriptSaved(userId: string, scriptId: string): Promise<void> {
      const bots = await BotModel.find({ userId, templateId: 'custom-script' });
      for (const bot of bots) {
        const settings = bot.settings as Record<string, unknown>;
        if (settings?.scriptId === scriptId && !Number(settings.scriptVersion)) await supervisor.update(bot, said(controlLines, 'newScriptVersion'));
      }
    },

    /** Whether a game account is used by any bot (then it may not be removed). */
    async accountInUse(accountId: string): Promise<boolean> {
      return Boolean(await BotModel.exists({ accountId }));
    },
  };
}

export type BotService = ReturnType<typeof createBotService>;
