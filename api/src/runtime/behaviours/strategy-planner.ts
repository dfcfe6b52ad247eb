/**
 * The Strategy Planner (Professional): each step looks at the account (planner/look.ts), plans the attacks
 * of the next hours (shared/src/planner), and sends the plan's first attack when its time has come, through
 * the same booked, paced `cra` as every attack bot (send-attack.ts). It plans again at every step, so an
 * army home early, a camp taken by someone else or a new camp on the map changes the plan at once; the
 * console says the plan and why each attack goes. What its armies bring home measures the planner's model.
 * With nothing planned and armies out, it waits for them; with none out and no camp it beats cooling down,
 * nothing changes by itself: it cannot go on, and says which change of its settings would let the next attack
 * go (planner/nothing-planned.ts, planner/stall-advice.ts). Every castle holding soldiers has its map read,
 * those with none beyond the ones kept home too: without it, such a castle could neither stall nor be told what to lower.
 */
import { PLANNER_LIMITS as L } from '@shared/planner/limits';
import { modelFrom } from '@shared/planner/model';
import { planAttacks } from '@shared/planner/plan';
import { campLabel } from '@shared/planner/explain';
import type { LineMessage, LineParam } from '@shared/console';
import { attackLines } from '@shared/bot-lines/attacks.messages';
import { runtimeLines } from '@shared/bot-lines/runtime.messages';
import { plannerLines } from '@shared/bot-lines/planner.messages';
import { phrase, said, type Said } from '@shared/i18n/said';
import type { Plan, PlanRules, TemplateSetting } from '@shared/planner/types';
import type { Castle } from '@shared/game-wire/live-data';
import type { MapTarget } from '@shared/game-wire/live-map';
import type { GameClient } from '../game/client';
import { lookAt, mapReader, withSoldiersAbove } from '../planner/look';
import { tripBook } from '../planner/trips';
import { freeIn, plannedSizing, plannerSight, type PlannerScene } from '../planner/choice';
import { plannerAdvice } from '../planner/stall-advice';
import { nothingPlanned } from '../planner/nothing-planned';
import { countedAttack, launchAttack } from '../actions/send-attack';
import { forecastOf, toolsAt } from '../actions/sized-targets';
import { stallTeller } from '../actions/stall-teller';
import { castlesUpkeep, upkeepOf } from '../actions/upkeep';
import { attackTarget, forecastPart } from '../actions/attack-records';
import { AREA_TYPE, UNIT } from '@shared/game-wire/ids';
import { unitUpkeep } from '@shared/game-data/upkeep';
import { targetPart } from '../words/line-words';
import { soldiersPart } from '../words/format';
import type { Behaviour, BehaviourContext, BehaviourFactory } from '../actions/context';

/** A map read is used this long (public bots cache each rectangle 60 s: GGE-BOT getmap.js). */
const MAP_KEEP_MS = 60_000;
/** The plan's summary is said again at least this often, and whenever its first attack changes. */
const SUMMARY_EVERY_MS = 30 * 60_000;
/** Waiting for the plan's next attack, the bot still looks again this often: the world changes. */
const LOOK_AGAIN_MS = 60_000;
/** The game refuses an attack closer than this to the previous one (its source is cited in the limits). */
const GAME_SPACING_MS = L.minGapSeconds.min * 1000;
/** A spearman's price in coins (units.json costC1), what upkeep pays for each soldier lost. */
const SPEARMAN_COINS = unitUpkeep(UNIT.SPEARMAN)!.coins;
/** How soon to look again when the plan's army is due home now. */
const ARMY_DUE_MS = 250;

/** Sentences one after another ("Why: a b c"), each reader's way. */
const sentences = (parts: LineMessage[]): LineParam =>
  parts.slice(0, -1).reduceRight<LineParam>((rest, first) => phrase(plannerLines, 'sentences', { first, rest }), parts.at(-1) ?? '');

