/** The console stream's items as server-sent events, in the vocabulary of shared/src/console.ts. */
import { CONSOLE_EVENTS, readLineMessage, type ConsoleLineData, type ConsoleStateData } from '@shared/console';
import type { StreamItem } from './stream';

type Event = { event: string; data: string; id?: string };

/**
 * One item as one event; a line telling of a state change is its line and then its state, under one id
 * (so a reader resuming after it gets neither again).
 */
export function consoleEvent(item: StreamItem): Event | Event[] {
  if (item.kind === 'heartbeat') return { event: CONSOLE_EVENTS.ping, data: '' };
  if (item.kind === 'end') return { event: CONSOLE_EVENTS.end, data: item.reason };
  if (item.kind === 'state') return { event: CONSOLE_EVENTS.state, data: JSON.stringify(item.state) };
  const { id, at, level, text, today, state, message, stall } = item.line;
  const data: ConsoleLineData = { at, level, text, ...(message && { message }), ...(today && { today }), ...(stall !== undefined && { stall }) };
  const line = { id: String(id), event: CONSOLE_EVENTS.line, data: JSON.stringify(data) };
  return state ? [line, { id: String(id), event: CONSOLE_EVENTS.state, data: JSON.stringify(state) }] : line;
}

/** The bot fields a `state` event is made of. */
export const STATE_FIELDS = { state: 1, lastError: 1, lastErrorMessage: 1, startedAt: 1 } as const;

/** The bot's state as stored, as a `state` event tells it. */
export function stateOf(bot: { state: string; lastError?: string | null; lastErrorMessage?: unknown; startedAt?: Date | null }): ConsoleStateData {
  const state = bot.state as ConsoleStateData['state'];
  const reasonMessage = state === 'error' ? readLineMessage(bot.lastErrorMessage) : undefined;
  return {
    state,
    reason: state === 'error' ? (bot.lastError ?? null) : null,
    ...(reasonMessage && { reasonMessage }),
    since: state === 'online' && bot.startedAt ? bot.startedAt.toISOString() : null,
  };
}
