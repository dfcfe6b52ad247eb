/**
 * Who is logged in on the simulator, one socket per account as live: a new login replaces the older
 * socket. How the live server closes the replaced socket is not public (docs/game.md "One session per
 * account"; public bots only refuse a second session: MZ `main.js` `createBot`); the simulator says so with its own code 4001 by default, and can close it with
 * a
 * plain 1000 instead (`replacedCloseCode`), as the live one may, so clients are tested against both.
 */
import type { ServerWebSocket } from 'bun';

/** What a socket of the simulator carries that this bookkeeping reads. */
export type LiveSocketData = { player: string | null; closing: boolean };

/** The key of an account on the server: its zone and name. */
export const liveKey = (zone: string, name: string) => `${zone}\u0000${name}`;

export class LiveSessions<S extends ServerWebSocket<LiveSocketData>> {
  private readonly live = new Map<string, S>();
  /** Per player name: successful logins and sessions replaced by a newer login. */
  private readonly counts = new Map<string, { logins: number; replaced: number }>();

  /** `replacedCloseCode`: how a replaced socket is closed (4001, the simulator's own; or 1000, a plain close). */
  constructor(public replacedCloseCode: number) {}

  private countsOf(name: string): { logins: number; replaced: number } {
    return this.counts.get(name) ?? this.counts.set(name, { logins: 0, replaced: 0 }).get(name)!;
  }

  /** The socket logged in as `name`: an older socket of that account is closed, as live allows one session per account. */
  bind(ws: S, zone: string, name: string): void {
    if (ws.data.player !== null) this.live.delete(liveKey(zone, ws.data.player));
    const k = liveKey(zone, name);
    const older = this.live.get(k);
    this.countsOf(name).logins += 1;
    if (older && older !== ws) {
      this.countsOf(name).replaced += 1;
      older.data.player = null;
      older.data.closing = true;
      older.close(this.replacedCloseCode, 'logged in from another connection');
    }
    ws.data.player = name;
    this.live.set(k, ws);
  }

  get(zone: string, name: string): S | undefined {
    return this.live.get(liveKey(zone, name));
  }

  /** The socket closed: it no longer plays its account (unless a newer one took over already). */
  unbind(ws: S, zone: string | null): void {
    const { player } = ws.data;
    if (zone !== null && player !== null && this.live.get(liveKey(zone, player)) === ws) this.live.delete(liveKey(zone, player));
  }

  sockets(): IterableIterator<S> {
    return this.live.values();
  }

  /** Logged-in sockets now, and logins and replacements so far, of one player or of all. */
  totals(name?: string): { live: number; logins: number; replaced: number } {
    const names = name === undefined ? [...this.counts.keys()] : [name];
    const totals = { live: 0, logins: 0, replaced: 0 };
    for (const ws of this.live.values()) if (name === undefined || ws.data.player === name) totals.live += 1;
    for (const n of names) {
      totals.logins += this.counts.get(n)?.logins ?? 0;
      totals.replaced += this.counts.get(n)?.replaced ?? 0;
    }
    return totals;
  }
}
