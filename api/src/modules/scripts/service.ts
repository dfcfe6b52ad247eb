/**
 * Players' custom scripts: create, list, read, save a new version, rename, delete, check and dry-run.
 * Every save is a new version (the oldest go past SCRIPT_VERSIONS_KEPT); a bot runs a chosen version or
 * the newest. Writing, saving and dry runs are Premium and up, as the pricing sells custom scripts;
 * reading and deleting stay open to a player whose plan shrank, so their work is never locked away.
 */
import mongoose from 'mongoose';
import { PLAN_NAMES, planIncludes, planName } from '@shared/plans';
import { DRY_RUNS_PER_HOUR, SCRIPT_CHECKS_PER_MINUTE, SCRIPT_MAX_BYTES, SCRIPT_NAME_MAX, SCRIPT_VERSIONS_KEPT, SCRIPTS_PER_PLAYER } from '@shared/scripts/api';
import { isDuplicateKey } from '../../lib/db';
import { ConflictError, ForbiddenError, NotFoundError, TooManyRequestsError, ValidationFailedError } from '../../lib/errors';
import type { SharedCounter } from '../../lib/shared-counter';
import { checkScript, type CheckedProblem, type DryRunResult } from '../../runtime';
import type { UserDocument } from '../users/records';
import { said, type Said } from '@shared/i18n/said';
import { scriptErrors } from './errors.messages';
import { ScriptModel, ScriptVersionModel } from './script.model';

/** The player's scripts with every version's source, oldest first ("Download my data"). */
export async function scriptsForExport(userId: string) {
  const [scripts, versions] = await Promise.all([ScriptModel.find({ userId }).sort({ createdAt: 1 }).lean(), ScriptVersionModel.find({ userId }).lean()]);
  return scripts.map((script) => ({
    name: script.name,
    createdAt: (script.createdAt as Date).toISOString(),
    versions: versions
      .filter((v) => String(v.scriptId) === String(script._id))
      .sort((a, b) => a.number - b.number)
      .map((v) => ({ number: v.number, source: v.source, createdAt: (v.createdAt as Date).toISOString() })),
  }));
}

export type ScriptDeps = {
  /** The names of the player's bots that run this script (a script in use is not deleted). */
  botsUsing(userId: string, scriptId: string): Promise<string[]>;
  /** A new version was saved: running bots on "the newest version" take it at their next step. */
  saved(userId: string, scriptId: string): Promise<void>;
  /** Runs a source for one game hour against a fresh local game server. */
  dryRun(source: string): Promise<DryRunResult>;
  dryRuns: SharedCounter;
  /** The editor's checks per player (each runs the source's top level in a process of its own). */
  checks: SharedCounter;
  perUser?: <T>(key: string, task: () => Promise<T>) => Promise<T>;
};

/** The scripts' limits per player, counted across every API instance (`counter` makes a SharedCounter). */
export const scriptCounters = (counter: (name: string, limit: number, windowMs: number) => SharedCounter) => ({
  dryRuns: counter('script-dry-runs', DRY_RUNS_PER_HOUR, 3_600_000),
  checks: counter('script-checks', SCRIPT_CHECKS_PER_MINUTE, 60_000),
});

type ScriptDoc = { _id: mongoose.Types.ObjectId; name: string; latest: number; createdAt: Date; updatedAt: Date };
const view = (s: ScriptDoc) => ({
  id: String(s._id),
  name: s.name,
  latest: s.latest,
  createdAt: s.createdAt.toISOString(),
  updatedAt: s.updatedAt.toISOString(),
});
export type ScriptView = ReturnType<typeof view>;

/** Why a source cannot run, naming its line (and column) unless the problem's own words already do. */
function cannotRun(p: CheckedProblem): Said {
  // Ended from outside (a ceiling, no answer): the reason's own words, made in the asker's language.
  if (p.words) return said(scriptErrors, 'cannotRun', { problem: p.words });
  if (p.line === null || p.message.includes('(line')) return said(scriptErrors, 'cannotRun', { problem: p.message });
  // Line and column as strings: the English has always written them without a separator.
  if (p.column === null) return said(scriptErrors, 'cannotRunAtLine', { problem: p.message, line: String(p.line) });
  return said(scriptErrors, 'cannotRunAtColumn', { problem: p.message, line: String(p.line), column: String(p.column) });
}

