/**
 * A change to a bot's name, settings and secrets (PATCH /api/bots/:id) that keeps every other change made
 * at the same moment. A bot's settings are one object checked as a whole (a lowest level must not pass the
 * highest), so the change is worked out on the bot as read and written only if no other edit came between:
 * the write names the `editVersion` it read and raises it. An edit that lost the race reads the bot again
 * and applies its own keys over the other's, so two players changing two settings at once both keep theirs;
 * only after EDIT_TRIES lost races is the answer a 409 that asks to try again. Nothing is written in part.
 */
import { BOT_NAME_MAX } from '@shared/limits';
import { said } from '@shared/i18n/said';
import type { Sealer } from '../../../lib/crypto';
import { ConflictError, ValidationFailedError } from '../../../lib/errors';
import type { BotTemplate } from '../../templates/types';
import { secretsTaken, validateSecrets, validateSettings } from '../../templates/settings';
import { legacyActiveHours } from './active-hours';
import { BotModel, type BotDocument } from './bot.model';
import { botErrors } from './errors.messages';
import { assertOwnScript, freeName, storedSecrets } from './new-bot';

/** A change to a bot: a secret set to a text replaces it, to "" keeps it, to null removes it. */
export type BotChanges = {
  name?: string;
  settings?: Record<string, unknown>;
  secrets?: Record<string, string | null>;
};

/** How many times an edit that lost the race to another is worked out again before it is refused. */
export const EDIT_TRIES = 5;

/**
 * Applies `changes` to `bot` (its owner `userId`) in memory and writes them if the bot is still as read;
 * false when another edit came between (nothing was written: read the bot again and retry).
 */
export async function writeEdit(bot: BotDocument, template: BotTemplate, userId: string, changes: BotChanges, sealer: Sealer): Promise<boolean> {
  const read = bot.editVersion ?? null;
  const fields = {
    ...(changes.name !== undefined ? await nameChange(bot, userId, changes.name) : {}),
    ...(changes.settings ? await settingsChange(bot, template, userId, changes.settings) : {}),
    ...(changes.secrets ? secretsChange(bot, template, changes.secrets, sealer) : {}),
  };
  // `null` matches a bot written before edits were counted (no `editVersion` yet).
  const { matchedCount } = await BotModel.updateOne({ _id: bot._id, editVersion: read }, { $set: fields, $inc: { editVersion: 1 } });
  if (matchedCount === 0) return false;
  bot.set(fields);
  bot.editVersion = (read ?? 0) + 1;
  return true;
}

/** The refusal after EDIT_TRIES lost races. */
export const editedMeanwhile = () => new ConflictError(said(botErrors, 'editedMeanwhile'));

async function nameChange(bot: BotDocument, userId: string, asked: string) {
  const name = asked.trim();
  if (!name || name.length > BOT_NAME_MAX) throw new ValidationFailedError(said(botErrors, 'nameLength', { min: 1, count: BOT_NAME_MAX }), 'name');
  return name === bot.name ? {} : { name: await freeName(userId, name, { numbered: false, except: bot._id }) };
}

/** What is saved, minus settings the template no longer has, then the changes over it. */
async function settingsChange(bot: BotDocument, template: BotTemplate, userId: string, asked: Record<string, unknown>) {
  const known = new Set(template.inputs.map((i) => i.key));
  const current = Object.fromEntries(Object.entries((bot.settings ?? {}) as Record<string, unknown>).filter(([key]) => known.has(key)));
  // An old "Active hours (UTC)" stays until a schedule replaces it (schedule/service.ts).
  const legacy = legacyActiveHours(bot.settings);
  const next = validateSettings(template, { ...current, ...asked });
  await assertOwnScript(userId, template.id, next);
  const settings = { ...next, ...(legacy ? { activeHours: legacy } : {}) };
  // Another script starts from its own (empty) state, not the last one's.
  return next.scriptId !== current.scriptId ? { settings, scriptState: null } : { settings };
}

/** What is saved, minus secrets the template no longer takes, then the changes over it. */
function secretsChange(bot: BotDocument, template: BotTemplate, asked: Record<string, string | null>, sealer: Sealer) {
  const secrets: Record<string, unknown> = bot.secretsSealed ? secretsTaken(bot.templateId, JSON.parse(sealer.open(bot.secretsSealed))) : {};
  for (const [key, value] of Object.entries(asked)) {
    if (value === null) delete secrets[key];
    else if (value !== '') secrets[key] = value;
  }
  return storedSecrets(sealer, validateSecrets(template, secrets));
}
