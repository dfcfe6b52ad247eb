/**
 * The pace the live game demands of one account, across its logins: attacks at least 4 s apart (the
 * server refuses a closer one; EmpireCore attack/pacing.py:1-8, GGE-BOT spaces them 4.5-7.8 s), and map
 * reads well below the ban threshold (about 810,000 tiles within 30 s bans the account for 12 hours;
 * EmpireCore map/pacing.py:4-10, which paces at 25,000 tiles/s). The session keeps one per account.
 */
import type { CommandName, Commands } from '@shared/game-wire/commands';
import type { CommandWatcher } from '../risk/account-meter';

export type PacingOptions = {
  /** Least time between two attacks of the account (4 s live, plus a human margin). */
  attackGapMs?: number;
  /** Map tiles the account reads per second at most (a fifth of EmpireCore's pace, a fifth of the ban's). */
  mapTilesPerSecond?: number;
};

export const ATTACK_GAP_MS = 4_500;
export const MAP_TILES_PER_SECOND = 5_000;

export class AccountPacing {
  private readonly attackGapMs: number;
  private readonly tilesPerSecond: number;
  private attackFreeAt = 0;
  private mapFreeAt = 0;
  /** The account's ban-risk meter (risk/account-meter.ts): it counts each command and may refuse it first. */
  private watcher: CommandWatcher | null = null;

  constructor(
    options: PacingOptions = {},
    private readonly now: () => number = Date.now,
  ) {
    this.attackGapMs = options.attackGapMs ?? ATTACK_GAP_MS;
    this.tilesPerSecond = options.mapTilesPerSecond ?? MAP_TILES_PER_SECOND;
  }

  /** How long until the account may attack again (0: now), without booking anything. */
  attackWaitMs(): number {
    return Math.max(0, this.attackFreeAt - this.now());
  }

  /** Lets the account's meter see (and refuse) every command before it is paced. */
  watch(watcher: CommandWatcher): void {
    this.watcher = watcher;
  }

  /** Waits until the account may send this command, and books its time; the meter may refuse it (BudgetReachedError). */
  async before<C extends CommandName>(command: C, payload: Commands[C]['req']): Promise<void> {
    await this.watcher?.beforeCommand(command, payload);
    const wait = this.book(command, payload);
    if (wait > 0) await Bun.sleep(wait);
  }

  /** Books the command's time and says how long it must wait first (ms). */
  book<C extends CommandName>(command: C, payload: Commands[C]['req']): number {
    const now = this.now();
    if (command === 'cra') {
      const wait = this.attackFreeAt - now;
      this.attackFreeAt = Math.max(now, this.attackFreeAt) + this.attackGapMs;
      return wait;
    }
    if (command === 'gaa') {
      const rect = payload as Commands['gaa']['req'];
      const tiles = (Math.abs(rect.AX2 - rect.AX1) + 1) * (Math.abs(rect.AY2 - rect.AY1) + 1);
      const wait = this.mapFreeAt - now;
      // A read waits for the time the previous one's tiles take at the pace, with no burst allowance.
      this.mapFreeAt = Math.max(now, this.mapFreeAt) + (tiles / this.tilesPerSecond) * 1000;
      return wait;
    }
    return 0;
  }
}
