/**
 * "Delete my account": which proof the dialog asks for, when its button may be pressed, and the body it
 * sends. The API decides (api/src/modules/leaving/delete.ts); this only asks for what it will accept.
 */
import type { AuthUser } from '@shared/auth';
import type { deleteAccountMessages } from './leaving.messages';

/** The word typed to confirm (the API's DELETE_CONFIRMATION). */
export const DELETE_WORD = 'DELETE';

/** password: the account's password; code: from the authenticator app (or a recovery code); none: a Discord-only account without two-factor. */
export type Proof = 'password' | 'code' | 'none';

/**
 * The proofs this person can give, the first one shown first. A password where the account has one (and
 * where we cannot tell: a user read from a token's claims), a code where two-factor is on.
 */
export function proofsFor(meta: AuthUser['app_metadata'] | undefined): Proof[] {
  const hasPassword = !meta?.providers || meta.providers.includes('email');
  const proofs: Proof[] = [];
  if (hasPassword) proofs.push('password');
  if (meta?.twoFactor) proofs.push('code');
  return proofs.length ? proofs : ['none'];
}

export type DeleteForm = { proof: Proof; password: string; code: string; confirm: string };

export const emptyDeleteForm = (proof: Proof): DeleteForm => ({ proof, password: '', code: '', confirm: '' });

/** Only the exact word (spaces around it forgiven) unlocks the button. */
export const confirmed = (form: DeleteForm): boolean => form.confirm.trim() === DELETE_WORD;

/** What is still missing before the request is worth sending, as the person should read it; null when nothing. */
export function missingProof(form: DeleteForm, t: typeof deleteAccountMessages.base): string | null {
  if (form.proof === 'password' && !form.password) return t.enterPassword;
  if (form.proof === 'code' && !form.code.trim()) return t.enterCode;
  return null;
}

export type DeleteBody = { password?: string; code?: string; confirm: typeof DELETE_WORD };

/** The request body: only the proof chosen (a password is sent as typed, a code without spaces). */
export function deleteBody(form: DeleteForm): DeleteBody {
  if (form.proof === 'password') return { password: form.password, confirm: DELETE_WORD };
  if (form.proof === 'code') return { code: form.code.replace(/\s+/g, ''), confirm: DELETE_WORD };
  return { confirm: DELETE_WORD };
}
