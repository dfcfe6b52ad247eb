/**
 * What the world's catch-up (simulate.ts) and the arrivals it calls (spies, conquests of landmarks and
 * isles) need from the world, without its storage.
 */
import type { CastleRecord, PlayerCore } from '../core/players';
import type { Landmarks } from '../map/landmarks';

export type SimContext = {
  seed: number;
  timeScale: number;
  raidChancePerHour: number;
  nextId(): number;
  setCooldown(zone: string, npcId: number, until: number): void;
  /** The soldiers still standing of a support entry in another player's castle (support.ts). */
  survivors(supportId: number): number | null;
  /** A player's castle by ids, with its owner, as the world holds it (spies find it so: spies.ts). */
  castleOf(playerId: number, castleId: number): { castle: CastleRecord; owner: PlayerCore } | null;
  /** The events running at real epoch ms `t` and when each ends (a fight won then counts in them: event-runs.ts). */
  eventsAt(t: number): { id: number; endsAt: number }[];
  /** The zone's landmarks, which conquests and gifts change on arrival (landmark-actions.ts). */
  landmarks: Landmarks;
};
