/**
 * Faults for tests and the operator: answer a chosen command of a chosen player with a chosen result
 * code instead of playing it (a code the game client does not know, say, to see a bot's safety lock trip),
 * and count the game commands each player's sessions send, so a test can see that a bot stopped sending.
 * Never part of the game: the live server has nothing like it.
 */
const key = (zone: string, player: string) => `${zone}\u0000${player}`;

export type CommandFault = { command: string; code: number; times: number };

export class CommandFaults {
  private readonly faults = new Map<string, CommandFault[]>();
  private readonly sent = new Map<string, number>();

  /** The player's next `times` (default 1) `command`s are answered with `code`. */
  answerWith(zone: string, player: string, command: string, code: number, times = 1): void {
    this.faults.set(key(zone, player), [...(this.faults.get(key(zone, player)) ?? []), { command, code, times }]);
  }

  /** Counts a command the player sent; the code to answer it with instead of playing it, or null. */
  arrived(zone: string, player: string, command: string): number | null {
    const k = key(zone, player);
    this.sent.set(k, (this.sent.get(k) ?? 0) + 1);
    const faults = this.faults.get(k);
    const fault = faults?.find((f) => f.command === command);
    if (!faults || !fault) return null;
    fault.times -= 1;
    if (fault.times <= 0)
      this.faults.set(
        k,
        faults.filter((f) => f !== fault),
      );
    return fault.code;
  }

  /** Game commands the player's sessions sent since the server started (not the keep-alive, `pin`). */
  received(zone: string, player: string): number {
    return this.sent.get(key(zone, player)) ?? 0;
  }
}
