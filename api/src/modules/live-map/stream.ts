/**
 * An account's live map as server-sent events (shared/src/account-map.ts MAP_EVENTS): `map` with the
 * newest map at once (`null` while none was read), then each new one (the runtime sends at most one a
 * second: map-watch.ts; a reader that falls behind gets only the newest), and `ping` every `heartbeatMs`
 * while nothing changes.
 * A plain Response whose stream pulls, and one object per reader, as the console's (bots/console/sse-response.ts
 * says why); the heartbeats of all readers share one timer.
 */
import { sse } from 'elysia';
import { MAP_EVENTS } from '@shared/account-map';
import { ACCESS_ENDED } from '@shared/console';
import { heartbeatsEvery, type Heartbeats } from '../../lib/heartbeats';
import type { EndingStream, HeldRight, OpenStreams, StreamRight } from '../../lib/open-streams';
import type { LiveMaps } from './store';

const encoder = new TextEncoder();
const eventText = (event: string, data: string) => (sse({ event, data }) as unknown as { toSSE(): string }).toSSE();
const mapEvent = (text: string) => encoder.encode(eventText(MAP_EVENTS.map, text));

class MapSource implements UnderlyingDefaultSource<Uint8Array>, EndingStream {
  waitingSince = 0;
  private followed: Awaited<ReturnType<LiveMaps['follow']>> | null = null;
  /** A map came that this reader has not been sent (the first is the one stored). */
  private news = true;
  private beatDue = false;
  private wake: (() => void) | null = null;
  private stopped = false;
  private readonly heartbeats: Heartbeats;
  private controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  /** The right the stream is held under (one for equal ones: lib/open-streams.ts). */
  private held: HeldRight | null = null;

  constructor(
    private readonly maps: LiveMaps,
    private readonly accountId: string,
    heartbeatMs: number,
    private readonly streams: OpenStreams,
    private right: StreamRight | null,
  ) {
    this.heartbeats = heartbeatsEvery(heartbeatMs);
  }

  async start(controller: ReadableStreamDefaultController<Uint8Array>) {
    this.controller = controller;
    this.held = this.streams.hold(this, this.right!);
    this.right = null;
    this.followed = await this.maps.follow(this.accountId, () => {
      this.news = true;
      this.answer();
    });
    if (this.stopped) this.followed.leave();
  }

  pull(controller: ReadableStreamDefaultController<Uint8Array>): Promise<void> | void {
    if (this.stopped) return;
    if (this.news) {
      this.news = false;
      if (this.followed) controller.enqueue(this.followed.event(mapEvent));
      return;
    }
    if (this.beatDue) {
      this.beatDue = false;
      controller.enqueue(encoder.encode(eventText(MAP_EVENTS.ping, '')));
      return;
    }
    this.heartbeats.wait(this);
    return new Promise<void>((resolve) => (this.wake = resolve)).then(() => this.pull(controller));
  }

  heartbeat(): void {
    this.beatDue = true;
    this.answer();
  }

  cancel() {
    this.stopped = true;
    if (this.held) this.streams.release(this, this.held);
    this.followed?.leave();
    this.answer();
  }

  /** The reader's right to the map ended (a share, a session, the account): told so, and the stream closes. */
  accessEnded() {
    if (this.stopped) return;
    this.controller?.enqueue(encoder.encode(eventText(MAP_EVENTS.end, ACCESS_ENDED)));
    this.cancel();
    this.controller?.close();
  }

  private answer(): void {
    const wake = this.wake;
    this.wake = null;
    this.heartbeats.leave(this);
    wake?.();
  }
}

export function mapResponse(maps: LiveMaps, accountId: string, heartbeatMs: number, streams: OpenStreams, right: StreamRight): Response {
  const body = new ReadableStream(new MapSource(maps, accountId, heartbeatMs, streams, right));
  return new Response(body, { headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' } });
}
