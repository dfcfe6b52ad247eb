/** What a game connection raises: the game's refusal of a command, or a connection that failed or ended. */
import { describeResult } from '@shared/game-wire/protocol';

export class GameError extends Error {
  /** What the game said, without the command: "wrong game password (…)". */
  readonly reason: string;
  constructor(
    readonly command: string,
    readonly result: number,
    detail?: string,
    /** The reply's payload, for fields such as RS (ban) and CD (cooldown). */
    readonly payload: unknown = null,
  ) {
    const reason = `${describeResult(result)}${detail ? ` (${detail})` : ''}`;
    super(`${command}: ${reason}`);
    this.reason = reason;
  }
}

/**
 * What went wrong with a connection, where the client knows: the status page counts logins by it, and
 * many accounts meeting one of the game's side at once means the game changed (shared/src/status.ts).
 */
export type ConnectionPattern = 'version_refused' | 'handshake_failed' | 'unexpected_frame' | 'timeout' | 'lost' | 'unreachable';

export class GameConnectionError extends Error {
  constructor(
    message: string,
    /** None: the game server could not be reached, or the client cannot tell. */
    readonly pattern?: ConnectionPattern,
  ) {
    super(message);
  }
}
