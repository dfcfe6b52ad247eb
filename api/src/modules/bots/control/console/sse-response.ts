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
import type { EndingStream, HeldRight, OpenStreams, StreamRight } from '../../../../lib/open-streams';

type Event = Parameters<typeof sse>[0] & object;

export type ConsoleStreamOptions = {
  hub: ConsoleHub;
  botId: string;
  lastEventId: number;
  heartbeatMs: number;
  stored: { state: ConsoleStateData; readAt: number } | null;
  /** Where the stream is held while open, and the reader's right: it ends (`access ended`) when that no longer holds. */
  streams: OpenStreams;
  right: StreamRight;
};
const encoder = new TextEncoder();
const text = (event: Event) => (sse(event) as unknown as { toSSE(): string }).toSSE();
/** An item's events (a line with a state change is two), as the stream writes them. */
const eventsText = (item: StreamItem) => [consoleEvent(item)].flat().map(text).join('');

/**
 * The stream's source: a class, so its methods are shared by every reader instead of made for each
 * (bench/console counted what every open console keeps alive).
 */
class ConsoleSource implements UnderlyingDefaultSource<Uint8Array>, EndingStream {
  private opened = false;
  /** The stream closed (told `end`, or the reader left): nothing more is written. */
  private over = false;
  private readonly items: ConsoleFollower;
  private readonly botId: string;
  private readonly streams: OpenStreams;
  /** The reader's right until the stream is held, then the right it is held under (one for equal ones). */
  private right: StreamRight | null;
  private held: HeldRight | null = null;
  private controller: ReadableStreamDefaultController<Uint8Array> | null = null;

  constructor(options: ConsoleStreamOptions) {
    // The reader leaving cancels the stream, which ends the follow at once. The request's own signal is
    // not asked for: Bun makes it only when asked (a bare event stream measured 4.1 KiB without it, 4.5 with it).
    this.items = followConsole(options.hub, options.botId, options.lastEventId, options.heartbeatMs, options.stored);
    this.botId = options.botId;
    this.streams = options.streams;
    this.right = options.right;
  }

  // Not an async function: a waiting reader holds the one promise of its next item (stream.ts).
  pull(controller: ReadableStreamDefaultController<Uint8Array>) {
    if (this.over) return;
    if (!this.opened) {
      this.opened = true;
      // Held from the first pull, not a `start()`: a source with one cost every open console memory (bench/console).
      this.controller = controller;
      this.held = this.streams.hold(this, this.right!);
      this.right = null;
      controller.enqueue(encoder.encode(text({ event: CONSOLE_EVENTS.ready, data: this.botId, retry: 3000 })));
      return;
    }
    return this.items.next().then(({ value: item, done }) => {
      if (this.over) return;
      if (done) return this.close();
      controller.enqueue(encoder.encode(eventsText(item)));
    });
  }

  cancel() {
    this.over = true;
    if (this.held) this.streams.release(this, this.held);
    this.items.stop();
  }

  /** The reader's right ended (a share, a session, a key, the account): told so, and the stream closes. */
  accessEnded() {
    if (this.over) return;
    this.controller?.enqueue(encoder.encode(eventsText({ kind: 'end', reason: ACCESS_ENDED })));
    this.items.stop();
    this.close();
  }

  private close() {
    this.over = true;
    if (this.held) this.streams.release(this, this.held);
    this.controller?.close();
  }
}

export function consoleResponse(options: ConsoleStreamOptions): Response {
  return new Response(new ReadableStream(new ConsoleSource(options)), {
    headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' },
  });
}
