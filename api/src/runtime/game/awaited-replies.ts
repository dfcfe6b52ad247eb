/**
 * The frames a game connection waits for, by command, first asked first answered: a command's answer (with
 * the request it answers and when it left, for the round trip) or a push the handshake and the login
 * expect (`rlu`, `gbd`, `sei`). Each wait ends with its frame, its timeout, or the connection's end.
 */
import type { ReplyFrame } from '@shared/game-wire/protocol';
import { GameConnectionError } from './errors';

/** A wait that a frame ended: the request it answered, and when that left (performance.now()) if it is timed. */
export type Answered = { request: unknown; sentAt?: number; resolve: (frame: ReplyFrame) => void };

type Waiting = Answered & { reject: (err: Error) => void; timer: ReturnType<typeof setTimeout> };

export class AwaitedReplies {
  private readonly waiting = new Map<string, Waiting[]>();

  /**
   * The next frame of `command`, whatever its result; `timeoutMessage` is said when none comes within
   * `timeoutMs`. `sent` runs once the wait is in place (a command sent then cannot be answered before it).
   */
  wait(
    command: string,
    timeoutMs: number,
    timeoutMessage: string,
    answers: { request?: unknown; sentAt?: number } = {},
    sent?: () => void,
  ): Promise<ReplyFrame> {
    return new Promise<ReplyFrame>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.drop(command, entry);
        reject(new GameConnectionError(timeoutMessage, 'timeout'));
      }, timeoutMs);
      const entry: Waiting = { resolve, reject, timer, request: answers.request, sentAt: answers.sentAt };
      this.waiting.set(command, [...(this.waiting.get(command) ?? []), entry]);
      sent?.();
    });
  }

  /** The oldest wait for `command`, taken out (the caller resolves it with the frame): none for a push nobody waits for. */
  take(command: string): Answered | undefined {
    const entry = this.waiting.get(command)?.shift();
    if (entry) clearTimeout(entry.timer);
    return entry;
  }

  /** Gives up every wait for `command` without a word: a login that failed leaves its bundle unawaited. */
  abandon(command: string): void {
    for (const entry of this.waiting.get(command) ?? []) clearTimeout(entry.timer);
    this.waiting.delete(command);
  }

  /** Ends every wait with `err`: the connection is gone. */
  failAll(err: Error): void {
    for (const queue of this.waiting.values()) {
      for (const entry of queue) {
        clearTimeout(entry.timer);
        entry.reject(err);
      }
    }
    this.waiting.clear();
  }

  private drop(command: string, entry: Waiting): void {
    const queue = this.waiting.get(command);
    if (queue)
      this.waiting.set(
        command,
        queue.filter((e) => e !== entry),
      );
  }
}
