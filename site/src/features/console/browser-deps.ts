/** The real world for the console stream: the Eden client for tickets, EventSource, window timers. */
import { api, unwrap } from '../../lib/api';
import { consoleStreamUrl } from './console-url';
import type { StreamDeps } from './stream';

// Same rule as the Eden client: the API's own address when configured, otherwise this site (which forwards /api).
const API_BASE: string = import.meta.env.PUBLIC_API_URL || '';

/** Eden does not encode path parameters; an id from the address bar must stay one path segment. */
export function botPath(botId: string) {
  return api.api.bots({ id: encodeURIComponent(botId) });
}

export function browserStreamDeps(botId: string): StreamDeps {
  return {
    // unwrap's ApiError carries the HTTP status the connection machine decides on.
    fetchTicket: async () => (await unwrap(botPath(botId)['console-ticket'].post())).ticket,
    open: (ticket, lastEventId) => new EventSource(consoleStreamUrl(API_BASE, botId, ticket, lastEventId)),
    setTimer: (run, ms) => window.setTimeout(run, ms),
    clearTimer: (handle) => window.clearTimeout(handle as number),
  };
}
