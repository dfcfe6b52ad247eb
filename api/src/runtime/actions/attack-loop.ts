/**
 * The farming loop behind the baron, sea fort and Khan/Berimond templates, in the live game's commands
 * (shared/src/game-wire/commands.ts): read the castle (`dcl`) and the armies on the move (`gam`), read
 * the map around the castle (`gaa`, one rectangle, kept a minute as public bots keep it), send the army
 * at the nearest ready target in the level range (`cra`, with a free commander from `gli`), shorten a
 * camp's cooldown with a skip item when allowed (`msd`), count the loot when the army is home.
 */
import { notificationLines } from '@shared/notifications.messages';
import { dayOf } from '@shared/day';
import { KINGDOM_ID, MINUTE_SKIPS, type MinuteSkip } from '@shared/game-wire/ids';
import { readMovements } from '@shared/game-wire/live-movements';
import { readSkippedCooldown, type MapTarget } from '@shared/game-wire/live-map';
import { readState, type Resources } from '@shared/game-wire/live-data';
import type { GameClient } from '../game/client';
import { EVENT_RECHECK_MS, eventWatch } from './event-watch';
import { MAP_REACH, mapAround } from './map-around';
import { countedAttack, sendAttack, sendSkip, targetKey as keyOf, type SizedWaves } from './send-attack';
import { durationPart, soldiersPart, total } from '../words/format';
import { said, phrase } from '@shared/i18n/said';
import { attackLines } from '@shared/bot-lines/attacks.messages';
import { runtimeLines } from '@shared/bot-lines/runtime.messages';
import { lineWords } from '@shared/bot-lines/words.messages';
import { gameWord, targetPart } from '../words/line-words';
import { homecoming } from './homecoming';
import { lossMemory } from './loss-memory';
import { attackTarget, forecastPart } from './attack-records';
import { forecastOf, judge, lossCapNow, lossCapThatGoes, pickSized, sizeFor, toolsAt, type SizedAsk } from './sized-targets';
import type { Stack } from '@shared/combat/camp-defence';
import type { Sizing } from '@shared/combat/attack-sizing';
import { armiesOut, mainCastleOf, whenShort, type Shortage } from './short-of-soldiers';
import { armyUpkeep } from './upkeep';
import { stallTeller } from './stall-teller';
import { askOf, inLevels, lossAdvice, openTargets, shortAdvice, sizedAdvice, sizedChoice, type Kept, type PlainScene, type SizedScene } from './stall-advice';
import type { AttackForecast } from '@shared/timeline';
import type { Said } from '@shared/i18n/said';
import type { LineParam } from '@shared/console';
import type { Behaviour, BehaviourContext } from './context';
import type { AttackPlan } from './attack-plan';

// The plan and its settings' skip choice live beside the loop (attack-plan.ts); the behaviours import them from here.
export { skipOf, type AttackPlan } from './attack-plan';

/** What a step returns: a wait in ms, a real-time wait, or the paced delay (context.ts `Behaviour`). */
type StepWait = number | { realMs: number } | void;

/** What one step has read, for the choice of its target (`sizedPick`, `plainPick`). */
type StepFacts = {
  plan: AttackPlan;
  client: GameClient;
  state: ReturnType<typeof readState>;
  castle: Shortage['castle'];
  /** Soldiers at home that may go, and this bot's Soldiers to keep at home (what lowering it would free). */
  free: number;
  kept: Kept;
  /** The plan's targets no army is at or booked for, at any level, nearest first; those in the plan's levels; the whole map read. */
  open: readonly MapTarget[];
  inRange: readonly MapTarget[];
  mapped: readonly MapTarget[];
  short: (needed: number | null, o: ShortAsk) => Promise<StepWait>;
  /** The stall line's "no … within … of … can be beaten with …" part. */
  where: (soldiers: number) => Record<string, LineParam>;
  shortage: Shortage;
  /** Attack tools at home that may go (sized-targets.ts toolsAt). */
  tools: Stack[];
  plainScene: (targets: readonly MapTarget[]) => PlainScene;
};

