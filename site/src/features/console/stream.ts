/**
 * Follows one bot's console: fetch a ticket, open the event stream, and on a drop close it ourselves,
 * back off and resume from the last line id. The browser's own EventSource retry is not used: it would
 * reuse the expired ticket. Everything outside (ticket, EventSource, timers) is passed in, so the driver
 * is tested with fakes.
 */
import { sessionMark } from './session-wait';
import { BOT_STATES, CONSOLE_EVENTS, isConsoleLevel, readLineMessage, readStall, type BotToday, type ConsoleStateData } from '@shared/console';
import { inPageLanguage } from '../../lib/kept-words';
import '@shared/bot-lines';
import { INITIAL_CONNECTION, nextConnection, type ConnectionEvent, type ConnectionState } from './connection';
import type { ConsoleLine } from './log-buffer';

/** A line as the stream sent it, with the day's counters when it reports an action or loot. */
export type StreamLine = ConsoleLine & { today?: BotToday };

/** The part of EventSource the driver uses. */
export type ConsoleSource = {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
  close(): void;
};

export type StreamDeps = {
  /** A fresh console ticket; rejects with an error carrying the HTTP `status` (0 when there was no answer). */
  fetchTicket: () => Promise<string>;
  /** Opens the stream; `lastEventId` 0 means from the start of the kept history. */
  open: (ticket: string, lastEventId: number) => ConsoleSource;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
};

export type StreamCallbacks = {
  /** Each new line once, in order (replayed ids are dropped here already). */
  onLine: (line: StreamLine) => void;
  onState: (state: ConnectionState) => void;
  /** The bot's state, as the stream tells it (a change, or what it is after the replay). */
  onBotState?: (state: ConsoleStateData) => void;
};

export type ConsoleStream = {
  /** Closes the stream and clears every timer; no callback runs afterwards. */
  stop: () => void;
  /** While waiting to reconnect: reconnect now (e.g. the browser came back online). */
  retryNow: () => void;
};

function statusOf(err: unknown): number {
  const status = (err as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : 0;
}

export function startConsoleStream(deps: StreamDeps, callbacks: StreamCallbacks, resumeAfterId = 0): ConsoleStream {
  let state: ConnectionState = INITIAL_CONNECTION;
  let lastId = resumeAfterId;
  let source: ConsoleSource | null = null;
  let timer: unknown = null;
  // Bumped on every connection attempt: a ticket that arrives for an abandoned attempt is ignored.
  let attemptSeq = 0;

  const onLine = (event: Event) => {
    const { data, lastEventId } = event as MessageEvent;
    const id = Number(lastEventId);
    // Every line carries its id; one not above the last seen is a replay after a resume.
    if (!(id > lastId)) return;
    const line = readLine(id, data);
    if (!line) return;
    lastId = id;
    callbacks.onLine(line);
  };
  const onBotState = (event: Event) => {
    const state = readState((event as MessageEvent).data);
    if (state) callbacks.onBotState?.(state);
  };
  const onReady = () => dispatch({ type: 'ready' });
  const onEnd = (event: Event) => dispatch({ type: 'ended', reason: String((event as MessageEvent).data ?? '') });
  const onError = () => dispatch({ type: 'dropped' });
  const listeners: [string, (event: Event) => void][] = [
    [CONSOLE_EVENTS.ready, onReady],
    [CONSOLE_EVENTS.line, onLine],
    [CONSOLE_EVENTS.state, onBotState],
    [CONSOLE_EVENTS.end, onEnd],
    ['error', onError],
  ];

  function closeSource(): void {
    if (!source) return;
    for (const [type, listener] of listeners) source.removeEventListener(type, listener);
    source.close();
    source = null;
  }

  function clearRetry(): void {
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
  }

  function connect(): void {
    const attempt = ++attemptSeq;
    deps.fetchTicket().then(
      (ticket) => {
        if (attempt !== attemptSeq || state.status !== 'connecting') return;
        source = deps.open(ticket, lastId);
        for (const [type, listener] of listeners) source.addEventListener(type, listener);
      },
      (err: unknown) => {
        if (attempt !== attemptSeq || state.status !== 'connecting') return;
        dispatch({ type: 'ticket-failed', status: statusOf(err) });
      },
    );
  }

  function dispatch(event: ConnectionEvent): void {
    const next = nextConnection(state, event);
    if (next === state) return;
    state = next;
    if (next.status !== 'live') closeSource();
    clearRetry();
    if (next.status === 'connecting') connect();
    if (next.status === 'reconnecting') timer = deps.setTimer(() => dispatch({ type: 'retry' }), next.retryInMs);
    if (next.status === 'stopped') attemptSeq++;
    // A close is the reader leaving: nobody is listening any more.
    if (event.type !== 'close') callbacks.onState(next);
  }

  callbacks.onState(state);
  connect();

  return {
    stop: () => dispatch({ type: 'close' }),
    retryNow: () => {
      if (state.status === 'reconnecting') dispatch({ type: 'retry' });
    },
  };
}

/** A `line` event's data, or null when it is not one (it is skipped, never shown half-read). */
export function readLine(id: number, data: unknown): StreamLine | null {
  try {
    const value = JSON.parse(String(data)) as Partial<StreamLine> & { message?: unknown };
    if (typeof value.text !== 'string' || typeof value.at !== 'number') return null;
    // Said as a message, the line reads in the page's language (its English when this page cannot make it).
    const text = inPageLanguage(value.text, value.message);
    const line: StreamLine = { id, at: value.at, level: isConsoleLevel(value.level) ? value.level : 'info', text };
    const session = sessionMark(value.message as { key?: unknown } | undefined);
    if (session) line.session = session;
    const stall = readStall(value.stall);
    if (stall !== undefined) line.stall = stall;
    const today = value.today;
    if (today && typeof today.day === 'string' && typeof today.actions === 'number' && typeof today.loot === 'number') line.today = today;
    return line;
  } catch {
    return null;
  }
}

/** A `state` event's data, or null when it is not one. */
export function readState(data: unknown): ConsoleStateData | null {
  try {
    const value = JSON.parse(String(data)) as Partial<ConsoleStateData>;
    if (!(BOT_STATES as readonly unknown[]).includes(value.state)) return null;
    const reasonMessage = readLineMessage(value.reasonMessage);
    return {
      state: value.state!,
      reason: typeof value.reason === 'string' ? value.reason : null,
      ...(reasonMessage && { reasonMessage }),
      since: typeof value.since === 'string' ? value.since : null,
    };
  } catch {
    return null;
  }
}
