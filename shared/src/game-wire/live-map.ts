/** The NPC targets a map read (`gaa`) shows around a castle, and a camp's row after a skip (`msd`), read for the bots. */
import { AREA_TYPE, dungeonLevel, ISLE_LEVEL } from './ids';
import { GameDataError, isNum, isObj, listOf, numOr } from './live-read';

/** An NPC target on the map, as a `gaa` row says: its level when the row carries one (or it derives from victories). */
export type MapTarget = { areaType: number; x: number; y: number; kingdomId: number; level: number | null; cooldownUntil: number; victories: number | null };

/**
 * The NPC targets of a map read (`gaa` rows), in EmpireCore's layouts (map/models/items.py; the
 * simulator writes the same in simulator/map/live-views.ts npcRow): robber baron camps (2, level from
 * victories), fortresses (11), Storm isles (25, level from the isle id), Khan camps (35), Berimond towers
 * (17), and the invasion camps: Nomad (27) and Samurai (29) camps, the Daimyo's castle and townships
 * (37, 38), Foreign and Bloodcrow camps (21, 34) and Berimond invasion camps (30). Only the alien camps'
 * rows carry a level; the others' levels are in the game's data tables, which no public client reads.
 * Other rows are left out.
 */
export function readMapTargets(gaa: unknown, now = Date.now()): MapTarget[] {
  if (!isObj(gaa)) throw new GameDataError("the game's map area (gaa) is missing");
  const replyKid = numOr(gaa.KID, 0);
  const targets: MapTarget[] = [];
  for (const row of listOf(gaa.AI)) {
    if (!Array.isArray(row) || !isNum(row[0]) || !isNum(row[1]) || !isNum(row[2])) continue;
    const at = { areaType: row[0], x: row[1], y: row[2] };
    const cooldown = (i: number) => now + Math.max(0, numOr(row[i], 0)) * 1000;
    const count = (i: number) => (isNum(row[i]) ? row[i] : null);
    switch (row[0]) {
      case AREA_TYPE.DUNGEON: {
        const kid = numOr(row[6], replyKid);
        const victories = count(4);
        targets.push({ ...at, kingdomId: kid, level: victories === null ? null : dungeonLevel(victories, kid), cooldownUntil: cooldown(5), victories });
        break;
      }
      case AREA_TYPE.BOSS_DUNGEON:
        targets.push({ ...at, kingdomId: numOr(row[7], replyKid), level: count(4), cooldownUntil: cooldown(5), victories: null });
        break;
      case AREA_TYPE.ISLE_DUNGEON:
        targets.push({
          ...at,
          kingdomId: numOr(row[3], replyKid),
          level: ISLE_LEVEL[numOr(row[5], -1)] ?? null,
          cooldownUntil: cooldown(6),
          victories: count(7),
        });
        break;
      case AREA_TYPE.KHAN_CAMP:
        targets.push({ ...at, kingdomId: replyKid, level: null, cooldownUntil: cooldown(5), victories: count(8) });
        break;
      case AREA_TYPE.FACTION_TOWER:
        if (row[4] === 1) break; // destroyed
        targets.push({ ...at, kingdomId: replyKid, level: count(7), cooldownUntil: now, victories: null });
        break;
      // items.py _invasion_camp 345-357 and _faction_invasion_camp 360-370: victories at 4, cooldown at 5.
      case AREA_TYPE.NOMAD_CAMP:
      case AREA_TYPE.SAMURAI_CAMP:
      case AREA_TYPE.FACTION_INVASION_CAMP:
        targets.push({ ...at, kingdomId: replyKid, level: null, cooldownUntil: cooldown(5), victories: count(4) });
        break;
      // items.py _daimyo 372-387: cooldown at 5.
      case AREA_TYPE.DAIMYO_CASTLE:
      case AREA_TYPE.DAIMYO_TOWNSHIP:
        targets.push({ ...at, kingdomId: replyKid, level: null, cooldownUntil: cooldown(5), victories: null });
        break;
      // items.py _alien_camp 318-331: the level at 3, a peace flag at 5 and no cooldown. GGE-BOT's forks read
      // field 5 as a cooldown; EmpireCore cites the client, so a camp in peace mode is taken as not
      // attackable until the map says otherwise (never skipped: its time left is unknown).
      case AREA_TYPE.ALIEN_CAMP:
      case AREA_TYPE.RED_ALIEN_CAMP:
        targets.push({ ...at, kingdomId: replyKid, level: count(3), cooldownUntil: row[5] === 1 ? Number.POSITIVE_INFINITY : now, victories: null });
        break;
    }
  }
  return targets;
}

/** A `msd` reply's camp row: when its cooldown now ends. */
export function readSkippedCooldown(reply: unknown, now = Date.now()): number | null {
  const row = isObj(reply) ? reply.AI : null;
  if (!Array.isArray(row)) return null;
  const [target] = readMapTargets({ AI: [row] }, now);
  return target ? target.cooldownUntil : null;
}
