/**
 * A planner snapshot from what the game said (live-data.ts readers): the castles with their soldiers,
 * the commanders, the armies of the account on the move and the camps read around each castle; and what
 * those movements already show about travel and cooldowns, for the model.
 */
import { AREA_TYPE } from '../game-wire/ids';
import type { Castle, PlayerState } from '../game-wire/live-data';
import type { MapTarget } from '../game-wire/live-map';
import type { Movement } from '../game-wire/live-movements';
import type { Observation } from './model';
import type { PlanSnapshot, PlanTarget } from './types';

/** The camps the planner plays: robber baron camps and fortresses, whose map rows carry their level. */
export const PLANNED_AREA_TYPES: readonly number[] = [AREA_TYPE.DUNGEON, AREA_TYPE.BOSS_DUNGEON];

/** The main kingdoms (Great Empire, Burning Sands, Everwinter Glacier, Fire Peaks): where these camps stand. */
export const PLANNED_KINGDOM_IDS: readonly number[] = [0, 1, 2, 3];

const keyOf = (t: { x: number; y: number }) => `${t.x}:${t.y}`;

export function snapshotOf(state: PlayerState, castles: Castle[], movements: Movement[], targets: MapTarget[], now: number): PlanSnapshot {
  const seen = new Set<string>();
  const camps: PlanTarget[] = [];
  for (const t of targets) {
    const key = `${t.kingdomId}:${keyOf(t)}`;
    if (!PLANNED_AREA_TYPES.includes(t.areaType) || seen.has(key)) continue;
    seen.add(key);
    camps.push({
      x: t.x,
      y: t.y,
      kingdomId: t.kingdomId,
      areaType: t.areaType,
      level: t.level,
      victories: t.victories,
      readyAt: Math.max(now, t.cooldownUntil),
    });
  }
  return {
    at: now,
    timeScale: state.timeScale,
    playerLevel: state.level,
    castles: castles.flatMap((c) =>
      c.details && PLANNED_KINGDOM_IDS.includes(c.kingdomId)
        ? [{ id: c.id, name: c.name, x: c.x, y: c.y, kingdomId: c.kingdomId, soldiers: c.details.troops }]
        : [],
    ),
    commanders: state.commanders ?? [],
    armies: movements
      .filter((m) => m.type === 'attack' || m.type === 'return')
      .map((m) => {
        const castle = castles.find((c) => c.id === m.castleId);
        // An army on its way out is home after the way back too: as long again as its way there.
        const back = m.type === 'attack' && castle && m.target ? m.arrivesAt + (m.arrivesAt - (m.departedAt ?? now)) : m.arrivesAt;
        // An army the game still lists is not home yet, even if its time is up: its soldiers are not in the castle.
        return {
          castleId: m.castleId,
          lordId: m.lordId,
          troops: m.troops,
          homeAt: Math.max(back, now + 1),
          target: m.target ? { x: m.target.x, y: m.target.y } : null,
        };
      }),
    targets: camps,
  };
}

/**
 * What armies on their way out show: how long their trip takes for its distance, and the cooldown the
 * camp they go to shows beyond their arrival (the game may start it when they left).
 */
export function observationsOf(castles: Castle[], movements: Movement[], targets: MapTarget[]): Observation[] {
  const out: Observation[] = [];
  for (const m of movements) {
    const castle = castles.find((c) => c.id === m.castleId);
    if (m.type !== 'attack' || !castle || !m.target || m.departedAt === undefined) continue;
    out.push({ kind: 'trip', distance: Math.hypot(m.target.x - castle.x, m.target.y - castle.y), travelMs: m.arrivesAt - m.departedAt });
    const camp = targets.find((t) => t.x === m.target!.x && t.y === m.target!.y && t.kingdomId === castle.kingdomId);
    if (camp && Number.isFinite(camp.cooldownUntil) && camp.cooldownUntil > m.arrivesAt) out.push({ kind: 'cooldown', ms: camp.cooldownUntil - m.arrivesAt });
  }
  return out;
}
