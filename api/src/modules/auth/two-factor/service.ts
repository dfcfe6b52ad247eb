/**
 * Two-factor sign-in: setting up an authenticator app, turning it on and off, recovery codes, and the
 * check the second sign-in step calls (`verifySecondFactor`). Knows nothing of HTTP.
 *
 * Every guess at a code or password goes through one counter per user (`attempts`, shared across API
 * instances through the engine, and shared with the sign-in step): the attempt is counted *before* it is
 * checked, so parallel guesses cannot all slip in, and given back when it was right.
 *
 * A code works once. Each change is a conditional update that restates what it was decided on (store.ts),
 * which alone is enough on MongoDB and on the embedded database with our patch (docs/architecture.md).
 * Each user's read-check-write also runs under a lock held in the engine (`perUser`, shared by every API
 * instance), as bot slots do: a check and its write are two steps.
 */
import mongoose from 'mongoose';
import type { Sealer } from '../../../lib/crypto';
import type { TurnLock } from '../../../lib/engine-lock';
import { ConflictError, NotFoundError, TooManyRequestsError, ValidationFailedError } from '../../../lib/errors';
import { log } from '../../../lib/logger';
import type { SharedCounter } from '../../../lib/shared-counter';
import { recordActivity } from '../activity/record';
import { verifyPassword } from '../password';
import { qrCodeDataUrl } from './qr';
import { hashRecoveryCode, newRecoveryCodes, normaliseRecoveryCode } from './recovery';
import {
  clearTwoFactor,
  enableWith,
  isOn,
  readTwoFactor,
  recoveryCodesLeft,
  storePendingSecret,
  useRecoveryCode,
  useStep,
  type TwoFactorRecord,
} from './store';
import { matchTotp, newTotpSecret, otpauthUri, TOTP_DIGITS } from './totp';
import { said } from '@shared/i18n/said';
import { fixedText } from '../../../lib/error-language';
import { authErrors } from '../errors.messages';
import { activityDetails } from '../activity/details.messages';

export const WRONG_CODE = fixedText(authErrors, 'wrongAppCode', { digits: TOTP_DIGITS });
const WRONG_CODE_OR_RECOVERY = fixedText(authErrors, 'wrongAppCodeOrRecovery', { digits: TOTP_DIGITS });
const WRONG_PASSWORD = 'That password is not right.';
const NOT_ON = 'Two-factor sign-in is not on for your account.';
const ALREADY_ON = 'Two-factor sign-in is already on. Turn it off first to set up another app.';
const CHANGED_MEANWHILE = 'Your two-factor settings changed in the meantime. Please reload and try again.';

/** How many wrong codes (and passwords, when turning it off) a user may enter, and in what window. */
export const TWO_FACTOR_ATTEMPTS = { limit: 5, windowMs: 10 * 60_000 } as const;

export type TwoFactorServiceDeps = {
  sealer: Sealer;
  /** Wrong codes per user, across instances: `new SharedCounter(bucket, name, TWO_FACTOR_ATTEMPTS.limit, TWO_FACTOR_ATTEMPTS.windowMs)`. */
  attempts: SharedCounter;
  /** Serialises one user's changes across instances: `createEngineLock(keyValueBucket(engine, 'locks', 30_000))`. */
  perUser: TurnLock;
  now?: () => number;
};

/** Who is acting: the signed-in user (the auth macro's document fits). */
export type TwoFactorOwner = { id: string; email: string };
export type SecondFactorProof = { code?: string; recoveryCode?: string };
export type SecondFactorResult = { ok: true; recoveryCodesLeft: number } | { ok: false };

function tooManyCodes(seconds: number): TooManyRequestsError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new TooManyRequestsError(said(authErrors, 'tooManyWrongCodes', { count: minutes }), seconds);
}

/** Six digits (spaces allowed, as apps show them) is an app code; anything else may be a recovery code. */
const looksLikeTotp = (code: string) => new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code.replace(/\s/g, ''));

