/**
 * Distinct accounts in a bounded document: each account id is hashed to one of ACCOUNT_SLOTS slots, the
 * document keeps the set of slots hit, and the count is read back by linear counting (Whang, Vander-Zanden
 * and Taylor, 1990): n ≈ −m·ln(empty/m). Exact in practice for the few accounts a verdict needs (3
 * accounts in 1,024 slots collide once in ~350 tries, and the estimate of 3 slots is 3.00), within a few
 * per cent up to a few thousand accounts, and never more than ACCOUNT_SLOTS numbers in a document.
 */
import { createHash } from 'node:crypto';

export const ACCOUNT_SLOTS = 1024;

/** The account's hash (hex), the same in every process: no account id leaves this module. */
export function accountHash(accountId: string): string {
  return createHash('sha256').update(`castellan-status:${accountId}`).digest('hex').slice(0, 16);
}

/** The account's slot among ACCOUNT_SLOTS. */
export function accountSlot(accountId: string): number {
  return Number.parseInt(accountHash(accountId).slice(0, 8), 16) % ACCOUNT_SLOTS;
}

/** The distinct accounts behind a set of slots; all slots hit reads as the most it can tell. */
export function distinctAccounts(slots: readonly number[] | undefined): number {
  const hit = new Set(slots ?? []).size;
  if (hit === 0) return 0;
  const empty = ACCOUNT_SLOTS - hit;
  if (empty === 0) return Math.round(ACCOUNT_SLOTS * Math.log(ACCOUNT_SLOTS));
  return Math.round(-ACCOUNT_SLOTS * Math.log(empty / ACCOUNT_SLOTS));
}
