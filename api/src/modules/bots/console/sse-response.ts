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
import { followConsole } from './stream';
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

export function consoleResponse(o: ConsoleStreamOptions): Response {
  // The reader leaving cancels the stream, which ends the follow at once. The request's own signal is not
  // asked for: Bun makes it only when asked (a bare event stream measured 4.1 KiB without it, 4.5 with it).
  const left = new AbortController();
  const items = followConsole(o.hub, o.botId, o.lastEventId, left.signal, o.heartbeatMs, o.stored);
  let opened = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!opened) {
        opened = true;
        controller.enqueue(encoder.encode(text({ event: CONSOLE_EVENTS.ready, data: o.botId, retry: 3000 })));
        return;
      }
      const { value: item, done } = await items.next();
      if (done) return controller.close();
      let out = '';
      for (const event of [consoleEvent(item)].flat()) out += text(event);
      // A share of the bot's account ended (its line reaches every reader): a reader it let in is let out at once.
      if (o.stillReads && item.kind === 'line' && item.line.message?.key === SHARING_ENDED && !(await o.stillReads())) {
        for (const event of [consoleEvent({ kind: 'end', reason: ACCESS_ENDED })].flat()) out += text(event);
        controller.enqueue(encoder.encode(out));
        await items.return(undefined);
        return controller.close();
      }
      controller.enqueue(encoder.encode(out));
    },
    async cancel() {
      left.abort();
      await items.return(undefined);
    },
  });
  return new Response(stream, { headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' } });
}