/** The target a step attacks (with the army sized for it, or its soldiers per attack), none ready, or what it said instead. */
type Picked =
  | { kind: 'attack'; target: MapTarget; sized?: SizedWaves; troops: number; forecast?: AttackForecast }
  | { kind: 'none' }
  | { kind: 'said'; wait: StepWait };

/** The attack on a camp as sized, with its battle forecast. */
const sizedAttack = (target: MapTarget, sizing: Extract<Sizing, { kind: 'attack' }>): Picked => ({
  kind: 'attack',
  target,
  sized: { waves: sizing.waves, tools: sizing.tools },
  troops: sizing.sent,
  forecast: forecastOf(sizing),
});

/** What a step short of soldiers says when it stalls (its upkeep round is the loop's own). */
type ShortAsk = Omit<Parameters<typeof whenShort>[2], 'upkeep'>;

const MILESTONE = 25;
/** How often a bot that cannot go on looks again (real time, before pace scaling): the player may change its settings or its army. */
const STALL_RECHECK_MS = 2 * 60_000;

/**
 * `planOf` is asked at every step, so settings saved while the bot runs apply from its next step
 * (bot-run.ts replaces them in place). Its attacks a day are counted durably (ctx.day): a restart, a stop
 * and start or a move to another runner counts on, and the limit holds across them.
 */