export interface TwoFactorService {
  /** What settings show: on or off, since when, how many recovery codes are left. */
  status(user: TwoFactorOwner): Promise<{ enabled: boolean; enabledAt: Date | null; recoveryCodesLeft: number }>;
  /** Starts (or restarts) setup: a fresh secret waits, sealed, for its first code; nothing is on yet. 409 when two-factor is already on. */
  setup(user: TwoFactorOwner): Promise<{ secret: string; otpauthUri: string; qrCode: string }>;
  /**
   * Turns two-factor on when `code` is right for the pending secret; answers the recovery codes, the only time
   * they are ever shown. 409 without a setup (or when already on), 422 for a wrong code.
   */
  enable(user: TwoFactorOwner, code: string, ip: string): Promise<{ recoveryCodes: string[] }>;
  /**
   * Turns two-factor off, proven by the password or by a code (an app code or a recovery code). Users without a
   * password (Discord only) prove it with a code. 409 when off, 422 for a wrong or missing proof.
   */
  disable(user: TwoFactorOwner, proof: { password?: string; code?: string }, ip: string): Promise<void>;
  /** Replaces every recovery code with ten new ones, proven by a current app code. 409 when off, 422 for a wrong code. */
  renewRecoveryCodes(user: TwoFactorOwner, code: string, ip: string): Promise<{ recoveryCodes: string[] }>;
  /**
   * The second sign-in step: an app code (each works once: its step is stored, under the user's lock, by a
   * conditional update, so two requests with one code cannot both pass) or a recovery code (removed the same
   * way by a conditional `$pull`; logged as 'recovery-code-used'). A `code` that is not six digits is tried as
   * a recovery code, for people who type it into the code box. `{ ok: false }` for a wrong code, an unknown
   * user or a user without two-factor; throws 429 after too many wrong codes, 503 when the engine or database
   * is away.
   */
  verifySecondFactor(userId: string, proof: SecondFactorProof, ip: string): Promise<SecondFactorResult>;
}

