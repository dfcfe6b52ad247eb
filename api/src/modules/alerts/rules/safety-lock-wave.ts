/**
 * A wave of safety locks: at least `accounts` game accounts locked within `windowMs`, whoever owns them.
 * One account's lock is its own trouble; many at once is the game answering everyone otherwise than our
 * bots expect (a new refusal, a ban wave), which no player can see from their own card.
 */
import { said } from '@shared/i18n/said';
import type { SafetyCause } from '@shared/safety-lock';
import { accountsLockedSince } from '../../accounts/safety-log';
import { sawWords } from '../alerts.messages';
import type { Firing, Rule } from '../rule';
import type { AlertSettings } from '../settings';

/** A game account locked in the window, with its newest lock's cause (lifted since or not). */
export type LockSeen = { cause: SafetyCause };

/** The one subject: the installation's accounts together. */
const SUBJECT = 'accounts';

/** Each cause with its count, most first ("ban 5, refusals 2"), in the metric's label words. */
function causesOf(locks: LockSeen[]): string {
  const counts = new Map<string, number>();
  for (const { cause } of locks) counts.set(cause, (counts.get(cause) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([cause, n]) => `${cause} ${n}`)
    .join(', ');
}

/** Fires when the window holds at least the bound of locked accounts. */
export function judgeLockWave(locks: LockSeen[], bound: AlertSettings['safetyLocks']): Firing[] {
  if (locks.length < bound.accounts) return [];
  const minutes = Math.round(bound.windowMs / 60_000);
  return [
    {
      subject: SUBJECT,
      saw: said(sawWords, 'safetyLockWave', { count: locks.length, minutes, causes: causesOf(locks) }),
      metric: { series: 'castellan_safety_locks_total', query: `sum by (reason) (increase(castellan_safety_locks_total[${minutes}m]))` },
    },
  ];
}

export function safetyLockWaveRule(settings: AlertSettings): Rule {
  return {
    id: 'safety-lock-wave',
    async check(now) {
      return judgeLockWave(await accountsLockedSince(new Date(now.getTime() - settings.safetyLocks.windowMs)), settings.safetyLocks);
    },
  };
}
