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

export class GameConnectionError extends Error {}
