/**
 * Map reads per account, in real time (the injected clock): past MAP_BAN.tiles within MAP_BAN.windowMs
 * the live game bans the account for 12 hours (rules.ts MAP_BAN; EmpireCore map/pacing.py), so bots must
 * pace their reads of the map.
 */
import { MAP_BAN } from '../core/rules';

export class MapReadWatch {
  /** Tiles read per account lately: [epoch ms, tiles]. */
  private readonly reads = new Map<string, Array<[number, number]>>();

  /** Counts a read of `tiles` tiles; true when the account has now read too much within the window. */
  tooFast(account: string, tiles: number, now: number): boolean {
    const recent = (this.reads.get(account) ?? []).filter(([at]) => now - at < MAP_BAN.windowMs);
    recent.push([now, tiles]);
    this.reads.set(account, recent);
    return recent.reduce((sum, [, n]) => sum + n, 0) > MAP_BAN.tiles;
  }
}
