/**
 * Robber baron camps fight as the game's do: their defenders are the game's own row for the camp's kingdom
 * and victory count (shared/src/combat/camp-defence.ts, from the game's item tables), and the fight is
 * decided flank by flank and in the courtyard (shared/src/combat/fight.ts; how a fight ends is ours, said
 * there). The attack fights wave by wave as `cra` sent it, each wave's tools denting the defence its own
 * soldiers meet on their flank, and its courtyard wave (`RW`) goes straight to the courtyard; the tools are
 * used up by the fight (rules.ts, "Attack tools"). The loot is ours (rules.ts LOOT_PER_LEVEL), carried up to the
 * survivors' own loot capacity (units.json `lootValue`), and coins beside it, by the camp's level and outside
 * that capacity (ours: rules.ts BARON_COINS_PER_LEVEL).
 */
import { KINGDOM_ID, UNIT, type Kingdom } from '@shared/game-wire/ids';
import { robberBaronCampDefence, soldierStats, type CampDefence, type Stack } from '@shared/combat/camp-defence';
import { fightAttack, oneWave, type FightAttack } from '@shared/combat/fight';
import type { MovementRecord, NpcKind, Resources } from '../core/players';
import type { Rng } from '../core/rng';
import { BARON_COINS_PER_LEVEL, LOOT_PER_LEVEL } from '../core/rules';
import type { AttackOutcome } from './combat';

/** What defends this baron camp (an NpcSite of npcs.ts) for a player with `wins` victories there; undefined for other targets. */
export function baronDefence(site: { kind: NpcKind; kingdom: Kingdom; baseVictories: number }, wins: number): CampDefence | undefined {
  return site.kind === 'baron' ? robberBaronCampDefence(site.baseVictories + wins, KINGDOM_ID[site.kingdom]) : undefined;
}

/**
 * An attack as it left: its waves and courtyard as `cra` sent them (`sent`), else (a movement saved before
 * waves were kept) its spearmen by flank in one wave, else all of them in the middle.
 */
export function attackOf(m: Pick<MovementRecord, 'troops' | 'flanks' | 'sent'>): FightAttack {
  if (m.sent) return { waves: m.sent.waves, yard: m.sent.yard };
  const f = m.flanks ?? { L: 0, M: m.troops, R: 0, yard: 0 };
  const s = (n: number): Stack[] => (n > 0 ? [[UNIT.SPEARMAN, n]] : []);
  return oneWave({ L: s(f.L), M: s(f.M), R: s(f.R), yard: s(f.yard) });
}

/** All the units of a camp, its keep's too (the battle report's defenders). */
export function campUnits(camp: CampDefence): number {
  return [camp.flanks.L, camp.flanks.M, camp.flanks.R, camp.keep].reduce((n, f) => n + f.stacks.reduce((m, [, c]) => m + c, 0), 0);
}

export function resolveBaronFight(rng: Rng, m: MovementRecord, level: number, camp: CampDefence): AttackOutcome {
  // Our commanders carry no effects (shared/src/combat/fight.ts): the one sent (`lordId`) changes nothing here.
  const fight = fightAttack(attackOf(m), camp);
  const survivors = fight.survivors.reduce((n, [, c]) => n + c, 0);
  if (!fight.won || survivors <= 0) return { won: fight.won, troopsLost: m.troops - survivors, survivors, loot: null };
  const carry = fight.survivors.reduce((n, [id, c]) => n + (soldierStats(id)?.loot ?? 0) * c, 0);
  const wanted = (): number => Math.round(level * LOOT_PER_LEVEL.baron * (0.8 + 0.4 * rng.next()));
  const asked: Resources = { wood: wanted(), stone: wanted(), food: wanted() };
  // What the survivors cannot carry stays: each resource cut by the same share.
  const share = Math.min(1, carry / (asked.wood + asked.stone + asked.food));
  const loot = { wood: Math.floor(asked.wood * share), stone: Math.floor(asked.stone * share), food: Math.floor(asked.food * share) };
  return { won: true, troopsLost: m.troops - survivors, survivors, loot, coins: level * BARON_COINS_PER_LEVEL };
}
