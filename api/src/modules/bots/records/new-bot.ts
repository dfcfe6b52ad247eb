/**
 * What a new or changed bot must satisfy (a name of its own, a free slot of its owner's plan, a script of
 * its owner's) and how its secrets are stored.
 */
import { planName, slotsFor } from '@shared/plans';
import { said, type Said } from '@shared/i18n/said';
import type { Sealer } from '../../../lib/crypto';
import { ConflictError, ForbiddenError, ValidationFailedError } from '../../../lib/errors';
import { scriptForBot } from '../../scripts/service';
import type { UserDocument } from '../../users/records';
import { BotModel } from './bot.model';
import { botErrors } from './errors.messages';

/** A Custom Script bot's script must be one of its owner's (and the version, when one is named, must exist). */
export async function assertOwnScript(userId: string, templateId: string, settings: Record<string, unknown>): Promise<void> {
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
export function storedSecrets(sealer: Sealer, secrets: Record<string, unknown>): { secretsSealed: string | null; secretKeys: string[] } {
  const secretKeys = Object.keys(secrets);
  return { secretsSealed: secretKeys.length ? sealer.seal(JSON.stringify(secrets)) : null, secretKeys };
}

/**
 * A name no other bot of the user has (compared without case): `wanted` itself, or, when `numbered`
 * (a name we made up: the template's, a copy's), the first free "wanted 2", "wanted 3"…; a name the
 * player typed that is taken is refused, naming it. Creations and copies call it under the user's turn
 * (`perUser`); a rename does not, so a rename racing a creation of the same name could still pair them.
 */
export async function freeName(userId: string, wanted: string, { numbered, except }: { numbered: boolean; except?: unknown }): Promise<string> {
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
export async function assertFreeSlot(user: UserDocument): Promise<void> {
  const slots = slotsFor(user.plan);
  if ((await BotModel.countDocuments({ userId: user.id })) >= slots) throw new ForbiddenError(slotMessage(user.plan, slots));
}
