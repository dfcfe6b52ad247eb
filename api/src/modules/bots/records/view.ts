/** A bot as the API shows it: its stored fields, its game account's name, its secrets by name only, its newest console line. */
import { countersOn, readLineMessage, type ConsoleLevel, type LineMessage } from '@shared/console';
import { findTemplate } from '../../templates/catalogue';
import type { Bot } from './bot.model';

export type AccountInfo = { name: string; server: string };

/** What a bot's view needs: a document, or a lean read of the listed fields. */
type BotFields = Pick<
  Bot,
  'name' | 'templateId' | 'accountId' | 'state' | 'desiredState' | 'lastError' | 'lastErrorMessage' | 'settings' | 'startedAt' | 'createdAt' | 'today'
> & { _id: unknown; stalled?: { text: string; message?: unknown; since: Date } | null };

/** The fields the list shows (never the sealed secrets). */
export const LISTED = {
  name: 1,
  templateId: 1,
  accountId: 1,
  state: 1,
  desiredState: 1,
  lastError: 1,
  lastErrorMessage: 1,
  stalled: 1,
  settings: 1,
  startedAt: 1,
  createdAt: 1,
  secretKeys: 1,
  today: 1,
} as const;

/** A console's newest line as the list shows it. */
export type ConsoleTail = { text: string; at: number; level: ConsoleLevel; message?: LineMessage };

export function presentBot(
  bot: BotFields,
  account: AccountInfo | undefined,
  secretKeys: string[],
  lastLine: ConsoleTail | null = null,
  runUntil: Date | null = null,
) {
  return {
    id: String(bot._id),
    name: bot.name,
    templateId: bot.templateId,
    templateLabel: findTemplate(bot.templateId)?.label ?? bot.templateId,
    accountId: String(bot.accountId),
    accountName: account?.name ?? '(removed account)',
    server: account?.server ?? '',
    state: bot.state as 'online' | 'offline' | 'error',
    desiredState: bot.desiredState as 'online' | 'offline',
    lastError: bot.lastError ?? null,
    lastErrorMessage: readLineMessage(bot.lastErrorMessage) ?? null,
    // Only an online bot can be stalled: a report late after a stop shows nothing.
    stalled:
      bot.state === 'online' && bot.stalled
        ? { reason: bot.stalled.text, reasonMessage: readLineMessage(bot.stalled.message) ?? null, since: bot.stalled.since.toISOString() }
        : null,
    settings: bot.settings as Record<string, string | number>,
    secretKeys,
    startedAt: bot.startedAt ? bot.startedAt.toISOString() : null,
    created_at: bot.createdAt.toISOString(),
    lastLine: lastLine
      ? { text: lastLine.text, at: new Date(lastLine.at).toISOString(), level: lastLine.level, ...(lastLine.message && { message: lastLine.message }) }
      : null,
    today: countersOn(bot.today, Date.now()),
    runUntil: runUntil ? runUntil.toISOString() : null,
  };
}

export type BotView = ReturnType<typeof presentBot>;