function assertWrites(user: UserDocument): void {
  if (planIncludes(user.plan, 'premium')) return;
  throw new ForbiddenError(said(scriptErrors, 'notInPlan', { plan: PLAN_NAMES.premium, yours: planName(user.plan) }));
}

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > SCRIPT_NAME_MAX) throw new ValidationFailedError(said(scriptErrors, 'nameLength', { min: 1, count: SCRIPT_NAME_MAX }));
  return trimmed;
}

/** Refuses a source that is too long, does not compile or exports no step, naming the line. */
async function assertRuns(source: string): Promise<void> {
  if (new TextEncoder().encode(source).length > SCRIPT_MAX_BYTES)
    throw new ValidationFailedError(said(scriptErrors, 'tooLong', { kib: SCRIPT_MAX_BYTES / 1024 }));
  const problem = await checkScript(source);
  if (problem) throw new ValidationFailedError(cannotRun(problem));
}

export interface ScriptService {
  /** The player's scripts, oldest first. */
  list(userId: string): Promise<ScriptView[]>;
  /** A new script with `source` as its first version; a source that cannot run is 422, past SCRIPTS_PER_PLAYER 403. */
  create(user: UserDocument, input: { name: string; source: string }): Promise<ScriptView>;
  /** The script, its versions (newest first, without their sources) and the newest version's source. */
  get(userId: string, scriptId: string): Promise<{ script: ScriptView; source: string; versions: { number: number; bytes: number; createdAt: string }[] }>;
  /** One kept version with its source; 404 when it is not kept. */
  version(userId: string, scriptId: string, number: number): Promise<{ number: number; source: string; createdAt: string }>;
  /** Saves `source` as the next version; the oldest beyond SCRIPT_VERSIONS_KEPT go. */
  save(user: UserDocument, scriptId: string, source: string): Promise<ScriptView>;
  /** A new name; the versions stay. */
  rename(userId: string, scriptId: string, name: string): Promise<ScriptView>;
  /** Deletes the script and its versions; 409 while bots use it. */
  remove(userId: string, scriptId: string): Promise<void>;
  /** Whether a source compiles and exports `step` (the editor's check as you type), so many a minute. */
  check(userId: string, source: string): Promise<CheckedProblem | null>;
  /** One game hour of `source` on a throwaway account of a fresh local game server: never the player's accounts. */
  dryRun(user: UserDocument, source: string): Promise<DryRunResult>;
}

