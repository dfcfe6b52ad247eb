/**
 * The console's server-sent events as a plain Response whose stream pulls from followConsole: the route's
 * handler returns at once, so nothing of Elysia's per-request context (headers, query, cookie, store) stays
 * alive for the hours a console is open. Served as an Elysia generator, each open console held 11.4–13.5
 * KiB, this way 10.4–11.9 KiB (bench/console, docs/benchmarks.md); a bare Bun event stream 4.1–4.6 KiB.
 * The events read exactly as Elysia's `sse()` writes them.
 */
import { sse } from 'elysia';
import { ACCESS_ENDED, CONSOLE_EVENTS } from '@shared/console';
import type { ConsoleStateData } from '@shared/console';
import { consoleEvent } from './events';
import { followConsole, type ConsoleFollower, type StreamItem } from './stream';
import type { ConsoleHub } from './hub';

type Event = Parameters<typeof sse>[0] & object;

export type ConsoleStreamOptions = {
  hub: ConsoleHub;
  botId: string;
  lastEventId: number;
  heartbeatMs: number;
  stored: { state: ConsoleStateData; readAt: number } | null;
  /** A player the bot's account is shared with: asked again when a share of it ends. */
  stillReads: (() => Promise<boolean>) | null;
};

/** The console line a share's end writes on each of the account's bots (control.messages.ts sharingEnded). */
const SHARING_ENDED = 'bot-lines/control.sharingEnded';
const encoder = new TextEncoder();
const text = (event: Event) => (sse(event) as unknown as { toSSE(): string }).toSSE();
/** An item's events (a line with a state change is two), as the stream writes them. */
const eventsText = (item: StreamItem) => [consoleEvent(item)].flat().map(text).join('');

/**
 * The stream's source: a class, so its methods are shared by every reader instead of made for each
 * (bench/console counted what every open console keeps alive).
 */
class ConsoleSource implements UnderlyingDefaultSource<Uint8Array> {
  private opened = false;
  private readonly items: ConsoleFollower;
  private readonly botId: string;
  private readonly stillReads: ConsoleStreamOptions['stillReads'];

  constructor(options: ConsoleStreamOptions) {
    // The reader leaving cancels the stream, which ends the follow at once. The request's own signal is
    // not asked for: Bun makes it only when asked (a bare event stream measured 4.1 KiB without it, 4.5 with it).
    this.items = followConsole(options.hub, options.botId, options.lastEventId, options.heartbeatMs, options.stored);
    this.botId = options.botId;
    this.stillReads = options.stillReads;
  }

  // Not an async function: a waiting reader holds the one promise of its next item (stream.ts).
  pull(controller: ReadableStreamDefaultController<Uint8Array>) {
    if (!this.opened) {
      this.opened = true;
      controller.enqueue(encoder.encode(text({ event: CONSOLE_EVENTS.ready, data: this.botId, retry: 3000 })));
      return;
    }
    return this.items.next().then(({ value: item, done }) => {
      if (done) return controller.close();
      const out = eventsText(item);
      if (this.stillReads && item.kind === 'line' && item.line.message?.key === SHARING_ENDED)
        return this.letOutUnlessStillReads(controller, out, this.stillReads);
      controller.enqueue(encoder.encode(out));
    });
  }

  cancel() {
    this.items.stop();
  }

  /** A share of the bot's account ended (its line reaches every reader): a reader it let in is let out at once. */
  private async letOutUnlessStillReads(controller: ReadableStreamDefaultController<Uint8Array>, out: string, stillReads: () => Promise<boolean>) {
    if (await stillReads()) return controller.enqueue(encoder.encode(out));
    controller.enqueue(encoder.encode(out + eventsText({ kind: 'end', reason: ACCESS_ENDED })));
    this.items.stop();
    controller.close();
  }
}

export function consoleResponse(options: ConsoleStreamOptions): Response {
  return new Response(new ReadableStream(new ConsoleSource(options)), {
    headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' },
  });
}
