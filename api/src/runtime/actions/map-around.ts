/**
 * The map around a castle as the farming bots read it: one `gaa` rectangle of 101 tiles a side (the
 * live maximum; EmpireCore map/models/areas.py), kept a minute as public bots keep each rectangle
 * (GGE-BOT getmap.js). The attack loop and custom scripts read it through here.
 */
import { readMapTargets, type MapTarget } from '@shared/game-wire/live-map';
import type { Castle } from '@shared/game-wire/live-data';
import type { GameClient } from '../game/client';

/** A map read is used this long. */
export const MAP_KEEP_MS = 60_000;
/** Half the side of the rectangle read around the castle. */
export const MAP_REACH = 50;

export type MapAround = {
  /** The targets around `castle`, read again when a minute old or for another castle. */
  targets(client: GameClient, castle: Castle): Promise<MapTarget[]>;
  /**
   * Nothing in the map is ready: it is read again once it is a minute of game time old. The live game's
   * clock is real time (a minute, as kept anyway); a sped-up local game's runs `timeScale` times faster,
   * and a map kept a real minute there would hide every cooldown that ended meanwhile (an hour of game
   * time under `npm start`).
   */
  waiting(timeScale: number): void;
  /** The next look reads the map afresh (a target turned out taken or gone). */
  forget(): void;
};

export function mapAround(now: () => number): MapAround {
  let map: { readAt: number; castleId: number; targets: MapTarget[] } | null = null;
  return {
    async targets(client, castle) {
      if (map && map.castleId === castle.id && now() - map.readAt < MAP_KEEP_MS) return map.targets;
      const reply = await client.send('gaa', {
        KID: castle.kingdomId,
        AX1: Math.max(0, castle.x - MAP_REACH),
        AY1: Math.max(0, castle.y - MAP_REACH),
        AX2: castle.x + MAP_REACH,
        AY2: castle.y + MAP_REACH,
      });
      map = { readAt: now(), castleId: castle.id, targets: readMapTargets(reply, now()) };
      return map.targets;
    },
    forget: () => void (map = null),
    waiting(timeScale) {
      if (map && now() - map.readAt >= MAP_KEEP_MS / Math.max(1, timeScale)) map = null;
    },
  };
}