/** The rules a running bot plans under; its schedule decides when it plays, so no active hours here. */
export function rulesOf(
  settings: BehaviourContext<'strategy-planner'>['settings'],
  attacksToday: number,
  interval: (ms: number) => number = (ms) => ms,
): PlanRules {
  return {
    keepAtHome: Math.max(L.keepAtHome.min, settings.keepAtHome),
    maxAttacksPerDay: Math.max(L.maxAttacksPerDay.min, settings.maxAttacksPerDay),
    attacksToday,
    // The bot's own pacing (shortened like its other rounds on a sped-up test game).
    minGapMs: interval(Math.max(GAME_SPACING_MS, settings.minDelaySeconds * 1000)),
    active: null,
    minLevel: Math.max(L.level.min, settings.minLevel),
    maxLevel: Math.max(L.level.min, settings.maxLevel),
  };
}

export const strategyPlanner: BehaviourFactory<'strategy-planner'> = (ctx): Behaviour => {
  const trips = tripBook();
  // Its stall told as the attack loop tells one (stall-teller.ts): before its line, ended by a step that told none.
  const teller = stallTeller(ctx);
  const note = teller.note;
  // Each castle's army kept up between attacks (upkeep.ts), said as work: a round that heals or recruits ends a stall.
  const keepUp = castlesUpkeep(teller.working, () => upkeepOf(ctx.settings));
  const maps = new Map<number, { readAt: number; targets: MapTarget[] }>();
  const readMap = mapReader(ctx.now);
  let summarised: { first: string; at: number } | null = null;
  /** The best template setting at the last full comparison, when that was, and under which settings of the bot. */
  let compared: { setting: TemplateSetting; at: number; settings: string } | null = null;
  let last: { seen: string; plan: Plan } | null = null;
  /** The stall's line for what the game showed and the settings (its advice plays the plan again under each change: made once for them). */
  let stalled: { seen: string; line: Said } | null = null;

  async function cachedMap(client: GameClient, castle: Castle): Promise<MapTarget[]> {
    const kept = maps.get(castle.id);
    if (kept && ctx.now() - kept.readAt < ctx.interval(MAP_KEEP_MS)) return kept.targets;
    const targets = await readMap(client, castle);
    maps.set(castle.id, { readAt: ctx.now(), targets });
    trips.mapRead(targets, ctx.now());
    return targets;
  }

  function sayPlan(plan: Plan): void {
    const first = plan.schedule.attacks[0];
    const key = first ? `${first.target.x}:${first.target.y}:${first.troops}` : 'none';
    if (summarised && summarised.first === key && ctx.now() - summarised.at < ctx.interval(SUMMARY_EVERY_MS)) return;
    summarised = { first: key, at: ctx.now() };
    ctx.log(said(plannerLines, 'plan', { summary: plan.noteMessages[0]!, loot: plan.noteMessages[2]! }));
  }

  function stallLine(seen: string, scene: PlannerScene, rules: PlanRules): Said {
    if (stalled?.seen === seen) return stalled.line;
    const castle = scene.castles[0]!;
    const line = said(plannerLines, 'stalled', {
      min: String(rules.minLevel),
      max: String(rules.maxLevel),
      soldiers: soldiersPart(Math.max(0, freeIn(castle, rules))),
      advice: plannerAdvice(scene, rules),
    });
    stalled = { seen, line };
    return line;
  }

  return { step: () => teller.step(stepOnce) };

  async function stepOnce(): Promise<number | { realMs: number } | void> {
    // Counted durably (ctx.day): a restart plans with the attacks already made today.
    const attacksToday = ctx.day.count('attacks');
    const rules = rulesOf(ctx.settings, attacksToday, ctx.interval);
    const client = ctx.client();
    // Bots of one account share its castles: what this reading shows may already be booked by another.
    const readAt = ctx.ledger.mark();
    // Every castle holding soldiers has its map read, those at their keep too (a wait or a stall, and what to
    // lower, are told from it); a castle with none cannot attack under any setting, and reading its map as
    // well read four maps a step on an account of four kingdoms: the outcome bench's map reads then passed
    // the game's limit and the account was banned (simulator/map/map-reads.ts).
    const look = await lookAt(client, ctx.now, withSoldiersAbove(0), cachedMap);
    for (const castle of look.castles) ctx.ledger.keepHome(ctx.botId, castle.id, { troops: rules.keepAtHome });
    for (const home of trips.welcomeHome(look.movements))
      ctx.log(home.line, {
        ...(home.success && { level: 'success' as const }),
        ...(home.outcome && { outcome: home.outcome }),
        ...(home.attack && { attack: home.attack }),
      });
    for (const gone of trips.forgetGone(look.movements)) {
      ctx.log(gone.line);
      ctx.endUnseen(gone.unseen);
    }
    // Between attacks each castle's army is kept up (upkeep.ts); a round that brought soldiers back looks at the account again.
    if (await keepUp(client, look.castles, look.movements, false)) return;
    if (attacksToday >= rules.maxAttacksPerDay) return note(said(attackLines, 'dailyLimit', { limit: String(rules.maxAttacksPerDay) }));
    if (!look.castles.length) return note(said(plannerLines, 'noCastle'));

    // The soldiers the ledger leaves this bot, its own keep-at-home among them (the planner subtracts it again): asked of
    // the castle's soldiers plus that keep, as adding it after would count a castle holding fewer than it keeps as holding the keep.
    const castles = look.castles.map((c) => ({
      ...c,
      details: { ...c.details!, troops: ctx.ledger.available(ctx.botId, c.id, 'troops', c.details!.troops + rules.keepAtHome, readAt) },
    }));
    // Hours of game time: on a sped-up local game they pass faster than real ones.
    const horizonMs = (Math.min(24, Math.max(1, ctx.settings.horizonHours)) * 3_600_000) / look.state.timeScale;
    // Commanders another bot of the account is about to send are not free.
    const commanders = (look.state.commanders ?? []).filter((id) => !ctx.ledger.taken(ctx.botId, `lord:${id}`, readAt));
    const model = modelFrom(trips.observations, look.state.timeScale);
    const scene: PlannerScene = {
      state: { ...look.state, commanders },
      castles,
      movements: look.movements,
      targets: look.targets,
      now: ctx.now(),
      model,
      horizonMs,
      // What upkeep could recruit now: a plan's next attack may lose that many beyond what its camp replaces (shared/src/planner/plan.ts).
      replaceable: Math.floor((look.state.coins * upkeepOf(ctx.settings).share) / SPEARMAN_COINS),
    };
    const sight = plannerSight(scene, rules);
    const { judgements, snapshot } = sight;
    ctx.judged(judgements);
    // Planned again only when the game shows something new (an army left or came home, soldiers, a map
    // read) or the plan's first attack is due: playing the horizon forward is the costly part of a step.
    const seen = JSON.stringify([
      snapshot.castles.map((c) => c.soldiers),
      look.movements.map((m) => m.id),
      [...maps.values()].map((m) => m.readAt),
      snapshot.commanders,
      attacksToday,
      rules,
    ]);
    // Changed settings are compared in full at once: the plan its stall advice promised is the full comparison's (planner/stall-advice.ts).
    const settings = JSON.stringify(ctx.settings);
    const fresh = !compared || compared.settings !== settings || ctx.now() - compared.at >= ctx.interval(SUMMARY_EVERY_MS);
    if (fresh || !last || last.seen !== seen || (last.plan.schedule.attacks[0]?.sendAt ?? Infinity) <= ctx.now()) {
      // The full comparison with the templates (dozens of settings played forward) now and then; in between, the best one found.
      const made = planAttacks(snapshot, rules, model, horizonMs, fresh ? undefined : [compared!.setting]);
      if (fresh) compared = { setting: made.template.setting, at: ctx.now(), settings };
      last = { seen, plan: made };
    }
    const plan = last.plan;
    sayPlan(plan);
    const first = plan.schedule.attacks[0];
    if (!first) {
      const idle = nothingPlanned(
        scene,
        rules,
        sight,
        look.castles.reduce((n, c) => n + c.details!.troops, 0),
      );
      // Before it stalls, upkeep looks now (not at its next round): soldiers it brings back are planned with at the next step.
      if (idle === 'stalled' && (await keepUp(client, look.castles, look.movements, true))) return;
      return idle === 'stalled' ? teller.stall(stallLine(seen + settings, scene, rules)) : note(idle);
    }
    const label = targetPart(campLabel(first.target.areaType), first.target.level, first.target.x, first.target.y);
    const wait = first.sendAt - ctx.now();
    // Not yet: its soldiers or commander are still out, its camp cooling, or the spacing not passed.
    if (wait > 0) {
      note(said(plannerLines, 'next', { target: label, when: first.whyMessages[2]! }));
      return { realMs: Math.min(wait, ctx.interval(LOOK_AGAIN_MS)) };
    }
    const gap = client.attackWaitMs();
    if (gap > 0) return { realMs: gap };
    const castle = castles.find((c) => c.id === first.castleId)!;
    // An army due home this very moment is planned with, but its soldiers and commander are in the castle
    // only once the game says so: look again in a moment rather than send fewer.
    const out = snapshot.armies.some((a) => a.lordId === first.lordId);
    if (freeIn(castle, rules) < first.troops || out) return { realMs: ARMY_DUE_MS };

    // A camp's attack goes as the plan sized it from its defenders (choice.ts plannedSizing: the fewest waves that win within
    // the loss cap), with the tools no other bot booked since the look.
    const mapped = look.targets.find((t) => t.x === first.target.x && t.y === first.target.y && t.kingdomId === castle.kingdomId);
    const ask = { free: freeIn(castle, rules), playerLevel: look.state.level, tools: toolsAt(ctx.ledger, ctx.botId, castle, readAt) };
    const planned = mapped && plannedSizing(mapped, castle, ask);
    const sized = planned?.kind === 'attack' ? planned.sizing : planned;
    if (sized?.kind === 'too-strong') {
      maps.delete(castle.id);
      return note(
        sized.needed === null
          ? said(attackLines, 'skipStrongWaves', { target: label })
          : said(attackLines, 'skipStrong', { target: label, count: sized.needed, soldiers: String(first.troops) }),
      );
    }
    const waves = sized?.kind === 'attack' ? { waves: sized.waves, tools: sized.tools } : undefined;
    const leftAt = ctx.now();
    const launched = await countedAttack(ctx, rules.maxAttacksPerDay, () =>
      launchAttack(ctx, client, {
        castle,
        target: first.target,
        level: first.target.level,
        lordId: first.lordId,
        troops: first.troops,
        sized: waves,
        playerId: look.state.playerId,
        playerLevel: look.state.level,
        readAt,
      }),
    );
    if (launched.kind === 'daily-limit') return note(said(attackLines, 'dailyLimit', { limit: String(rules.maxAttacksPerDay) }));
    if (launched.kind === 'uncounted') return note(said(runtimeLines, 'dayCountUnreachable'));
    if (launched.kind !== 'sent') {
      maps.delete(castle.id);
      const reason = {
        'no-soldiers': () => phrase(plannerLines, 'noSoldierIn', { castle: castle.name }),
        booked: () => phrase(plannerLines, 'booked'),
        'cooling-down': () => phrase(plannerLines, 'cooling'),
        gone: () => phrase(plannerLines, 'gone'),
      }[launched.kind]();
      return note(said(plannerLines, 'plannedBut', { target: label, reason }));
    }
    last = null;
    note.forget();
    const attackId = crypto.randomUUID();
    trips.sent(first.target, {
      name: label,
      level: first.target.level,
      sent: launched.sent,
      distance: first.distance,
      leftAt,
      arrivesAt: launched.movement?.arrivesAt ?? null,
      attackId,
    });
    const kept = maps.get(castle.id)?.targets.find((t) => t.x === first.target.x && t.y === first.target.y);
    // The camp cools down once attacked: until the map is read again, it is not planned.
    if (kept) kept.cooldownUntil = Number.POSITIVE_INFINITY;
    const attacking = {
      target: label,
      castle: castle.name,
      count: launched.sent,
      today: String(ctx.day.count('attacks')),
      why: sentences(first.whyMessages),
    };
    const where = kept ?? { areaType: AREA_TYPE.DUNGEON, kingdomId: castle.kingdomId, x: first.target.x, y: first.target.y, level: first.target.level };
    // A camp's sized attack says its battle forecast; the timeline keeps it beside what came of it.
    const forecast = sized?.kind === 'attack' ? forecastOf(sized) : undefined;
    const attack = {
      phase: 'sent',
      id: attackId,
      target: attackTarget(where, label),
      soldiers: launched.sent,
      arrivesAt: launched.movement?.arrivesAt ?? null,
      ...(forecast && { forecast }),
    } as const;
    const line = forecast
      ? said(plannerLines, 'attackingForecast', { ...attacking, forecast: forecastPart(forecast) })
      : said(plannerLines, 'attacking', attacking);
    ctx.log(line, { outcome: { kind: 'attack-sent', soldiers: launched.sent }, attack });
  }
};
