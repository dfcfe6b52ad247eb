/**
 * The bots' side of a game account's safety lock (runtime/safety-lock.ts trips it, accounts/safety.ts keeps
 * it): a lock the runtime reports is kept on the account and told to its owner once (the bell, opening the
 * account's card); a Resume reaches the account's running bots, which let go of the lock and play again.
 */
import { randomUUID } from 'node:crypto';
import { safetyLines } from '@shared/bot-lines/safety.messages';
import { said } from '@shared/i18n/said';
import { accountCardPath } from '@shared/safety-lock';
import { keepSafetyLock } from '../../accounts/safety';
import { notify } from '../../notifications/service';
import type { RuntimeEvent } from '../../../runtime';
import { BotModel } from '../records/bot.model';
import { log } from '../../../lib/logger';
import type { Supervisor } from './supervisor';
import { botMetrics } from './metrics';

/**
 * Keeps a reported lock and notifies the owner, the first time only: the same report handled again (the
 * fleet redelivers) finds the lock kept and notifies nobody. `eventId` names a durable report.
 */
export async function keepLockReported(event: Extract<RuntimeEvent, { type: 'locked' }>, eventId?: string): Promise<void> {
  // The fleet hands a report it could not write back to be tried again; one only this instance holds is tried here.
  const account = eventId ? await keepSafetyLock(event.accountId, event.lock) : await keptSoon(event);
  if (!account) return;
  botMetrics.locked(event.lock.cause);
  const notice = said(safetyLines, 'notice', { username: account.username, server: account.server, reason: event.lock.said });
  await notify(
    String(account.userId),
    'session',
    notice,
    null,
    { id: eventId ?? `lock:${randomUUID()}`, firstTime: !eventId },
    undefined,
    accountCardPath(event.accountId),
  );
}

/** The account was resumed: its running bots take their spec without the lock before their next step. */
export function resumeRunningBots(supervisor: Pick<Supervisor, 'update'>) {
  return async (accountId: string): Promise<void> => {
    for (const bot of await BotModel.find({ accountId })) await supervisor.update(bot, said(safetyLines, 'resumePressed'));
  };
}

const TRIES = 5;
const RETRY_MS = 1_000;

/** Kept, with a few tries while the database is away a moment: a lock lost here would hold only until a restart. */
async function keptSoon(event: Extract<RuntimeEvent, { type: 'locked' }>) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await keepSafetyLock(event.accountId, event.lock);
    } catch (err) {
      if (attempt >= TRIES) {
        log.error('safety lock not kept', { account: event.accountId, error: String(err) });
        return null;
      }
      await Bun.sleep(RETRY_MS * attempt);
    }
  }
}