export function createScriptService(deps: ScriptDeps): ScriptService {
  const perUser = deps.perUser ?? (async <T>(_key: string, task: () => Promise<T>) => task());

  async function owned(userId: string, scriptId: string) {
    const script = mongoose.isValidObjectId(scriptId) ? await ScriptModel.findOne({ _id: scriptId, userId }).lean<ScriptDoc>() : null;
    if (!script) throw new NotFoundError('Script');
    return script;
  }

  /** Inserts the next version; two saves at once each get their own number (the insert on `_id` decides). */
  async function addVersion(userId: string, scriptId: string, from: number, source: string): Promise<number> {
    for (let n = from; n < from + 20; n++) {
      try {
        await ScriptVersionModel.create({ _id: `${scriptId}:${n}`, scriptId, userId, number: n, source });
        return n;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
    }
    throw new ConflictError('Too many saves of this script at once; please save again.');
  }

  return {
    async list(userId: string): Promise<ScriptView[]> {
      return (await ScriptModel.find({ userId }).sort({ createdAt: 1 }).lean<ScriptDoc[]>()).map(view);
    },

    async create(user: UserDocument, input: { name: string; source: string }): Promise<ScriptView> {
      assertWrites(user);
      const name = cleanName(input.name);
      await assertRuns(input.source);
      const script = await perUser(user.id, async () => {
        if ((await ScriptModel.countDocuments({ userId: user.id })) >= SCRIPTS_PER_PLAYER)
          throw new ForbiddenError(said(scriptErrors, 'scriptsMax', { count: SCRIPTS_PER_PLAYER }));
        return ScriptModel.create({ userId: user.id, name, latest: 1 });
      });
      await addVersion(user.id, script.id, 1, input.source);
      return view(script);
    },

    async get(userId: string, scriptId: string) {
      const script = await owned(userId, scriptId);
      const versions = await ScriptVersionModel.find({ scriptId: script._id }).sort({ number: -1 }).lean();
      const newest = versions[0];
      return {
        script: view({ ...script, latest: newest?.number ?? script.latest }),
        source: newest?.source ?? '',
        versions: versions.map((v) => ({ number: v.number, bytes: new TextEncoder().encode(v.source).length, createdAt: (v.createdAt as Date).toISOString() })),
      };
    },

    async version(userId: string, scriptId: string, number: number) {
      const script = await owned(userId, scriptId);
      const version = await ScriptVersionModel.findById(`${String(script._id)}:${number}`).lean();
      if (!version) throw new NotFoundError('Version');
      return { number: version.number, source: version.source, createdAt: (version.createdAt as Date).toISOString() };
    },

    async save(user: UserDocument, scriptId: string, source: string): Promise<ScriptView> {
      assertWrites(user);
      const script = await owned(user.id, scriptId);
      await assertRuns(source);
      const newest = (await ScriptVersionModel.findOne({ scriptId: script._id }).sort({ number: -1 }).lean())?.number ?? 0;
      const number = await addVersion(user.id, String(script._id), newest + 1, source);
      await ScriptModel.updateOne({ _id: script._id, latest: { $lt: number } }, { $set: { latest: number } });
      await ScriptVersionModel.deleteMany({ scriptId: script._id, number: { $lte: number - SCRIPT_VERSIONS_KEPT } });
      await deps.saved(user.id, String(script._id));
      return view({ ...script, latest: Math.max(script.latest, number), updatedAt: new Date() });
    },

    async rename(userId: string, scriptId: string, name: string): Promise<ScriptView> {
      const script = await owned(userId, scriptId);
      const clean = cleanName(name);
      await ScriptModel.updateOne({ _id: script._id }, { $set: { name: clean } });
      return view({ ...script, name: clean, updatedAt: new Date() });
    },

    async remove(userId: string, scriptId: string): Promise<void> {
      const script = await owned(userId, scriptId);
      const bots = await deps.botsUsing(userId, String(script._id));
      if (bots.length) throw new ConflictError(said(scriptErrors, 'inUse', { bots: bots.map((b) => `"${b}"`).join(', '), count: bots.length }));
      await ScriptVersionModel.deleteMany({ scriptId: script._id });
      await ScriptModel.deleteOne({ _id: script._id });
    },

    async check(userId: string, source: string): Promise<CheckedProblem | null> {
      if (new TextEncoder().encode(source).length > SCRIPT_MAX_BYTES)
        return { message: said(scriptErrors, 'tooLong', { kib: SCRIPT_MAX_BYTES / 1024 }).text, line: null, column: null };
      const wait = await deps.checks.reserve(userId);
      if (wait > 0)
        throw new TooManyRequestsError(said(scriptErrors, 'checksPerMinute', { limit: deps.checks.limit, count: Math.max(1, Math.ceil(wait)) }), wait);
      return checkScript(source);
    },

    async dryRun(user: UserDocument, source: string): Promise<DryRunResult> {
      assertWrites(user);
      await assertRuns(source);
      const wait = await deps.dryRuns.reserve(user.id);
      if (wait > 0)
        throw new TooManyRequestsError(said(scriptErrors, 'dryRunsPerHour', { limit: deps.dryRuns.limit, count: Math.max(1, Math.ceil(wait / 60)) }), wait);
      return deps.dryRun(source);
    },
  };
}

/** What a bot runs: the chosen version (0: the newest) of one of the owner's scripts, or null when it is gone. */
export async function scriptForBot(
  userId: string,
  scriptId: string,
  version: number,
): Promise<{ id: string; name: string; version: number; source: string } | null> {
  if (!mongoose.isValidObjectId(scriptId)) return null;
  const script = await ScriptModel.findOne({ _id: scriptId, userId }).lean<ScriptDoc>();
  if (!script) return null;
  const chosen =
    version > 0
      ? await ScriptVersionModel.findById(`${scriptId}:${version}`).lean()
      : await ScriptVersionModel.findOne({ scriptId: script._id }).sort({ number: -1 }).lean();
  return chosen ? { id: scriptId, name: script.name, version: chosen.number, source: chosen.source } : null;
}
