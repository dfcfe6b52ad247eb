/** The safety lock on a game account's card (/accounts), when one holds: see SafetyLockNotice. */
import type { GameAccount } from '../../lib/data';
import { SafetyLockNotice } from '../../components/SafetyLockNotice';
import { accountTitle } from './display';

export function SafetyLock({ account }: { account: GameAccount }) {
  if (!account.locked) return null;
  return <SafetyLockNotice accountId={account.id} account={accountTitle(account)} lock={account.locked} className="accounts-lock" />;
}
