/**
 * A bot's failure and what follows: a failure is tried again after a short backoff, but not in a loop (a
 * second within the crash window leaves the bot in `error`), and never a refused login (`auth`) or a bot
 * parked for hanging its runtime (`parked`).
 */
import { said } from '@shared/i18n/said';
import { supervisorLines } from '@shared/bot-lines/supervisor.messages';
import { notificationLines } from '@shared/notifications.messages';
import { log } from '../../../lib/logger';
import type { RuntimeEvent } from '../../../runtime';
import { notify, type EventKey } from '../../notifications/service';
import { accountEditPath } from '../../notifications/destination';
import { stallsEnded } from '../../notifications/stall-items';
import { BotModel, type BotDocument } from '../records/bot.model';
import type { ConsoleHub } from './console/hub';
import type { BotWrites } from './write-order';
import { botMetrics } from './metrics';

export type RestartOptions = {
  hub: ConsoleHub;
  writeBots: BotWrites;
  now: () => number;
  closing: () => boolean;
  backoffMs: number;
  /** A second failure within this long of the first is not tried again. */
  crashWindowMs: number;
  /** Starts the bot again, if it is still wanted online and allowed to (the supervisor's). */
  relaunch: (botId: string) => Promise<void>;
};

/** A failed bot's restarts, with backoff, as the report pipeline and the supervisor use them. */
export interface Restarts {
  /** The runtime reported the bot failed: the failure recorded and told, and a restart after the backoff when one is due. */
  failed(bot: BotDocument, event: Extract<RuntimeEvent, { type: 'state'; state: 'error' }>, key: EventKey): Promise<void>;
  /** A restart waiting for its backoff is not wanted any more (the bot was started, stopped or removed). */
  cancel(botId: string): void;
  /** Shutting down: no restart waiting fires. */
  cancelAll(): void;
}

export function createRestarts(options: RestartOptions): Restarts {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  /** A restart waiting for its backoff is not wanted any more (the bot was started, stopped or removed). */
  function cancel(botId: string): void {
    clearTimeout(timers.get(botId));
    timers.delete(botId);
  }

  /**
   * The runtime reported the bot failed: decide whether to try again, then record the failure and the
   * decision in one write (a reader never sees the error without it), tell the user, and act on it.
   * `key` names the report: one handled twice adds no second notification.
   */
  async function failed(bot: BotDocument, event: Extract<RuntimeEvent, { type: 'state'; state: 'error' }>, key: EventKey): Promise<void> {
    const closing = options.closing();
    const last = bot.lastCrashAt?.getTime() ?? 0;
    const retry =
      !closing && bot.desiredState === 'online' && event.kind !== 'auth' && event.kind !== 'parked' && options.now() - last >= options.crashWindowMs;
    const giveUp = !closing && bot.desiredState === 'online' && !retry;
    // A refused login (wrong game password, a ban, an unusable proxy) is fixed on the game account, not in the console.
    const fix = event.kind === 'auth' ? accountEditPath(String(bot.accountId)) : undefined;
    // Counted by the instance handling the report (in a fleet, the leader that took it from the engine).
    botMetrics.failed(event);
    if (giveUp) botMetrics.stopped('error');
    await notify(
      String(bot.userId),
      'error',
      said(notificationLines, 'failed', { bot: bot.name, reason: event.words ?? event.reason }),
      bot.id,
      key,
      undefined,
      fix,
    );
    await options.writeBots([bot.id], () =>
      BotModel.updateOne(
        { _id: bot._id },
        {
          state: 'error',
          lastError: event.reason,
          lastErrorMessage: event.words ?? null,
          startedAt: null,
          stalled: null,
          ...(giveUp ? { desiredState: 'offline' } : {}),
          ...(retry ? { lastCrashAt: new Date(options.now()) } : {}),
        },
      ),
    );
    // A failed run's stall is over with it (its bell item resolved, as a stop's is).
    await stallsEnded([bot.id]);
    options.hub.append(bot.id, {
      ...said(supervisorLines, 'stoppedOnError'),
      level: 'error',
      state: { state: 'error', reason: event.reason, ...(event.words && { reasonMessage: event.words }), since: null },
    });
    if (!retry) {
      if (giveUp && event.kind !== 'auth' && event.kind !== 'parked') {
        options.hub.append(bot.id, { ...said(supervisorLines, 'failedTwice'), level: 'error' });
      }
      return;
    }
    options.hub.append(
      bot.id,
      said(supervisorLines, 'restarting', {
        seconds: options.backoffMs < 1000 ? Math.round(options.backoffMs / 100) / 10 : Math.round(options.backoffMs / 1000),
      }),
    );
    timers.set(
      bot.id,
      setTimeout(() => {
        timers.delete(bot.id);
        options
          .relaunch(bot.id)
          .catch((err) => log.warn('bot not restarted (a rejection left alone would end the API process)', { botId: bot.id, error: String(err) }));
      }, options.backoffMs),
    );
  }

  return {
    failed,
    cancel,
    cancelAll(): void {
      for (const timer of timers.values()) clearTimeout(timer);
    },
  };
}
