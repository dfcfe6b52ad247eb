/**
 * The console connection as a state machine, kept pure so every path (drop, resume, deletion, refusal)
 * is tested without a network. The stream driver (stream.ts) acts on each state it enters.
 *
 *   connecting ──ready──▶ live ──dropped / end(other)──▶ reconnecting ──retry──▶ connecting
 *        └──ticket refused / end "bot deleted" or "access ended" / close──▶ stopped (final)
 */
import { ACCESS_ENDED } from '@shared/console';
import { reconnectDelayMs } from './backoff';
import { messagesNow } from '../../lib/i18n';
import { connectionMessages } from './console.messages';

export type StopReason = 'deleted' | 'access-ended' | 'not-found' | 'signed-out' | 'closed';

export type ConnectionState =
  /** `attempt`: failed connections in a row before this one (0 on the first). */
  | { status: 'connecting'; attempt: number }
  | { status: 'live' }
  | { status: 'reconnecting'; attempt: number; retryInMs: number }
  | { status: 'stopped'; reason: StopReason };

export type ConnectionEvent =
  | { type: 'ready' }
  /** The EventSource failed or closed, or a ticket could not be fetched for a passing reason. */
  | { type: 'dropped' }
  /** The server's `end` event; its data is the reason. */
  | { type: 'ended'; reason: string }
  /** The ticket request answered with this HTTP status (0: no answer). */
  | { type: 'ticket-failed'; status: number }
  /** The back-off wait is over (or the reader asked to retry now). */
  | { type: 'retry' }
  | { type: 'close' };

export const INITIAL_CONNECTION: ConnectionState = { status: 'connecting', attempt: 0 };

/** The API's `end` reason when the bot was deleted; any other reason is worth a reconnect. */
export const BOT_DELETED_REASON = 'bot deleted';

function failedAttempts(state: ConnectionState): number {
  return state.status === 'connecting' || state.status === 'reconnecting' ? state.attempt : 0;
}

function backOff(state: ConnectionState): ConnectionState {
  const attempt = failedAttempts(state) + 1;
  return { status: 'reconnecting', attempt, retryInMs: reconnectDelayMs(attempt) };
}

/** The next state; an event that does not apply returns `state` itself (e.g. a late event of an old stream). */
export function nextConnection(state: ConnectionState, event: ConnectionEvent): ConnectionState {
  if (state.status === 'stopped') return state;
  if (event.type === 'close') return { status: 'stopped', reason: 'closed' };
  switch (state.status) {
    case 'connecting':
      if (event.type === 'ready') return { status: 'live' };
      if (event.type === 'ticket-failed') {
        if (event.status === 401) return { status: 'stopped', reason: 'signed-out' };
        if (event.status === 403 || event.status === 404) return { status: 'stopped', reason: 'not-found' };
        return backOff(state);
      }
      break;
    case 'live':
      break;
    case 'reconnecting':
      return event.type === 'retry' ? { status: 'connecting', attempt: state.attempt } : state;
  }
  if (event.type === 'dropped') return backOff(state);
  if (event.type === 'ended') {
    if (event.reason === BOT_DELETED_REASON) return { status: 'stopped', reason: 'deleted' };
    if (event.reason === ACCESS_ENDED) return { status: 'stopped', reason: 'access-ended' };
    return backOff(state);
  }
  return state;
}

export type ConnectionText = { label: string; detail: string; tone: 'live' | 'pending' | 'stopped' };

const STOPPED_DETAIL = {
  deleted: 'deleted',
  'access-ended': 'accessEnded',
  'not-found': 'notFound',
  'signed-out': 'signedOut',
  closed: 'closed',
} as const satisfies Record<StopReason, keyof typeof connectionMessages.base>;

/** What the connection indicator says, in the page's language. */
export function describeConnection(state: ConnectionState, m = messagesNow(connectionMessages)): ConnectionText {
  switch (state.status) {
    case 'connecting':
      // After a drop the reader still sees a reconnect in progress, not a first connection.
      return state.attempt > 0 ? { label: m.reconnecting, detail: m.connectingAgain, tone: 'pending' } : { label: m.connecting, detail: '', tone: 'pending' };
    case 'live':
      return { label: m.live, detail: '', tone: 'live' };
    case 'reconnecting':
      return { label: m.reconnecting, detail: m.lost(Math.round(state.retryInMs / 1000)), tone: 'pending' };
    case 'stopped':
      return { label: m.stopped, detail: m[STOPPED_DETAIL[state.reason]], tone: 'stopped' };
  }
}
