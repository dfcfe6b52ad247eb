/**
 * Plays a way of choosing attacks forward over the horizon on the planner's model: soldiers leave and
 * come home, commanders are busy while their army is out, camps cool down and robber baron camps grow a
 * level with victories, and every rule of the account holds (soldiers kept home, the daily limit, the
 * spacing between attacks, the active hours). The planner's ways and the templates' rule are played by
 * the same code, so their schedules compare like with like.
 */
import { dayOf } from '../day';
import { AREA_TYPE, dungeonLevel } from '../game-wire/ids';
import { nextWindow, openWindow } from '../schedule';
import { armyFor, DEFEAT_LOSS_SHARE, lootAt, lossOf, travelMs } from './model';
import type { PlanCastle, PlannedAttack, PlanModel, PlanRules, PlanSnapshot, PlanTarget, Schedule, SendReason } from './types';

/** One attack that could go now. */
export type Candidate = {
  castle: PlanCastle;
  target: PlanTarget;
  level: number;
  distance: number;
  troops: number;
  /** Soldiers of the castle free to go (after those kept home). */
  free: number;
  tripMs: number;
  wins: boolean;
  loot: number;
  loss: number;
};

/**
 * A way of choosing: how many soldiers it would send at a camp of a level (null: it would not attack it
 * now), and the candidates ranked best first.
 */
export type Chooser = {
  /** `sized`: the soldiers the camp's sized attack sends (PlanTarget.sized), when the bot sized it. */
  size(level: number, free: number, playerLevel: number, sized?: number): number | null;
  /** `bestRatio`: the most loot per soldier lost any camp in range would give, ready or not. */
  rank(candidates: Candidate[], bestRatio: number): Candidate[];
};

/** What each planned attack's explanation is built from. */
export type Decision = { attack: PlannedAttack; ranked: Candidate[]; freeAfter: number; returning: { x: number; y: number } | null };

const DAY_MS = 86_400_000;
const keyOf = (t: { x: number; y: number; kingdomId: number }) => `${t.kingdomId}:${t.x}:${t.y}`;
const startOfNextUtcDay = (t: number) => (Math.floor(t / DAY_MS) + 1) * DAY_MS;

