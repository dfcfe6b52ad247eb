/**
 * The console's strip for a bot whose game account is locked for safety: why, and Resume (its owner only).
 * The lock is read from the accounts list, read again when the console may have said it locked (a new
 * error line) or, while it shows one, resumed (a new success line): lines come in the page's language, so
 * their level is what the strip can tell by.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { ConsoleLine } from './log-buffer';
import { accountsQuery } from '../../lib/data';
import { SafetyLockNotice } from '../../components/SafetyLockNotice';

type Props = { accountId: string | undefined; lines: readonly ConsoleLine[]; owned: boolean };

export function LockStrip({ accountId, lines, owned }: Props) {
  const accounts = useStore(accountsQuery.store).data;
  const account = accounts?.find((a) => a.id === accountId);
  const telling = account?.locked ? 'success' : 'error';
  const newest = lines.findLast((line) => line.level === telling)?.id;
  useEffect(() => {
    if (newest !== undefined) void accountsQuery.refetch();
  }, [newest]);
  if (!account?.locked || !accountId) return null;
  return (
    <SafetyLockNotice
      accountId={accountId}
      account={`${account.name} (${account.server})`}
      lock={account.locked}
      named
      canResume={owned}
      className="console-lock-strip"
    />
  );
}
