/**
 * A conquest's arrival at a resource isle (simulator/isles-and-ruins.md). The fight is decided as any
 * attack's (combat.ts) against the isle's guardians at its blueprint level; a win makes the conqueror its
 * holder for the isle's occupation time, the survivors stationed there, and when it ends they sail home
 * with the isle's stockpile, as the players' guides tell it ("it must then be protected for a period of
 * time. When this time has expired, the troops return to the castle with a lush stockpile"). A loss sends
 * the survivors home and frees the isle. Ours, not live: the guardians' strength (npcDefence at the
 * level), the stockpile's size, and that no battle report is written for it.
 */
import { resolveAttack } from '../map/combat';
import { awayMs, isleSiteById, isleStock, ISLE_BLUEPRINTS, occupationMs, type IsleHoldsSlice } from '../map/isle-sites';
import type { MovementRecord, PlayerCore } from '../core/players';
import type { Rng } from '../core/rng';
import { npcDefence } from '../core/rules';
import type { SimContext } from './sim-context';
import { travelMs } from '../map/travel';

export function arriveConquest(player: PlayerCore & IsleHoldsSlice, m: MovementRecord, rng: Rng, ctx: SimContext): void {
  const castle = player.castles.find((c) => c.id === m.castleId);
  const site = m.targetId === null ? undefined : isleSiteById(ctx.seed, player.zone, m.targetId);
  if (!castle) return;
  if (!site) {
    castle.troops += m.troops;
    return;
  }
  const level = ISLE_BLUEPRINTS[site.isleId]!.level;
  const outcome = resolveAttack(rng, m.troops, { kind: 'seafort', level, defence: npcDefence(level) });
  const way = travelMs(castle, site, ctx.timeScale);
  const home = (departedAt: number, loot: MovementRecord['loot']): MovementRecord => ({
    id: ctx.nextId(),
    type: 'return',
    castleId: castle.id,
    targetId: site.id,
    conquest: true,
    troops: outcome.survivors,
    departedAt,
    arrivesAt: departedAt + way,
    loot,
    attacker: null,
    lordId: m.lordId ?? null,
  });
  if (!outcome.won || outcome.survivors <= 0) {
    // The claim the army held since it left (resource-isles.ts) ends: the isle is free again.
    ctx.setCooldown(player.zone, site.id, m.arrivesAt);
    if (outcome.survivors > 0) player.movements.push(home(m.arrivesAt, null));
    return;
  }
  const until = m.arrivesAt + occupationMs(site, ctx.timeScale);
  // Holds over and away are forgotten; the one on this isle is the newest.
  player.isleHolds = [
    ...(player.isleHolds ?? []).filter((h) => h.until + awayMs(ctx.timeScale) > m.arrivesAt && h.siteId !== site.id),
    { siteId: site.id, from: m.arrivesAt, until },
  ];
  // Nobody else may take it while it is held, nor while it is away after.
  ctx.setCooldown(player.zone, site.id, until + awayMs(ctx.timeScale));
  // The way home is known now; it is listed once it sets out (movement-views.ts movementList), as a support's is.
  player.movements.push(home(until, isleStock(site)));
}