export function playForward(
  snapshot: PlanSnapshot,
  rules: PlanRules,
  model: PlanModel,
  horizonMs: number,
  chooser: Chooser,
): { schedule: Schedule; decisions: Decision[] } {
  const end = snapshot.at + horizonMs;
  const soldiers = new Map(snapshot.castles.map((c) => [c.id, c.soldiers]));
  const lordFree = new Map(snapshot.commanders.map((id) => [id, snapshot.at]));
  const returns: Array<{ at: number; castleId: number; troops: number; from: { x: number; y: number } | null }> = [];
  const readyAt = new Map<string, number>();
  const victories = new Map<string, number | null>();
  for (const t of snapshot.targets) {
    readyAt.set(keyOf(t), t.readyAt);
    victories.set(keyOf(t), t.victories);
  }
  for (const army of snapshot.armies) {
    returns.push({ at: army.homeAt, castleId: army.castleId, troops: army.troops, from: army.target });
    if (army.lordId !== null && lordFree.has(army.lordId)) lordFree.set(army.lordId, Math.max(lordFree.get(army.lordId)!, army.homeAt));
    // A camp an army of the account is at or coming back from is not attacked again before it is home.
    const camp = army.target && snapshot.targets.find((t) => t.x === army.target!.x && t.y === army.target!.y);
    if (camp) readyAt.set(keyOf(camp), Math.max(readyAt.get(keyOf(camp))!, army.homeAt));
  }
  const perDay = new Map([[dayOf(snapshot.at), rules.attacksToday]]);
  const levelOf = (t: PlanTarget) => {
    const v = victories.get(keyOf(t));
    return t.areaType === AREA_TYPE.DUNGEON && v !== null && v !== undefined ? dungeonLevel(v, t.kingdomId) : t.level;
  };
  const inRules = snapshot.targets.filter((t) => {
    const level = t.level;
    return level !== null && level >= rules.minLevel && level <= rules.maxLevel && snapshot.castles.some((c) => c.kingdomId === t.kingdomId);
  });

  const bestRatio = Math.max(0, ...inRules.map((x) => lootAt(model, x.level!) / Math.max(1, lossOf(model, armyFor(x.level!)))));
  const attacks: PlannedAttack[] = [];
  const decisions: Decision[] = [];
  let t = snapshot.at;
  let reason: SendReason = 'now';
  let lastSend = Number.NEGATIVE_INFINITY;
  let lastReturn: { x: number; y: number } | null = null;
  const comeHome = (until: number) => {
    returns.sort((a, b) => a.at - b.at);
    while (returns.length && returns[0]!.at <= until) {
      const r = returns.shift()!;
      soldiers.set(r.castleId, (soldiers.get(r.castleId) ?? 0) + r.troops);
      lastReturn = r.from;
    }
  };

  while (t < end) {
    comeHome(t);
    if (t < lastSend + rules.minGapMs) {
      t = lastSend + rules.minGapMs;
      reason = 'spacing';
      continue;
    }
    if (rules.active && !openWindow(rules.active.windows, rules.active.timeZone, t)) {
      const next = nextWindow(rules.active.windows, rules.active.timeZone, t);
      if (!next || next.opensAt >= end) break;
      t = next.opensAt;
      reason = 'active';
      continue;
    }
    if ((perDay.get(dayOf(t)) ?? 0) >= rules.maxAttacksPerDay) {
      t = startOfNextUtcDay(t);
      reason = 'day';
      continue;
    }
    const lords = [...lordFree]
      .filter(([, at]) => at <= t)
      .map(([id]) => id)
      .sort((a, b) => a - b);
    if (!lords.length) {
      const next = Math.min(...lordFree.values());
      if (!Number.isFinite(next)) break;
      t = next;
      reason = 'commander';
      continue;
    }
    const candidates: Candidate[] = [];
    for (const castle of snapshot.castles) {
      const free = (soldiers.get(castle.id) ?? 0) - rules.keepAtHome;
      if (free <= 0) continue;
      for (const target of inRules) {
        if (target.kingdomId !== castle.kingdomId || readyAt.get(keyOf(target))! > t) continue;
        const level = levelOf(target)!;
        if (level < rules.minLevel || level > rules.maxLevel) continue;
        // A camp the bot sized at this level is won by its sized attack and loses what that attack's forecast loses.
        const sized = target.sized?.level === level ? target.sized : undefined;
        const troops = chooser.size(level, free, snapshot.playerLevel, sized?.troops);
        if (troops === null || troops <= 0 || troops > free) continue;
        const distance = Math.hypot(target.x - castle.x, target.y - castle.y);
        const need = sized?.troops ?? armyFor(level);
        const wins = troops >= need;
        candidates.push({
          castle,
          target,
          level,
          distance,
          troops,
          free,
          tripMs: 2 * travelMs(model, distance),
          wins,
          loot: wins ? lootAt(model, level) : 0,
          loss: !wins ? Math.round(DEFEAT_LOSS_SHARE * troops) : sized && troops === sized.troops ? sized.loss : lossOf(model, need),
        });
      }
    }
    const ranked = candidates.length ? chooser.rank(candidates, bestRatio) : [];
    const pick = ranked[0];
    if (!pick) {
      // Nothing to send now: on to the next army home or camp ready.
      const soonest = Math.min(...returns.map((r) => r.at), ...inRules.map((x) => readyAt.get(keyOf(x))!).filter((at) => at > t));
      if (!Number.isFinite(soonest)) break;
      reason = returns.some((r) => r.at === soonest) ? 'soldiers' : 'camp';
      t = soonest;
      continue;
    }
    const lordId = lords[0]!;
    const arrivesAt = t + pick.tripMs / 2;
    const homeAt = t + pick.tripMs;
    const attack: PlannedAttack = {
      sendAt: t,
      sendReason: attacks.length === 0 && t === snapshot.at ? 'now' : reason,
      castleId: pick.castle.id,
      castleName: pick.castle.name,
      target: { x: pick.target.x, y: pick.target.y, level: pick.level, kingdomId: pick.target.kingdomId, areaType: pick.target.areaType },
      distance: Math.round(pick.distance * 10) / 10,
      troops: pick.troops,
      lordId,
      arrivesAt,
      homeAt,
      expectedLoot: pick.loot,
      expectedLoss: pick.loss,
      why: [],
      whyMessages: [],
    };
    attacks.push(attack);
    decisions.push({ attack, ranked, freeAfter: pick.free - pick.troops, returning: reason === 'soldiers' || reason === 'commander' ? lastReturn : null });
    soldiers.set(pick.castle.id, soldiers.get(pick.castle.id)! - pick.troops);
    returns.push({ at: homeAt, castleId: pick.castle.id, troops: Math.max(0, pick.troops - pick.loss), from: { x: pick.target.x, y: pick.target.y } });
    lordFree.set(lordId, homeAt);
    readyAt.set(keyOf(pick.target), Math.max(homeAt, arrivesAt + model.cooldownMs.value));
    if (pick.wins) {
      const v = victories.get(keyOf(pick.target));
      if (v !== null && v !== undefined) victories.set(keyOf(pick.target), v + 1);
    }
    perDay.set(dayOf(t), (perDay.get(dayOf(t)) ?? 0) + 1);
    lastSend = t;
    reason = 'now';
  }
  const home = attacks.filter((a) => a.homeAt <= end);
  const expectedLoot = home.reduce((sum, a) => sum + a.expectedLoot, 0);
  return {
    schedule: {
      attacks,
      expectedLoot,
      lootPerHour: Math.round(expectedLoot / ((horizonMs * snapshot.timeScale) / 3_600_000)),
      soldiersLost: attacks.reduce((sum, a) => sum + a.expectedLoss, 0),
    },
    decisions,
  };
}
