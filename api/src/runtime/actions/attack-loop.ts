/**
 * The farming loop behind the baron, sea fort and Khan/Berimond templates, in the live game's commands
 * (shared/src/game-wire/commands.ts): read the castle (`dcl`) and the armies on the move (`gam`), read
 * the map around the castle (`gaa`, one rectangle, kept a minute as public bots keep it), send the army
 * at the nearest ready target in the level range (`cra`, with a free commander from `gli`), shorten a
 * camp's cooldown with a skip item when allowed (`msd`), count the loot when the army is home.
 */
import { notificationLines } from '@shared/notifications.messages';
import { dayOf } from '@shared/day';
import { KINGDOM_ID, MINUTE_SKIPS, type Kingdom, type MinuteSkip } from '@shared/game-wire/ids';
import { readMovements } from '@shared/game-wire/live-movements';
import { readSkippedCooldown, type MapTarget } from '@shared/game-wire/live-map';
import { readState, type Resources } from '@shared/game-wire/live-data';
import type { GameClient } from '../game/client';
import { EVENT_RECHECK_MS, eventWatch } from './event-watch';
import { MAP_REACH, mapAround } from './map-around';
import { countedAttack, sendAttack, sendSkip, targetKey as keyOf } from './send-attack';
import { waitNote } from '../words/wait-note';
import { durationPart, soldiersPart, total } from '../words/format';
import { said, phrase } from '@shared/i18n/said';
import { attackLines } from '@shared/bot-lines/attacks.messages';
import { runtimeLines } from '@shared/bot-lines/runtime.messages';
import { lineWords } from '@shared/bot-lines/words.messages';
import { gameWord, targetPart } from '../words/line-words';
import { homecoming } from './homecoming';
import { lossMemory } from './loss-memory';
import { attackTarget } from './attack-records';
import { judge, pickSized, sizeFor, type SizedAsk } from './sized-targets';
import { whenShort, type Shortage } from './short-of-soldiers';
import {
  askOf,
  inLevels,
  lossAdvice,
  openTargets,
  recruitAmount,
  shortAdvice,
  sizedAdvice,
  sizedChoice,
  withSoldiers,
  type MainCastle,
  type PlainScene,
  type SizedScene,
} from './stall-advice';
import type { Army } from '@shared/combat/fight';
import type { Said } from '@shared/i18n/said';
import type { Behaviour, BehaviourContext } from './context';
import type { LineNote } from '../types';

export type AttackPlan = {
  /** What the targets are called in the console ("robber baron camp"). */
  label: string;
  /** Other names by area type, where one plan attacks several kinds ("Khan camp"). */
  labels?: Partial<Record<number, string>>;
  /** The map area types to attack (ids.ts AREA_TYPE). */
  areaTypes: number[];
  /** The kingdom to attack in: the bot's castle there sends the army. */
  kingdom: Kingdom;
  /** The events (their `sei` ids) the targets appear in, if they only exist while one of them runs. */
  event?: { ids: readonly number[]; name: string };
  minLevel: number;
  maxLevel: number;
  /** The targets' map rows give no level: the range only sizes the waves. */
  unlevelled?: boolean;
  troops: number;
  /** Soldiers no bot of this game account may send away (the castle's defence). */
  keepAtHome: number;
  maxPerDay: number;
  /** Soldiers to bring from the main castle when the kingdom's castle lacks them (0: never). */
  bringTroops?: number;
  /** The skip item to shorten a camp's cooldown with, or none. */
  skip: MinuteSkip | 'none';
  /**
   * Robber baron camps: each attack sized from the camp's own defenders (sized-targets.ts), sent only when
   * it wins by `margin` (1.2: a fifth to spare); with `recruit`, spearmen are recruited when short.
   */
  sized?: { margin: number; recruit: boolean };
};

const MILESTONE = 25;
/** How often a bot that cannot go on looks again (real time, before pace scaling): the player may change its settings or its army. */
const STALL_RECHECK_MS = 2 * 60_000;

