/**
 * Every response a page holds open (a bot's console, an account's live map) is held here with what its
 * reader's right to it rests on, so the right is asked again whenever one of those things changes and the
 * stream ends, with an event the page understands, once the right is gone: a right checked only when the
 * stream opened would outlive a share ended, a sign-out or a plan given up for as long as the page stays open.
 *
 * One mechanism for every stream. A held stream names what its right rests on (`watchKeys`: `session:<id>`,
 * `key:<id>`, `user:<id>`, `account:<id>`, `bot:<id>`): a change announced on the engine for any of them (sessions
 * ended, keys revoked, and on `rights.changed` the rest: a share ended, a user's plan or address) makes each
 * instance ask those streams' `stillReads` again, reading the database, not a cache (a cache may still hold
 * what just changed). Every `sweepEveryMs` the credentials of all open streams are checked in one read (a
 * session expiring, a key reaching its expiry, an announcement made while the engine was away): a stream
 * whose credential is gone is asked again. All of them are asked again when the engine comes back after a
 * gap. A check that fails (the database away) keeps the stream: only a "no" ends it.
 */
import type { Subscription } from '@nats-io/transport-node';
import type { Engine } from './engine';
import { EVERYONE } from './followed-changes';
import { log } from './logger';

/** The engine subject for changes of a right that no other subject announces (a share ended, say). */
export const RIGHTS_CHANGED = 'rights.changed';

/**
 * A reader's right to a stream: what it rests on, and whether it still holds. A class in each route (its methods
 * on its prototype, no closures per reader: bench/console counts what each open console keeps alive).
 */
export interface StreamRight {
  /** What the reader signed in with (auth/reader-credential.ts): checked for all streams at once by the sweep. */
  readonly credential: string;
  /**
   * What the right rests on: a change to any asks `stillReads` again. Two rights with the same keys are the same
   * right (so every fact `stillReads` reads must be named here), and their streams are held under one.
   */
  watchKeys(): string[];
  /** Whether the reader may still read, asked of the database (never a cache); a rejection keeps the stream. */
  stillReads(): Promise<boolean>;
}

/** An open stream, as the registry ends it. */
export interface EndingStream {
  /** Ends the stream with the event that tells its page access ended. */
  accessEnded(): void;
}

/** An engine subject whose messages name an id, and the watched key each id stands for (`'*'`: every stream). */
export type FollowedSubject = { subject: string; watched: (id: string) => string };

/**
 * The streams held under one right (one reader's consoles of one bot, say): indexed once under its keys and
 * asked once for all of them, so a thousand such streams cost one entry each, and the right is kept once.
 */
export type HeldRight = { readonly right: StreamRight; readonly name: string; readonly keys: string[]; readonly streams: Set<EndingStream> };

export class OpenStreams {
  private readonly groups = new Map<string, HeldRight>();
  private readonly byKey = new Map<string, Set<HeldRight>>();
  private held = 0;
  /** Rights being asked now, and those a change asks again once that answer is in. */
  private readonly asking = new Set<HeldRight>();
  private readonly askAgain = new Set<HeldRight>();
  private readonly subscriptions: Subscription[] = [];
  private readonly timer: ReturnType<typeof setInterval>;
  private closed = false;

  /**
   * `liveCredentials`: of these credentials, the ones that still sign their user in (one read for all);
   * `sweepEveryMs`: how often the credentials of every open stream are checked with it.
   */
  constructor(
    private readonly engine: Engine,
    private readonly followed: readonly FollowedSubject[],
    private readonly liveCredentials: (credentials: string[]) => Promise<Set<string>>,
    sweepEveryMs = 60_000,
  ) {
    this.timer = setInterval(() => void this.sweep(), sweepEveryMs);
    this.timer.unref?.();
    void this.follow();
  }

  /**
   * Holds `stream` under `right` while it is open, until `release` with the answer (the reader left, or it
   * ended). The stream keeps the answer, not its own right: an equal one held already is shared.
   */
  hold(stream: EndingStream, right: StreamRight): HeldRight {
    const keys = right.watchKeys();
    const name = keys.join(' ');
    let group = this.groups.get(name);
    const fresh = !group;
    if (!group) {
      group = { right, name, keys, streams: new Set() };
      this.groups.set(name, group);
      for (const key of keys) {
        let set = this.byKey.get(key);
        if (!set) this.byKey.set(key, (set = new Set()));
        set.add(group);
      }
    }
    if (!group.streams.has(stream)) this.held += 1;
    group.streams.add(stream);
    // A right checked when its request came and held only now: a change in between (a share ended while the
    // stream opened) found nothing to ask. Asked once more now it is held (once for a right shared by many).
    if (fresh) void this.ask(group);
    return group;
  }

