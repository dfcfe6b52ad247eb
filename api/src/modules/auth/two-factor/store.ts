/**
 * The user's two-factor state in the database, and the only ways it changes. FerretDB has no
 * transactions, so each change is one `updateOne` whose filter restates what the decision was based on
 * (the same secret, a step not yet used, the recovery code still there): of two requests racing with one
 * code, exactly one matches and the other changes nothing.
 */
import mongoose from 'mongoose';
import { UserModel } from '../../users/user.model';

export type TwoFactorState = {
  secret: string | null;
  pendingSecret: string | null;
  enabledAt: Date | null;
  lastStep: number;
  recoveryCodes: string[];
};

export type TwoFactorRecord = { email: string; passwordHash: string | null; twoFactor: TwoFactorState | null };

/** Read fresh from the database (never the session cache): each decision below is checked again by its update. */
export async function readTwoFactor(userId: string): Promise<TwoFactorRecord | null> {
  if (!mongoose.isValidObjectId(userId)) return null;
  const user = await UserModel.findById(userId, { email: 1, passwordHash: 1, twoFactor: 1 }).lean();
  if (!user) return null;
  const tf = user.twoFactor;
  return {
    email: user.email,
    passwordHash: user.passwordHash ?? null,
    twoFactor: tf
      ? {
          secret: tf.secret ?? null,
          pendingSecret: tf.pendingSecret ?? null,
          enabledAt: tf.enabledAt ?? null,
          lastStep: tf.lastStep ?? 0,
          recoveryCodes: [...(tf.recoveryCodes ?? [])],
        }
      : null,
  };
}

type Switch = { secret?: string | null; enabledAt?: Date | null } | null | undefined;
export const isOn = <S extends Switch>(state: S): state is S & { secret: string; enabledAt: Date } => Boolean(state?.enabledAt && state.secret);

const changed = (result: { matchedCount: number }) => result.matchedCount === 1;

/** A new pending secret, unless two-factor is on (a setup never replaces a working secret). */
export async function storePendingSecret(userId: string, sealedPending: string): Promise<boolean> {
  return changed(
    await UserModel.updateOne(
      { _id: userId, 'twoFactor.enabledAt': null },
      { $set: { twoFactor: { secret: null, pendingSecret: sealedPending, enabledAt: null, lastStep: 0, recoveryCodes: [] } } },
    ),
  );
}

/** Turns two-factor on with the pending secret the first code was checked against, if it is still the pending one. */
export async function enableWith(userId: string, sealedPending: string, step: number, recoveryHashes: string[], at: Date): Promise<boolean> {
  return changed(
    await UserModel.updateOne(
      { _id: userId, 'twoFactor.pendingSecret': sealedPending, 'twoFactor.enabledAt': null },
      { $set: { twoFactor: { secret: sealedPending, pendingSecret: null, enabledAt: at, lastStep: step, recoveryCodes: recoveryHashes } } },
    ),
  );
}

/**
 * Marks `step` used for this secret, if no step as new was used before (a code works once, even when two
 * requests bring it at the same moment); `alsoSet` rides along in the same update (new recovery codes).
 */
export async function useStep(userId: string, sealedSecret: string, step: number, alsoSet: { recoveryCodes?: string[] } = {}): Promise<boolean> {
  const set: Record<string, unknown> = { 'twoFactor.lastStep': step };
  if (alsoSet.recoveryCodes) set['twoFactor.recoveryCodes'] = alsoSet.recoveryCodes;
  return changed(await UserModel.updateOne({ _id: userId, 'twoFactor.secret': sealedSecret, 'twoFactor.lastStep': { $lt: step } }, { $set: set }));
}

/** Removes one recovery code, if it is still there: of two uses of one code, one removes it and one finds it gone. */
export async function useRecoveryCode(userId: string, sealedSecret: string, hash: string): Promise<boolean> {
  return changed(
    await UserModel.updateOne(
      { _id: userId, 'twoFactor.secret': sealedSecret, 'twoFactor.recoveryCodes': hash },
      { $pull: { 'twoFactor.recoveryCodes': hash } },
    ),
  );
}

/** How many recovery codes are left (read after a removal, so concurrent uses of other codes count). */
export async function recoveryCodesLeft(userId: string): Promise<number> {
  return (await readTwoFactor(userId))?.twoFactor?.recoveryCodes.length ?? 0;
}

/**
 * Turns two-factor off, if it is still on with the secret the proof was checked against; a code proof
 * also restates its own condition (the step unused, the recovery code still there).
 */
export async function clearTwoFactor(userId: string, sealedSecret: string, proof: { step?: number; recoveryHash?: string } = {}): Promise<boolean> {
  const filter: Record<string, unknown> = { _id: userId, 'twoFactor.secret': sealedSecret, 'twoFactor.enabledAt': { $ne: null } };
  if (proof.step !== undefined) filter['twoFactor.lastStep'] = { $lt: proof.step };
  if (proof.recoveryHash !== undefined) filter['twoFactor.recoveryCodes'] = proof.recoveryHash;
  return changed(await UserModel.updateOne(filter, { $set: { twoFactor: null } }));
}