/** The settings' skip choice as a live skip key (the templates' m1/m5/m30 are 1, 5 and 30 minutes: MS1, MS2, MS4). */
export function skipOf(choice: string): MinuteSkip | 'none' {
  const byOld: Record<string, MinuteSkip> = { m1: 'MS1', m5: 'MS2', m30: 'MS4' };
  return byOld[choice] ?? (choice in MINUTE_SKIPS ? (choice as MinuteSkip) : 'none');
}

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
  /**
   * The card's stall and the console's newest line say the same: a stall is told the moment its line is
   * said (said again when it starts again), and ends before any other line of the loop but a skip's, which
   * is part of its reasoning. `stalledLine`: this step's stall; `told`: the stall the card shows.
   */
  let stalledLine: Said | null = null;
  let told: string | null = null;
  const endStall = () => {
    if (told === null) return;
    told = null;
    ctx.stalled(null);
  };
  // The context the loop's work is said through (homecoming, recruiting, bringing soldiers, attacking): a line
  // of work ends the stall first. Its prototype is the bot's own, so what the bot changes later (its name) reads through.
  const working: BehaviourContext = Object.assign(Object.create(ctx) as BehaviourContext, {
    log: (line: Said, lineNote?: LineNote) => {
      if (line.text !== told) endStall();
      ctx.log(line, lineNote);
    },
  });
  const note = waitNote((line) => working.log(line));
  const stall = (line: Said) => {
    // A stall that starts (again) is said again; one that goes on with other words is the same stall, told anew.
    if (told === null) note.forget();
    told = line.text;
    // Told before its line is said: the line carries it to the console (ConsoleLineData.stall).
    ctx.stalled(line);
    note(line);
    stalledLine = line;
    return STALL_RECHECK_MS;
  };

  const losses = lossMemory();
  const trips = homecoming(working, (target) => losses.lost(target));
  /** Why a camp is skipped, each said once until an attack goes (the wait that follows is said by `note`). */
  const skipsSaid = new Set<string>();
  const skipLine = (plan: AttackPlan, camp: MapTarget, needed: number | null, soldiers: number) => {
    const line =
      needed === null
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
    async step() {
      stalledLine = null;
      const wait = await stepOnce();
      // A step that said nothing of a stall (a wait said before, unchanged) ends it too.
      if (stalledLine === null) endStall();
      return wait;
    },
  };

  async function stepOnce(): Promise<number | { realMs: number } | void> {
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

    if (ctx.day.count('attacks') >= plan.maxPerDay) return note(said(attackLines, 'dailyLimit', { limit: raw(plan.maxPerDay) }));
    const free = ctx.ledger.available(ctx.botId, castle.id, 'troops', castle.details.troops, readAt);
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
    const short = async (needed: number | null, o: Parameters<typeof whenShort>[2]) => {
      const outcome = await whenShort(shortage, needed, o);
      if (outcome === 'recruited') return;
      return outcome.stalled ? stall(outcome.line) : note(outcome.line);
    };
    /** The castle's main castle's spare soldiers, for a plan that may bring them (stall-advice.ts tries bringing more). */
    const mainCastle = (): MainCastle | null => {
      const main = readState(client.known, ctx.now(), client.receivedAt).castles.find((c) => c.kingdomId === KINGDOM_ID.green);
      if (plan.bringTroops === undefined || castle.kingdomId === KINGDOM_ID.green || !main?.details) return null;
      return {
        bringSetting: plan.bringTroops,
        spare: ctx.ledger.available(ctx.botId, main.id, 'troops', main.details.troops, readAt),
        soldiers: main.details.soldiers,
      };
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
    const plainScene = (targets: readonly MapTarget[]): PlainScene => ({ targets, troops: plan.troops, free, shuns: (t, n) => losses.shuns(t, n) });
    // A sized attack goes with the soldiers there are when they beat a camp (below).
    if (!plan.sized && free < plan.troops) {
      const home = castle.details.troops;
      return short(plan.troops, {
        recruit: 0,
        stalled: async () => {
          const inRange = inLevels(openOn(await map.targets(client, castle)), plan.minLevel, plan.maxLevel);
          const advice = shortAdvice(plainScene(inRange), mainCastle());
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

    const mapped = await map.targets(client, castle);
    const open = openOn(mapped);
    const inRange = inLevels(open, plan.minLevel, plan.maxLevel);
    let target: MapTarget | undefined;
    let army: Army | undefined;
    let troops = plan.troops;
    if (plan.sized) {
      const scene: SizedScene = {
        targets: open,
        minLevel: plan.minLevel,
        maxLevel: plan.maxLevel,
        troops: plan.troops,
        soldiers: castle.details.soldiers,
        free,
        playerLevel: state.level,
        margin: plan.sized.margin,
        lostTo: losses.lostTo,
      };
      const ask = askOf(scene);
      judgeOnce(mapped, inRange, ask);
      const pick = pickSized(
        inRange.filter((t) => t.cooldownUntil <= ctx.now()),
        ask,
      );
      if (pick.kind === 'attack') {
        target = pick.target;
        army = pick.sizing.army;
        troops = pick.sizing.sent;
      } else {
        if (pick.kind === 'too-strong') skipLine(plan, pick.nearest, pick.needed, ask.budget);
        // A camp it can beat that is cooling down: wait for it (or skip its cooldown).
        const later = sizedChoice(scene);
        if (later.kind === 'attack') target = await skipCooldown(client, plan, later.target, state.skips);
        else if (later.kind === 'too-strong') {
          // Recruited only when the spearmen let an attack go (the same choice, with them at home).
          const recruits = plan.sized.recruit ? recruitAmount(scene, state.coins) : 0;
          const sized = plan.sized;
          return short(later.fewest, {
            recruit: recruits > 0 && sizedChoice(withSoldiers(scene, recruits)).kind === 'attack' ? recruits : 0,
            stalled: () => {
              const advice = sizedAdvice(scene, { recruit: sized.recruit, coins: state.coins, main: mainCastle(), target: gameWord(plan.label) });
              return said(attackLines, 'stalledTargets', { ...where(ask.budget), advice });
            },
          });
        }
        if (target) {
          const sized = sizeFor(target, ask);
          if (sized?.kind !== 'attack') target = undefined;
          else {
            army = sized.army;
            troops = sized.sent;
          }
        }
      }
    } else {
      // A target that would repeat a lost attack is left alone; when only such are left, the bot cannot go on.
      const scene = plainScene(inRange);
      const ready = openTargets(scene, plan.troops);
      if (!ready.length && inRange.length) {
        const advice = lossAdvice(scene, losses.mostLost());
        return short(null, { recruit: 0, stalled: () => said(attackLines, 'stalledTargets', { ...where(plan.troops), advice }) });
      }
      target = ready.find((t) => t.cooldownUntil <= ctx.now());
      if (!target && ready[0]) target = await skipCooldown(client, plan, ready[0], state.skips);
    }
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
        army,
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
    trips.left(target, nameOf(plan, target), sent, movement ? { leftAt: ctx.now(), arrivesAt: movement.arrivesAt } : undefined, attackId);
    losses.sent(target, sent);
    const attacksToday = ctx.day.count('attacks');
    note.forget();
    skipsSaid.clear();
    const attack = { target: nameOf(plan, target), count: sent, today: raw(attacksToday) };
    const line = movement
      ? said(attackLines, 'attackingArrives', { ...attack, duration: durationPart(movement.arrivesAt - ctx.now()) })
      : said(attackLines, 'attacking', attack);
    const timeline = {
      phase: 'sent',
      id: attackId,
      target: attackTarget(target, nameOf(plan, target)),
      soldiers: sent,
      arrivesAt: movement?.arrivesAt ?? null,
    } as const;
    working.log(line, { outcome: { kind: 'attack-sent', soldiers: sent }, attack: timeline });
    if (attacksToday % MILESTONE === 0) {
      ctx.notify(said(notificationLines, 'attackReport', { bot: ctx.botName, count: attacksToday, loot: total(lootToday) }));
    }
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