export function attackLoop(ctx: BehaviourContext, planOf: () => AttackPlan): Behaviour {
  let day = '';
  // The loot a milestone notification sums is this run's: a figure told, not a limit obeyed.
  let lootToday: Resources = { wood: 0, stone: 0, food: 0 };
  const map = mapAround(ctx.now);
  const events = eventWatch(ctx);
  /** Whether the last step saw the plan's event running (its start is said once). */
  let eventSeen = false;
  let skipsRefusedAt = 0;
  // The card's stall and the console's newest line say the same (stall-teller.ts).
  const teller = stallTeller(ctx);
  const { working, note } = teller;
  // The army kept up between attacks, said as work (a round that heals or recruits ends a stall).
  const upkeep = armyUpkeep(working, () => planOf().upkeep);
  const stall = (line: Said) => {
    teller.stall(line);
    return STALL_RECHECK_MS;
  };

  /**
   * When this bot's armies reach their camps. A camp's defence grows with each victory, and the map is kept a while (map-around.ts):
   * a row read before one of them arrives shows the camp a victory short, so the map is read again once one has (issue 65: an
   * attack forecast won on such a row met a camp a level stronger and fell).
   */
  const arrivals: number[] = [];
  const losses = lossMemory();
  const trips = homecoming(working, (target) => losses.lost(target));
  /** Why a camp is skipped, each said once until an attack goes (the wait that follows is said by `note`). */
  const skipsSaid = new Set<string>();
  const skipLine = (plan: AttackPlan, camp: MapTarget, needed: number | null, soldiers: number, costly?: { lost: number; sent: number }) => {
    const line = costly
      ? said(attackLines, 'skipCostly', { target: nameOf(plan, camp), lost: raw(costly.lost), sent: raw(costly.sent) })
      : needed === null
        ? said(attackLines, 'skipStrongWaves', { target: nameOf(plan, camp) })
        : said(attackLines, 'skipStrong', { target: nameOf(plan, camp), count: needed, soldiers: raw(soldiers) });
    if (!skipsSaid.has(line.text)) ctx.log(line);
    skipsSaid.add(line.text);
  };

  const nameOf = (plan: AttackPlan, t: MapTarget) => targetPart(plan.labels?.[t.areaType] ?? plan.label, t.level, t.x, t.y);
  // Soldier counts and limits go in as the English line has always written them: without separators.
  const raw = (n: number) => String(n);
  /** The map's verdicts, judged again only when the targets read or the soldiers at home changed. */
  let judgedFor = { read: null as readonly MapTarget[] | null, free: -1, lost: -1 };
  const judgeOnce = (read: readonly MapTarget[], targets: readonly MapTarget[], ask: SizedAsk) => {
    if (judgedFor.read === read && judgedFor.free === ask.budget && judgedFor.lost === ask.lostTo.size) return;
    judgedFor = { read, free: ask.budget, lost: ask.lostTo.size };
    ctx.judged(judge(targets, ask));
  };

  return {
    step: () => teller.step(stepOnce),
  };

  async function stepOnce(): Promise<StepWait> {
    const plan = planOf();
    const today = dayOf(ctx.now());
    if (today !== day) {
      day = today;
      lootToday = { wood: 0, stone: 0, food: 0 };
    }
    const client = ctx.client();
    // Event targets are there only while their event runs: the game says which run (sei).
    if (plan.event) {
      const endsAt = await events.endsAt(client, plan.event.ids);
      if (endsAt === null) {
        eventSeen = false;
        note(said(attackLines, 'eventWaiting', { event: gameWord(plan.event.name) }));
        return EVENT_RECHECK_MS;
      }
      if (!eventSeen) working.log(said(attackLines, 'eventRunning', { event: gameWord(plan.event.name), duration: durationPart(endsAt - ctx.now()) }));
      eventSeen = true;
    }
    const state = readState(client.known, ctx.now(), client.receivedAt);
    const home = state.castles.find((c) => c.kingdomId === KINGDOM_ID[plan.kingdom]);
    if (!home)
      return note(
        said(attackLines, 'noCastleInKingdom', {
          kingdom: phrase(lineWords, plan.kingdom === 'green' ? 'greatEmpire' : plan.kingdom === 'berimond' ? 'berimondId' : plan.kingdom),
          target: gameWord(plan.label),
        }),
      );

    // Bots of one account share its castle: what this reading shows may already be booked by another.
    const readAt = ctx.ledger.mark();
    await client.send('dcl', { CD: 1 });
    const castle = readState(client.known, ctx.now(), client.receivedAt).castles.find((c) => c.id === home.id);
    if (!castle?.details) return note(said(attackLines, 'noDetails', { castle: home.name }));
    ctx.ledger.keepHome(ctx.botId, castle.id, { troops: plan.keepAtHome });

    // Armies already away (sent before a restart too) are the game's to tell, read on every step.
    const movements = readMovements(await client.send('gam', {}), state.playerId, ctx.now());
    const loot = trips.look(movements);
    lootToday = { wood: lootToday.wood + loot.wood, stone: lootToday.stone + loot.stone, food: lootToday.food + loot.food };
    // Between attacks the army is kept up as a player keeps it (upkeep.ts). The step goes on with the castle as read (the soldiers brought
    // back count from the next step); short of soldiers, a round of this step is its answer, else one is made now.
    const upkeepRound = (now: boolean) =>
      upkeep.round(client, { ...castle, details: castle.details! }, { out: armiesOut(movements, castle.id)?.soldiers ?? 0, timeScale: state.timeScale, now });
    const broughtBack = (round: Awaited<ReturnType<typeof upkeepRound>>) => round !== null && round.healed + round.recruited > 0;
    const roundNow = await upkeepRound(false);

    if (ctx.day.count('attacks') >= plan.maxPerDay) return note(said(attackLines, 'dailyLimit', { limit: raw(plan.maxPerDay) }));
    const free = ctx.ledger.available(ctx.botId, castle.id, 'troops', castle.details.troops, readAt);
    // Asked of the castle's soldiers plus its own keep, the ledger leaves those the keep holds too: what a lower keep would free.
    const unkept = ctx.ledger.available(ctx.botId, castle.id, 'troops', castle.details.troops + plan.keepAtHome, readAt);
    const kept: Kept = { setting: plan.keepAtHome, unkept, inCamp: plan.keptIn === 'camp' };
    const shortage: Shortage = {
      ctx: working,
      client,
      castle: { ...castle, details: castle.details },
      movements,
      free,
      readAt,
      coins: state.coins,
      bringTroops: plan.bringTroops,
    };
    /** Short of `needed` soldiers, or nothing beatable: waited for, brought, recruited, or a stall (short-of-soldiers.ts). */
    const short = async (needed: number | null, o: ShortAsk) => {
      const outcome = await whenShort(shortage, needed, { ...o, upkeep: async () => broughtBack(roundNow ?? (await upkeepRound(true))) });
      if (outcome === 'recruited') return;
      return outcome.stalled ? stall(outcome.line) : note(outcome.line);
    };
    const where = (soldiers: number) => ({ target: gameWord(plan.label), count: MAP_REACH, castle: castle.name, soldiers: soldiersPart(soldiers) });
    // Camps an army of the account is at or coming back from (another bot's too) are not ready.
    const visited = new Set(movements.flatMap((m) => (m.target && m.type !== 'incoming' && m.type !== 'ally' ? [keyOf(m.target)] : [])));
    /** The plan's targets on the map no army is at or booked for, at any level, nearest first. */
    const openOn = (mapped: readonly MapTarget[]) =>
      mapped
        .filter((t) => plan.areaTypes.includes(t.areaType))
        .filter((t) => !trips.isAway(t) && !visited.has(keyOf(t)) && !ctx.ledger.taken(ctx.botId, `target:${keyOf(t)}`, readAt))
        .sort((a, b) => Math.hypot(a.x - castle.x, a.y - castle.y) - Math.hypot(b.x - castle.x, b.y - castle.y));
    const plainScene = (targets: readonly MapTarget[]): PlainScene => ({ targets, troops: plan.troops, free, kept, shuns: (t, n) => losses.shuns(t, n) });
    // A sized attack goes with the soldiers there are when they beat a camp (below).
    if (!plan.sized && free < plan.troops) {
      const home = castle.details.troops;
      return short(plan.troops, {
        stalled: async () => {
          const inRange = inLevels(openOn(await map.targets(client, castle)), plan.minLevel, plan.maxLevel);
          const advice = shortAdvice(plainScene(inRange), mainCastleOf(shortage));
          return said(attackLines, 'stalledSoldiers', { count: home, needed: raw(plan.troops), advice });
        },
      });
    }

    // Another attack of the account went out moments ago: come back when the next may go (the game's
    // spacing, real time), or sooner when one of our armies arrives, so a short trip home is seen and
    // its loot counted, instead of waiting inside cra.
    const gap = client.attackWaitMs();
    if (gap > 0) {
      const arrivals = movements.filter((m) => m.type === 'attack' || m.type === 'return').map((m) => m.arrivesAt - ctx.now() + 100);
      return { realMs: Math.max(50, Math.min(gap, ...arrivals)) };
    }

    if (arrivals.some((at) => at <= ctx.now())) {
      map.forget();
      arrivals.splice(0, arrivals.length, ...arrivals.filter((at) => at > ctx.now()));
    }
    const mapped = await map.targets(client, castle);
    const open = openOn(mapped);
    const inRange = inLevels(open, plan.minLevel, plan.maxLevel);
    const tools = toolsAt(ctx.ledger, ctx.botId, shortage.castle, readAt);
    const facts: StepFacts = { plan, client, state, castle: shortage.castle, free, kept, open, inRange, mapped, short, where, shortage, plainScene, tools };
    const picked = plan.sized ? await sizedPick(plan.sized, facts) : await plainPick(facts);
    if (picked.kind === 'said') return picked.wait;
    let target = picked.kind === 'attack' ? picked.target : undefined;
    const sized = picked.kind === 'attack' ? picked.sized : undefined;
    const troops = picked.kind === 'attack' ? picked.troops : plan.troops;
    const forecast = picked.kind === 'attack' ? picked.forecast : undefined;
    if (!target) {
      // Rows without a level (most event camps) are not filtered by it, so the line names no range for them.
      const where = { target: gameWord(plan.label), count: MAP_REACH, castle: castle.name };
      // No camp of an event may mean the event has ended: the next step asks the game again.
      if (plan.event) events.askAgain();
      // Cooldowns end on the game's clock: a map older than a game minute is read again.
      map.waiting(state.timeScale);
      return note(
        plan.unlevelled
          ? said(attackLines, 'noTargetReady', where)
          : said(attackLines, 'noTargetReadyInLevels', { ...where, min: raw(plan.minLevel), max: raw(plan.maxLevel) }),
      );
    }

    const details = castle.details;
    const chosen = target;
    const result = await countedAttack(working, plan.maxPerDay, () =>
      sendAttack(working, client, {
        castle: { ...castle, details },
        target: chosen,
        troops,
        sized,
        targetLevel: chosen.level ?? plan.maxLevel,
        state,
        movements,
        readAt,
      }),
    );
    if (result.kind === 'daily-limit') return note(said(attackLines, 'dailyLimit', { limit: raw(plan.maxPerDay) }));
    if (result.kind === 'uncounted') return note(said(runtimeLines, 'dayCountUnreachable'));
    if (result.kind === 'no-commander') return note(said(attackLines, 'noCommander', { commanders: result.commanders }));
    if (result.kind === 'no-soldiers') return note(said(attackLines, 'noSoldiers', { castle: castle.name }));
    if (result.kind === 'booked') return note(said(attackLines, 'booked'));
    if (result.kind !== 'sent') {
      // The map said ready, the game says cooling down (its row was read before another army hit it),
      // or the camp is gone (its event ended since the map was read): not a refusal of ours, and the
      // map is read afresh next time.
      map.forget();
      if (result.kind === 'gone') {
        events.askAgain();
        return note(said(attackLines, 'targetGone', { target: nameOf(plan, target) }));
      }
      return note(said(attackLines, 'targetCooling', { target: nameOf(plan, target) }));
    }
    const { sent, movement } = result;
    // The camp cools down once attacked: the next steps look elsewhere until the map is read again.
    target.cooldownUntil = Number.POSITIVE_INFINITY;
    const attackId = crypto.randomUUID();
    trips.left(target, nameOf(plan, target), sent, attackId);
    if (movement) arrivals.push(movement.arrivesAt);
    losses.sent(target, sent);
    const attacksToday = ctx.day.count('attacks');
    note.forget();
    skipsSaid.clear();
    const attack = { target: nameOf(plan, target), count: sent, today: raw(attacksToday) };
    const arrives = movement && { duration: durationPart(movement.arrivesAt - ctx.now()) };
    // A sized attack says its battle forecast; the timeline keeps it beside what came of it.
    const line = forecast
      ? arrives
        ? said(attackLines, 'attackingArrivesForecast', { ...attack, ...arrives, forecast: forecastPart(forecast) })
        : said(attackLines, 'attackingForecast', { ...attack, forecast: forecastPart(forecast) })
      : arrives
        ? said(attackLines, 'attackingArrives', { ...attack, ...arrives })
        : said(attackLines, 'attacking', attack);
    const timeline = {
      phase: 'sent',
      id: attackId,
      target: attackTarget(target, nameOf(plan, target)),
      soldiers: sent,
      arrivesAt: movement?.arrivesAt ?? null,
      ...(forecast && { forecast }),
    } as const;
    working.log(line, { outcome: { kind: 'attack-sent', soldiers: sent }, attack: timeline });
    if (attacksToday % MILESTONE === 0) {
      ctx.notify(said(notificationLines, 'attackReport', { bot: ctx.botName, count: attacksToday, loot: total(lootToday) }));
    }
  }

  /**
   * A sized plan's attack (robber barons): the nearest camp the soldiers at home beat, or a cooling one it
   * can beat (its cooldown skipped when allowed), or, when none, what the shortage makes of it.
   */
  async function sizedPick(sized: NonNullable<AttackPlan['sized']>, f: StepFacts): Promise<Picked> {
    const { plan, state } = f;
    const scene: SizedScene = {
      targets: f.open,
      minLevel: plan.minLevel,
      maxLevel: plan.maxLevel,
      troops: plan.troops,
      soldiers: f.castle.details.soldiers,
      free: f.free,
      playerLevel: state.level,
      margin: sized.margin,
      ...(sized.maxLossShare !== undefined && {
        maxLossShare: lossCapNow(sized.maxLossShare, { coins: state.coins, share: plan.upkeep?.share ?? 0, soldiers: Math.min(plan.troops, f.free) }),
      }),
      lostTo: losses.lostTo,
      kept: f.kept,
    };
    const ask = { ...askOf(scene), tools: f.tools };
    judgeOnce(f.mapped, f.inRange, ask);
    const pick = pickSized(
      f.inRange.filter((t) => t.cooldownUntil <= ctx.now()),
      ask,
    );
    if (pick.kind === 'attack') return sizedAttack(pick.target, pick.sizing);
    if (pick.kind === 'too-strong') skipLine(plan, pick.nearest, pick.needed, ask.budget, pick.costly);
    // A camp it can beat that is cooling down: wait for it (or skip its cooldown).
    const later = sizedChoice(scene);
    if (later.kind === 'too-strong') {
      const wait = await f.short(later.fewest, {
        stalled: () => {
          const advice = sizedAdvice(scene, { upkeep: upkeep.left(), main: mainCastleOf(f.shortage), target: gameWord(plan.label) });
          // Camps the soldiers beat, each too costly for the loss cap: said as that, not as camps too strong.
          if (lossCapThatGoes(inLevels(scene.targets, scene.minLevel, scene.maxLevel), ask) !== null)
            return said(attackLines, 'stalledCostly', { target: gameWord(plan.label), soldiers: soldiersPart(ask.budget), advice });
          return said(attackLines, 'stalledTargets', { ...f.where(ask.budget), advice });
        },
      });
      return { kind: 'said', wait };
    }
    const target = later.kind === 'attack' ? await skipCooldown(f.client, plan, later.target, state.skips) : undefined;
    const sizing = target && sizeFor(target, ask);
    return target && sizing?.kind === 'attack' ? sizedAttack(target, sizing) : { kind: 'none' };
  }

  /** A plan of targets no table describes: the nearest ready one no lost attack shuns (its cooldown skipped when allowed). */
  async function plainPick(f: StepFacts): Promise<Picked> {
    const { plan } = f;
    // A target that would repeat a lost attack is left alone; when only such are left, the bot cannot go on.
    const scene = f.plainScene(f.inRange);
    const ready = openTargets(scene, plan.troops);
    if (!ready.length && f.inRange.length) {
      const advice = lossAdvice(scene, losses.mostLost());
      return {
        kind: 'said',
        wait: await f.short(null, { stalled: () => said(attackLines, 'stalledTargets', { ...f.where(plan.troops), advice }) }),
      };
    }
    const target = ready.find((t) => t.cooldownUntil <= ctx.now()) ?? (ready[0] && (await skipCooldown(f.client, plan, ready[0], f.state.skips)));
    return target ? { kind: 'attack', target, troops: plan.troops } : { kind: 'none' };
  }

  /**
   * With skips allowed, one skip item on the nearest camp's cooldown (send-attack.ts `sendSkip`). Returns
   * the camp when the skip made it ready. A refusal (none left, say) pauses skipping for a while.
   */
  async function skipCooldown(client: GameClient, plan: AttackPlan, camp: MapTarget, held: Record<MinuteSkip, number> | null): Promise<MapTarget | undefined> {
    // A camp whose time left the map does not say (an alien camp in peace mode) is not skipped.
    if (plan.skip === 'none' || !Number.isFinite(camp.cooldownUntil) || ctx.now() - skipsRefusedAt < EVENT_RECHECK_MS) return undefined;
    if (held && held[plan.skip] <= 0) return undefined;
    const skip = plan.skip;
    const reply = await sendSkip(client, camp, skip).catch((err: unknown) => {
      skipsRefusedAt = ctx.now();
      working.log(said(attackLines, 'skipRefused', { minutes: MINUTE_SKIPS[skip], reason: err instanceof Error ? err.message : String(err) }), {
        level: 'warning',
      });
      return null;
    });
    if (!reply) return undefined;
    const until = readSkippedCooldown(reply, ctx.now()) ?? camp.cooldownUntil;
    camp.cooldownUntil = until;
    const used = { minutes: MINUTE_SKIPS[plan.skip as MinuteSkip], target: nameOf(plan, camp) };
    working.log(
      until <= ctx.now() ? said(attackLines, 'skipReadyNow', used) : said(attackLines, 'skipReadyIn', { ...used, duration: durationPart(until - ctx.now()) }),
      { actions: 1 },
    );
    return until <= ctx.now() ? camp : undefined;
  }
}