  /** Lets a stream go; one no longer held is ignored. */
  release(stream: EndingStream, group: HeldRight): void {
    if (!group.streams.delete(stream)) return;
    this.held -= 1;
    if (group.streams.size === 0) this.forget(group);
  }

  /** How many streams are held here now. */
  get size(): number {
    return this.held;
  }

  /**
   * Rights resting on `keys` changed: asked again here at once, and on every other instance through the
   * engine. Resolves once the engine holds the announcement (or it could not be made: the sweep then catches up).
   */
  async changed(keys: readonly string[]): Promise<void> {
    this.recheck(keys);
    try {
      const nc = await this.engine.ready(500);
      nc.publish(RIGHTS_CHANGED, JSON.stringify(keys));
      await Promise.race([nc.flush(), Bun.sleep(500)]);
    } catch {
      log.warn('a change of rights was not announced: the engine is away (other instances ask again within their sweep)', { keys });
    }
  }

  /** Asks again the rights resting on any of `keys` (`'*'` among them: every right). */
  recheck(keys: readonly string[]): void {
    if (keys.includes(EVERYONE)) return this.recheckAll();
    const due = new Set<HeldRight>();
    for (const key of keys) for (const group of this.byKey.get(key) ?? []) due.add(group);
    for (const group of due) void this.ask(group);
  }

  /** Asks every held right again. */
  recheckAll(): void {
    for (const group of this.groups.values()) void this.ask(group);
  }

  /** Checks the credentials of every open stream in one read; a right whose credential is gone is asked again. */
  async sweep(): Promise<void> {
    if (this.groups.size === 0) return;
    const credentials = [...new Set([...this.groups.values()].map((group) => group.right.credential))];
    const live = await this.liveCredentials(credentials).catch((err) => {
      log.warn('the open streams’ credentials could not be checked; kept until the next sweep', { error: String(err) });
      return null;
    });
    if (!live) return;
    for (const group of this.groups.values()) if (!live.has(group.right.credential)) void this.ask(group);
  }

  close(): void {
    this.closed = true;
    clearInterval(this.timer);
    for (const subscription of this.subscriptions) subscription.unsubscribe();
  }

  /** One question at a time per right; a change meanwhile asks once more after it (the answer may predate it). */
  private async ask(group: HeldRight): Promise<void> {
    if (this.asking.has(group)) {
      this.askAgain.add(group);
      return;
    }
    this.asking.add(group);
    try {
      do {
        this.askAgain.delete(group);
        const reads = await group.right.stillReads().catch((err) => {
          log.warn('a stream reader could not be checked again; kept until the next check', { error: String(err) });
          return true;
        });
        if (!reads && this.groups.get(group.name) === group) {
          this.forget(group);
          const ended = [...group.streams];
          group.streams.clear();
          this.held -= ended.length;
          for (const stream of ended) stream.accessEnded();
          return;
        }
      } while (this.askAgain.has(group) && this.groups.get(group.name) === group);
    } finally {
      this.asking.delete(group);
      this.askAgain.delete(group);
    }
  }

  private forget(group: HeldRight): void {
    if (this.groups.get(group.name) !== group) return;
    this.groups.delete(group.name);
    for (const key of group.keys) {
      const set = this.byKey.get(key);
      set?.delete(group);
      if (set?.size === 0) this.byKey.delete(key);
    }
  }

  /** Follows the subjects that announce changes, and asks everything again after a reconnect (something may have been missed). */
  private async follow(): Promise<void> {
    for (;;) {
      try {
        const nc = await this.engine.ready(5_000);
        if (this.closed) return;
        for (const { subject, watched } of this.followed) {
          this.subscriptions.push(
            nc.subscribe(subject, {
              callback: (_err, msg) => {
                const id = msg.string();
                this.recheck([id === EVERYONE ? EVERYONE : watched(id)]);
              },
            }),
          );
        }
        this.subscriptions.push(nc.subscribe(RIGHTS_CHANGED, { callback: (_err, msg) => this.recheck(keysOf(msg.string())) }));
        for await (const event of nc.status()) if (event.type === 'reconnect') this.recheckAll();
        return;
      } catch {
        if (this.closed) return;
        await Bun.sleep(1_000);
      }
    }
  }
}

function keysOf(text: string): string[] {
  try {
    const keys: unknown = JSON.parse(text);
    return Array.isArray(keys) ? keys.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}
