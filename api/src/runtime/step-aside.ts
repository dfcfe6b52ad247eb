/**
 * How a session reads the game closing its socket. How the live server closes a replaced socket is not
 * public (docs/game.md, "One session per account"): a replacement may look like any dropped
 * connection. So the session reads the pattern, not the code: a connection that ends soon after its login,
 * twice in a row, is someone else playing the account, and the session steps aside as for the simulator's
 * own replaced close (4001). Every further time it happens the wait doubles, from the account's "Step aside
 * when you play" minutes; a connection that lasts past SOON_CLOSED_MS ends the streak.
 */
import { REPLACED_CLOSE_CODE } from '@shared/game-wire/protocol';

/**
 * A connection closed within two minutes of its login was closed "soon". A replacement lands within
 * seconds of the other side's login (two bots fighting: about one a second, issue 36), a person logging in
 * by hand within a minute; the live server drops a silent session only after 90 s without a frame, and we
 * send the keep-alive well inside that. Two such closes in a row are therefore read as someone else.
 */
export const SOON_CLOSED_MS = 2 * 60_000;
/** Soon-closed connections in a row read as someone else playing (the first may be an ordinary drop). */
export const SOON_CLOSED_IN_A_ROW = 2;
/** The longest a session steps aside (the doubling stops here): a day. */
export const MAX_STEP_ASIDE_MS = 24 * 3600_000;
/** Ordinary drops in a row are counted within this long (see CloseReader.read). */
const DROPS_WITHIN_MS = 60_000;

export type CloseVerdict =
  /** Someone logged into the account (4001, or soon-closed again): wait `waitMs`; `first` of its streak (tell the player once). */
  | { kind: 'replaced' | 'playedElsewhere'; waitMs: number; first: boolean }
  /** An ordinary drop: log in again at once. */
  | { kind: 'dropped' }
  /** Drops in a row within a minute: log in again after `waitMs` (the game drops a connection that sends a burst). */
  | { kind: 'droppedAgain'; times: number; waitMs: number };

export type CloseReaderOptions = {
  /** Scales the soon-closed time and the step-aside wait (1 in production; tests use small values). */
  paceScale: number;
  /** Backoff of drops in a row, in real milliseconds. */
  backoff: { firstMs: number; capMs: number };
  now: () => number;
  random: () => number;
};

export class CloseReader {
  /** Soon-closed connections in a row (a connection that lasted ends the streak). */
  private soonInARow = 0;
  /** Step-asides in this streak: each doubles the wait. */
  private stepAsides = 0;
  /** When ordinary drops happened lately. */
  private drops: number[] = [];

  constructor(private readonly o: CloseReaderOptions) {}

  /** The connection logged in at `loggedInAt` was closed now with `code`; `yieldMinutes` is the account's step-aside time. */
  read(loggedInAt: number, code: number, yieldMinutes: number): CloseVerdict {
    const now = this.o.now();
    const soon = now - loggedInAt < SOON_CLOSED_MS * this.o.paceScale;
    if (soon) this.soonInARow += 1;
    else {
      this.soonInARow = 0;
      this.stepAsides = 0;
    }
    if (code === REPLACED_CLOSE_CODE || this.soonInARow >= SOON_CLOSED_IN_A_ROW) {
      const waitMs = Math.min(MAX_STEP_ASIDE_MS * this.o.paceScale, yieldMinutes * 60_000 * this.o.paceScale * 2 ** this.stepAsides);
      this.stepAsides += 1;
      return { kind: code === REPLACED_CLOSE_CODE ? 'replaced' : 'playedElsewhere', waitMs, first: this.stepAsides === 1 };
    }
    // A first drop is logged in again at once; drops in a row within a minute back off (the game drops a
    // connection that sends a burst without saying so, and a quick return would repeat it).
    this.drops = [...this.drops.filter((t) => now - t < DROPS_WITHIN_MS), now];
    const again = this.drops.length - 1;
    if (again === 0) return { kind: 'dropped' };
    const { firstMs, capMs } = this.o.backoff;
    return { kind: 'droppedAgain', times: again + 1, waitMs: Math.round(Math.min(capMs, firstMs * 2 ** (again - 1)) * (0.8 + this.o.random() * 0.4)) };
  }
}
