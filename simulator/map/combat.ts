/** Fight outcomes, pure given a random stream, so they can be reasoned about (and tested) without time. */
import { wholeUnits, type NpcKind, type Resources } from '../core/players';
import type { Rng } from '../core/rng';
import { CARRY_PER_SOLDIER, LOOT_PER_LEVEL, RAID } from '../core/rules';

/** `coins`: what a won robber baron camp loots beside the resources (camp-fights.ts; rules.ts BARON_COINS_PER_LEVEL). */
export type AttackOutcome = { won: boolean; troopsLost: number; survivors: number; loot: Resources | null; coins?: number };

/**
 * `defence` is the army that wins reliably; from 80 % of it the odds rise linearly, below that it is a
 * loss. Winners lose about a fifth of the defence; losers lose most of their army and carry nothing.
 */
/** The target as the fight sees it: its kind, its level for this player and the army it is worth. */
export type Defender = { kind: NpcKind; level: number; defence: number };

export function resolveAttack(rng: Rng, troops: number, target: Defender): AttackOutcome {
  const ratio = troops / target.defence;
  const chance = ratio >= 1 ? 1 : ratio < 0.8 ? 0 : (ratio - 0.8) / 0.2;
  const won = rng.next() < chance;
  const troopsLost = won ? Math.min(troops, Math.round(target.defence * 0.2 * (0.8 + 0.4 * rng.next()))) : Math.round(troops * 0.7);
  const survivors = troops - troopsLost;
  if (!won || survivors <= 0) return { won, troopsLost, survivors, loot: null };
  const carry = survivors * CARRY_PER_SOLDIER;
  const amount = () => Math.min(carry, Math.round(target.level * LOOT_PER_LEVEL[target.kind] * (0.8 + 0.4 * rng.next())));
  return { won, troopsLost, survivors, loot: { wood: amount(), stone: amount(), food: amount() } };
}

export type RaidPlan = { attacker: string; strength: number; travelMinutes: number };

export function planRaid(rng: Rng): RaidPlan {
  return {
    attacker: rng.pick(RAID.attackers),
    strength: rng.int(RAID.minStrength, RAID.maxStrength),
    travelMinutes: rng.int(RAID.travelMinutes[0], RAID.travelMinutes[1]),
  };
}

export type RaidOutcome = { repelled: boolean; troopsLost: number; stolen: Resources | null };

/**
 * A garrison at least as strong as the raider holds (losing a quarter of the raider's strength); otherwise half the garrison falls and a share of each resource
 * is carried off.
 */
export function resolveRaid(garrison: number, strength: number, resources: Resources): RaidOutcome {
  if (garrison >= strength) {
    return { repelled: true, troopsLost: Math.min(garrison, Math.round(strength * 0.25)), stolen: null };
  }
  const steal = (v: number) => wholeUnits(v * RAID.stealShare);
  return {
    repelled: false,
    troopsLost: Math.ceil(garrison * 0.5),
    stolen: { wood: steal(resources.wood), stone: steal(resources.stone), food: steal(resources.food) },
  };
}