export function createTwoFactorService({ sealer, attempts, perUser, now = Date.now }: TwoFactorServiceDeps): TwoFactorService {
  /** One user's two-factor changes, one at a time on every instance (see the header). */
  const locked = <T>(userId: string, task: () => Promise<T>): Promise<T> => perUser(`two-factor.${userId}`, task);

  /**
   * Runs one check of a guess under the user's counter: refused with 429 at the limit; `check` answers
   * true (right: the attempt is given back) or false (wrong: it stays counted).
   */
  async function counted(userId: string, check: () => Promise<boolean>): Promise<boolean> {
    const wait = await attempts.reserve(userId);
    if (wait > 0) throw tooManyCodes(wait);
    let right: boolean;
    try {
      right = await check();
    } catch (err) {
      // Not judged (the database was away, the state changed): it is not a wrong guess.
      await attempts.release(userId).catch(() => {});
      throw err;
    }
    if (right) {
      // What was right has already taken effect; a counter the engine cannot give back only costs the user an attempt.
      await attempts.release(userId).catch((err) => log.warn('two-factor attempt not given back', { userId, error: String(err) }));
    }
    return right;
  }

  async function record(userId: string): Promise<TwoFactorRecord> {
    const found = await readTwoFactor(userId);
    if (!found) throw new NotFoundError('User');
    return found;
  }

  /** Checks an app code against the secret in use and marks its step used; `alsoSet` rides along. */
  async function useAppCode(
    userId: string,
    sealedSecret: string,
    lastStep: number,
    code: string,
    alsoSet: { recoveryCodes?: string[] } = {},
  ): Promise<boolean> {
    const step = matchTotp(sealer.open(sealedSecret), code, { now: now(), after: lastStep });
    return step !== null && (await useStep(userId, sealedSecret, step, alsoSet));
  }

  return {
    async status(user: TwoFactorOwner): Promise<{ enabled: boolean; enabledAt: Date | null; recoveryCodesLeft: number }> {
      const { twoFactor } = await record(user.id);
      return isOn(twoFactor)
        ? { enabled: true, enabledAt: twoFactor.enabledAt, recoveryCodesLeft: twoFactor.recoveryCodes.length }
        : { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
    },

    async setup(user: TwoFactorOwner): Promise<{ secret: string; otpauthUri: string; qrCode: string }> {
      const secret = newTotpSecret();
      const email = await locked(user.id, async () => {
        const { email, twoFactor } = await record(user.id);
        if (isOn(twoFactor)) throw new ConflictError(ALREADY_ON);
        if (!(await storePendingSecret(user.id, sealer.seal(secret)))) throw new ConflictError(ALREADY_ON);
        return email;
      });
      const uri = otpauthUri({ secret, account: email });
      return { secret, otpauthUri: uri, qrCode: qrCodeDataUrl(uri) };
    },

    async enable(user: TwoFactorOwner, code: string, ip: string): Promise<{ recoveryCodes: string[] }> {
      const { codes, hashes } = newRecoveryCodes();
      const right = await locked(user.id, async () => {
        const { twoFactor } = await record(user.id);
        if (isOn(twoFactor)) throw new ConflictError(ALREADY_ON);
        const pending = twoFactor?.pendingSecret;
        if (!pending) throw new ConflictError('Start the setup first: scan the QR code, then enter the code your app shows.');
        return counted(user.id, async () => {
          const step = matchTotp(sealer.open(pending), code, { now: now() });
          if (step === null) return false;
          if (!(await enableWith(user.id, pending, step, hashes, new Date(now())))) throw new ConflictError(CHANGED_MEANWHILE);
          return true;
        });
      });
      if (!right) throw new ValidationFailedError(WRONG_CODE);
      await recordActivity({ userId: user.id, kind: 'two-factor-enabled', ip });
      return { recoveryCodes: codes };
    },

    async disable(user: TwoFactorOwner, proof: { password?: string; code?: string }, ip: string): Promise<void> {
      if (!proof.password && !proof.code) throw new ValidationFailedError('Enter your password, or a code from your app, to turn two-factor sign-in off.');
      await locked(user.id, async () => {
        const { passwordHash, twoFactor } = await record(user.id);
        if (!isOn(twoFactor)) throw new ConflictError(NOT_ON);
        const { secret } = twoFactor;
        if (proof.password) {
          if (!passwordHash)
            throw new ValidationFailedError('Your account has no password (you sign in with Discord): enter a code from your app or a recovery code instead.');
          const password = proof.password;
          const right = await counted(user.id, async () => (await verifyPassword(password, passwordHash)) && (await clearTwoFactor(user.id, secret)));
          if (!right) throw new ValidationFailedError(WRONG_PASSWORD);
          return;
        }
        const code = proof.code!;
        const right = await counted(user.id, async () => {
          if (looksLikeTotp(code)) {
            const step = matchTotp(sealer.open(secret), code, { now: now(), after: twoFactor.lastStep });
            return step !== null && (await clearTwoFactor(user.id, secret, { step }));
          }
          return normaliseRecoveryCode(code) !== null && (await clearTwoFactor(user.id, secret, { recoveryHash: hashRecoveryCode(code) }));
        });
        if (!right) throw new ValidationFailedError(WRONG_CODE_OR_RECOVERY);
      });
      await recordActivity({ userId: user.id, kind: 'two-factor-disabled', ip });
    },

    async renewRecoveryCodes(user: TwoFactorOwner, code: string, ip: string): Promise<{ recoveryCodes: string[] }> {
      const { codes, hashes } = newRecoveryCodes();
      const right = await locked(user.id, async () => {
        const { twoFactor } = await record(user.id);
        if (!isOn(twoFactor)) throw new ConflictError(NOT_ON);
        return counted(user.id, () => useAppCode(user.id, twoFactor.secret, twoFactor.lastStep, code, { recoveryCodes: hashes }));
      });
      if (!right) throw new ValidationFailedError(WRONG_CODE);
      await recordActivity({ userId: user.id, kind: 'recovery-codes-renewed', ip });
      return { recoveryCodes: codes };
    },

    async verifySecondFactor(userId: string, proof: SecondFactorProof, ip: string): Promise<SecondFactorResult> {
      const appCode = proof.code && looksLikeTotp(proof.code) ? proof.code : undefined;
      const recoveryCode = appCode ? undefined : (proof.recoveryCode ?? proof.code);
      if (!appCode && !recoveryCode) return { ok: false };
      if (!mongoose.isValidObjectId(userId)) return { ok: false };
      let left = 0;
      const right = await locked(userId, async () => {
        const twoFactor = (await readTwoFactor(userId))?.twoFactor;
        if (!isOn(twoFactor)) return false;
        left = twoFactor.recoveryCodes.length;
        return counted(userId, async () => {
          if (appCode) return useAppCode(userId, twoFactor.secret, twoFactor.lastStep, appCode);
          if (normaliseRecoveryCode(recoveryCode!) === null) return false;
          if (!(await useRecoveryCode(userId, twoFactor.secret, hashRecoveryCode(recoveryCode!)))) return false;
          // The code is used either way; a count that cannot be read is estimated rather than failing the sign-in.
          left = await recoveryCodesLeft(userId).catch(() => Math.max(0, twoFactor.recoveryCodes.length - 1));
          return true;
        });
      });
      if (!right) return { ok: false };
      if (!appCode) await recordActivity({ userId, kind: 'recovery-code-used', detail: said(activityDetails, 'codesLeft', { left }), ip });
      return { ok: true, recoveryCodesLeft: left };
    },
  };
}
