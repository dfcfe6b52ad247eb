/**
 * Castle Defence: the defence no public bot has. When an attack on one of the player's castles is
 * announced (`gam`, pushed or polled: EmpireCore movements/models/movement.py:111-321), it
 *   1. refills the wall, moat and keep tool slots the player set up, from the castle's stock (`dfc` to read,
 *      `dfw`/`dfm`/`dfk` to set: EmpireCore defense/models.py:39-356; the GGE-BOT fork's khanDefence.js
 *      sends the same three commands). Which tool fits which slot is in the game's data tables, which no
 *      public client reads at run time, so only slots the player filled are refilled, with the same tool;
 *   2. compares the attack's announced strength (its visible army, else the game's estimate `GS`) with the
 *      soldiers at home. Tools are not counted: their worth is not public, so the comparison errs safe;
 *   3. when the castle cannot hold, recalls its own attacks still within the game's 600 s (`mcm`) if, home
 *      before the attack lands, they make it hold; else sends its soldiers to the nearest other castle of the
 *      player in the same kingdom (`cat`: EmpireCore movements/models/support.py:125-226) so they are not
 *      lost, or, with none there, to the castle of a player the settings name (`wsp`, `cds`), and alerts the
 *      player; with nowhere to go, it alerts the player that it cannot save them.
 * Every decision is written to the console with its reason, and each attack is reported to the player.
 */
import { KINGDOM_ID } from '@shared/game-wire/ids';
import { encodeJsonText } from '@shared/game-wire/login';
import { readDefence, readState, type Castle, type DefenceReading } from '@shared/game-wire/live-data';
import { readMovements, type Movement } from '@shared/game-wire/live-movements';
import type { UnitCount } from '@shared/game-wire/live-shapes';
import type { LineMessage, LineParam } from '@shared/console';
import { defenceLines } from '@shared/bot-lines/defence.messages';
import { notificationLines } from '@shared/notifications.messages';
import { phrase, said, type Said } from '@shared/i18n/said';
import type { LineNote } from '../types';
import { GameError, type GameClient } from '../game/client';
import { durationPart, soldiersPart, timeOfDay } from '../words/format';
import { listPart } from '@shared/bot-lines/list-part';
import type { BehaviourFactory } from '../actions/context';
import { hasTools, mergeLayout, PARTS, refillSlots, toolName, type Layout } from './defence-slots';

/** An attack may be recalled this long after it left (game ms: the client's MAX_FALLBACK_TIME, 600 s). */
const RECALL_WITHIN_MS = 600_000;

export const castleDefence: BehaviourFactory<'castle-defence'> = (ctx) => {
  let playerId: number | null = null;
  const layouts = new Map<number, Layout>();
  /** Attacks seen, by movement id: what was decided, so each is handled and reported once. */
  const seen = new Map<number, { castle: string; castleId: number; attacker: LineParam; troops: number; arrivesAt: number }>();
  /** Castles whose tools were used by an attack that landed: refilled on the next step. */
  const toRefill = new Set<number>();
  let pushedSinceStep = false;

  const margin = () => Math.max(1, ctx.settings.holdMarginPercent || 100);
  const refillOn = () => ctx.settings.refillTools === 'yes';
  const evacuateOn = () => ctx.settings.evacuate === 'yes';
  const recallOn = () => ctx.settings.recallArmies === 'yes';

  ctx.onPush((frame) => {
    if (frame.command === 'gam' && frame.result === 0) pushedSinceStep = true;
  });

  async function readCastleDefence(client: GameClient, castle: Castle): Promise<DefenceReading> {
    const reading = readDefence(await client.send('dfc', { CX: castle.x, CY: castle.y, AID: castle.id, KID: -1 }));
    layouts.set(castle.id, mergeLayout(layouts.get(castle.id), reading));
    return reading;
  }

  /** Tops up the castle's tool slots to the player's layout from stock; returns what went where, for the console. */
  async function refill(client: GameClient, castle: Castle, reading: DefenceReading): Promise<LineParam | null> {
    const layout = layouts.get(castle.id);
    if (!layout) return null;
    const stock = new Map(reading.stock);
    const done: LineMessage[] = [];
    for (const part of PARTS) {
      const added = new Map<number, number>();
      const next = part.sections.map((section) => {
        const result = refillSlots(section.slots(layout), section.slots(reading), stock);
        for (const [wod, n] of result.added) added.set(wod, (added.get(wod) ?? 0) + n);
        return result.slots;
      });
      if (added.size === 0) continue;
      const at = { CX: castle.x, CY: castle.y, AID: castle.id };
      if (part.name === 'wall') {
        const [L, M, R] = next as [UnitCount[], UnitCount[], UnitCount[]];
        await client.send('dfw', { ...at, L: { S: L, ...reading.wallUnits.L }, M: { S: M, ...reading.wallUnits.M }, R: { S: R, ...reading.wallUnits.R } });
      } else if (part.name === 'moat') {
        const [LS, MS, RS] = next as [UnitCount[], UnitCount[], UnitCount[]];
        await client.send('dfm', { ...at, LS, MS, RS });
      } else {
        await client.send('dfk', { ...at, MAUCT: reading.keepSettings.MAUCT, UC: reading.keepSettings.UC, S: next[0]!, STS: reading.keepSupport });
      }
      // Counts as the game writes them (no separators); tool names in the game's English.
      const tools = [...added].map(([wod, n]) => phrase(defenceLines, 'tools', { amount: String(n), tool: toolName(wod) }));
      done.push(phrase(defenceLines, part.name, { tools: listPart(tools, 'listComma') }));
    }
    return done.length > 0 ? listPart(done, 'listSemicolon') : null;
  }

  /**
   * Recalls the castle's own armies on their way out (`mcm`) when, with them home before the attack lands,
   * the castle holds: an attack may be recalled within 600 s of leaving (EmpireCore
   * movements/models/movement.py:426-510, the client's MAX_FALLBACK_TIME; game time, which the local
   * game server runs faster) and is home after as long as it was out. Null when that would not do.
   */
  async function recall(
    client: GameClient,
    castle: Castle,
    movements: Movement[],
    needed: number,
    lands: number,
    timeScale: number,
  ): Promise<LineMessage | null> {
    const garrison = castle.details?.troops ?? 0;
    const now = ctx.now();
    const back = movements
      .filter(
        (m) =>
          m.type === 'attack' &&
          m.castleId === castle.id &&
          m.departedAt !== undefined &&
          now - m.departedAt <= RECALL_WITHIN_MS / timeScale &&
          2 * now - m.departedAt! < lands,
      )
      .sort((a, b) => b.troops - a.troops);
    const chosen: Movement[] = [];
    let total = garrison;
    for (const m of back) {
      if (total * 100 >= needed) break;
      chosen.push(m);
      total += m.troops;
    }
    if (chosen.length === 0 || total * 100 < needed) return null;
    let recalled = 0;
    let home = now;
    for (const m of chosen) {
      try {
        await client.send('mcm', { MID: m.id });
      } catch (err) {
        if (err instanceof GameError) return null;
        throw err;
      }
      recalled += m.troops;
      home = Math.max(home, 2 * now - m.departedAt!);
    }
    return phrase(defenceLines, 'recalled', { soldiers: soldiersPart(recalled), time: timeOfDay(home), total: String(total), count: chosen.length });
  }

  /** Sends the castle's soldiers to the nearest other castle of the player in its kingdom (`cat`). */
  async function evacuate(client: GameClient, castle: Castle, castles: Castle[], movements: Movement[], readAt: number): Promise<LineMessage | null> {
    const others = castles
      .filter((c) => c.kingdomId === castle.kingdomId && c.id !== castle.id)
      .sort((a, b) => Math.hypot(a.x - castle.x, a.y - castle.y) - Math.hypot(b.x - castle.x, b.y - castle.y));
    const refuge = others[0];
    if (!refuge || !castle.details || castle.details.troops <= 0) return null;
    const army = await wholeArmy(client, castle, movements, readAt);
    if (!army) return null;
    try {
      await client.send('cat', {
        SX: castle.x,
        SY: castle.y,
        TX: refuge.x,
        TY: refuge.y,
        KID: castle.kingdomId,
        LID: army.lord,
        WT: 0,
        HBW: -1,
        BPC: 0,
        PTT: 0,
        SD: 0,
        A: army.units,
      });
      ctx.ledger.spend(army.claim);
    } catch (err) {
      ctx.ledger.release(army.claim);
      throw err;
    }
    return phrase(defenceLines, 'evacuated', { count: army.soldiers, castle: refuge.name });
  }

  /** Every soldier of the castle, booked in the ledger with a free commander to lead them; null when either is missing. */
  async function wholeArmy(client: GameClient, castle: Castle, movements: Movement[], readAt: number) {
    if (!castle.details || castle.details.troops <= 0) return null;
    const state = readState(client.known, ctx.now(), client.receivedAt);
    const lords = state.commanders ?? readState({ ...client.known, gli: await client.send('gli', {}) }, ctx.now()).commanders ?? [];
    const busy = new Set(movements.flatMap((m) => (m.lordId === null ? [] : [m.lordId])));
    const lord = lords.find((id) => !busy.has(id) && !ctx.ledger.taken(ctx.botId, `lord:${id}`, readAt));
    if (lord === undefined) return null;
    const claim = ctx.ledger.claimAll(ctx.botId, castle.id, 'troops', castle.details.troops, readAt, [`lord:${lord}`]);
    if (!claim) return null;
    // The largest stacks first, as many as the claim covers.
    const units: UnitCount[] = [];
    let left = claim.amounts.troops ?? 0;
    for (const [wod, n] of [...castle.details.soldiers].sort((a, b) => b[1] - a[1])) {
      if (left <= 0) break;
      units.push([wod, Math.min(n, left)]);
      left -= Math.min(n, left);
    }
    return { lord, claim, units, soldiers: units.reduce((sum, [, n]) => sum + n, 0) };
  }

  /**
   * With no castle of its own to go to: the soldiers stand in the main castle of the player the settings
   * name until after the attack, as the GGE-BOT fork's stationOnHit.js sends them: the player found with
   * `wsp {PN}` (EmpireCore player/models/info.py:243-300), then `cds` there (support: EmpireCore
   * movements/models/support.py:27-123; no `KID`, so only from a castle in the Great Empire).
   */
  async function stationWithAlly(
    client: GameClient,
    castle: Castle,
    movements: Movement[],
    readAt: number,
    lands: number,
    timeScale: number,
  ): Promise<LineMessage | null> {
    const name = ctx.settings.refugePlayer.trim();
    if (!name || castle.kingdomId !== KINGDOM_ID.green) return null;
    let at: { x: number; y: number; name: LineParam };
    try {
      const found = await client.send('wsp', { PN: encodeJsonText(name) });
      if (typeof found.X !== 'number' || typeof found.Y !== 'number') return null;
      const row = (found.gaa?.AI ?? []).find((r) => r[1] === found.X && r[2] === found.Y);
      at = { x: found.X, y: found.Y, name: typeof row?.[10] === 'string' ? row[10] : phrase(defenceLines, 'playerCastle', { name }) };
    } catch (err) {
      if (!(err instanceof GameError)) throw err;
      ctx.log(said(defenceLines, 'noPlayer', { name, reason: err.reason }), { level: 'warning' });
      return null;
    }
    const army = await wholeArmy(client, castle, movements, readAt);
    if (!army) return null;
    // Until an hour of game time after the attack lands (the game allows 1 to 12 hours).
    const hours = Math.min(12, Math.max(1, Math.ceil(((lands - ctx.now()) * timeScale) / 3_600_000) + 1));
    try {
      await client.send('cds', { SID: castle.id, TX: at.x, TY: at.y, LID: army.lord, WT: hours, HBW: -1, BPC: 0, PTT: 0, SD: 0, A: army.units });
      ctx.ledger.spend(army.claim);
    } catch (err) {
      ctx.ledger.release(army.claim);
      if (!(err instanceof GameError)) throw err;
      ctx.log(said(defenceLines, 'allyRefused', { castle: at.name, reason: err.reason }), { level: 'warning' });
      return null;
    }
    return phrase(defenceLines, 'stationed', { soldiers: soldiersPart(army.soldiers), castle: at.name, player: name, count: hours });
  }

  return {
    async step() {
      const client = ctx.client();
      const first = playerId === null;
      const readAt = ctx.ledger.mark();
      // Movements first, then the castles: an attack the list no longer shows has landed before the
      // castles are read, so the soldiers reported at home are the ones after it.
      playerId ??= readState(client.known, ctx.now(), client.receivedAt).playerId;
      pushedSinceStep = false;
      const movements = readMovements(await client.send('gam', {}), playerId, ctx.now());
      await client.send('dcl', { CD: 1 });
      const state = readState(client.known, ctx.now(), client.receivedAt);
      const castles = state.castles.filter((c) => c.details);
      if (first) ctx.log(said(defenceLines, 'defending', { castles: castles.map((c) => c.name).join(', ') }));
      // The player's layouts as set up now (what the refills restore): one castle's per step, so the
      // account's other bots are not kept waiting behind a burst of reads.
      const unread = castles.find((c) => !layouts.has(c.id));
      if (unread) {
        await readCastleDefence(client, unread);
        if (castles.every((c) => layouts.has(c.id))) {
          const placed = castles.filter((c) => hasTools(layouts.get(c.id)!));
          ctx.log(placed.length > 0 ? said(defenceLines, 'layouts', { castles: placed.map((c) => c.name).join(', ') }) : said(defenceLines, 'noTools'));
        }
      }
      const incoming = movements.filter((m) => m.type === 'incoming');

      // Attacks that have landed since the last look: say so, and refill that castle's tools.
      const current = new Set(incoming.map((m) => m.id));
      for (const [id, attack] of seen) {
        if (current.has(id)) continue;
        seen.delete(id);
        const castle = state.castles.find((c) => c.id === attack.castleId);
        const landed = { attacker: attack.attacker, castle: attack.castle };
        ctx.log(castle?.details ? said(defenceLines, 'landedHome', { ...landed, count: castle.details.troops }) : said(defenceLines, 'landed', landed));
        toRefill.add(attack.castleId);
      }

      // New attacks, one castle at a time (all attacks on a castle count together).
      const fresh = incoming.filter((m) => !seen.has(m.id));
      for (const castleId of new Set(fresh.map((m) => m.castleId))) {
        const castle = castles.find((c) => c.id === castleId);
        if (!castle?.details) continue;
        const attacks = incoming.filter((m) => m.castleId === castleId);
        const met = { kind: 'incoming-attack', count: fresh.filter((m) => m.castleId === castleId).length } as const;
        const unknown = phrase(defenceLines, 'unknownAttacker');
        for (const m of attacks) seen.set(m.id, { castle: castle.name, castleId, attacker: m.attacker ?? unknown, troops: m.troops, arrivesAt: m.arrivesAt });
        const attackers = attacks.reduce((sum, m) => sum + m.troops, 0);
        const lands = Math.min(...attacks.map((m) => m.arrivesAt));
        // One alert per castle: named by the attack that lands first (the API escalates it as it nears).
        const first = attacks.find((m) => m.arrivesAt === lands)!;
        const names = [...new Set(attacks.map((m) => m.attacker))];
        // The alert's facts name them in English (the API's record of the attack); the line, each reader's way.
        const facts = {
          id: String(first.id),
          castle: castle.name,
          detectedAt: ctx.now(),
          arrivesAt: lands,
          attacker: names.map((a) => a ?? 'an unknown attacker').join(', '),
          troops: attackers,
        };
        const garrison = castle.details.troops;
        const who = listPart(
          names.map((a) => a ?? unknown),
          'listComma',
        );
        const attack = phrase(defenceLines, 'attack', {
          count: attackers,
          who,
          castle: castle.name,
          time: timeOfDay(lands),
          duration: durationPart(lands - ctx.now()),
        });
        /** The decision, in the console and (the bot's name first) to the player, who reads it in their language. */
        const decide = (line: Said, note: LineNote) => {
          ctx.log(line, note);
          ctx.notify(said(notificationLines, 'botSays', { bot: ctx.botName, line: line.message }), 'attack', facts);
        };

        const refilled = refillOn() ? await refill(client, castle, await readCastleDefence(client, castle)) : null;
        const tools = refilled ? phrase(defenceLines, 'toolsRefilled', { refilled }) : '';
        if (castle.details.troops * 100 >= attackers * margin()) {
          decide(said(defenceLines, 'holds', { attack, count: garrison, tools }), { level: 'warning', actions: refilled ? 1 : 0, outcome: met });
          continue;
        }
        const why =
          margin() === 100
            ? phrase(defenceLines, 'cannotHold', { count: garrison })
            : phrase(defenceLines, 'cannotHoldMargin', { count: garrison, margin: String(margin()) });
        const recalled = recallOn() ? await recall(client, castle, movements, attackers * margin(), lands, state.timeScale) : null;
        if (recalled) {
          decide(said(defenceLines, 'recalledIn', { attack, why, recalled, tools }), { level: 'warning', actions: 1, outcome: met });
          continue;
        }
        const saved = evacuateOn()
          ? ((await evacuate(client, castle, state.castles, movements, readAt)) ??
            (await stationWithAlly(client, castle, movements, readAt, lands, state.timeScale)))
          : null;
        const nowhere = phrase(defenceLines, !evacuateOn() ? 'sendingOff' : castle.kingdomId === KINGDOM_ID.green ? 'noRefugeEmpire' : 'noRefugeKingdom');
        const line = saved ? said(defenceLines, 'savedIn', { attack, why, saved, tools }) : said(defenceLines, 'lostIn', { attack, why, nowhere, tools });
        decide(line, { level: saved ? 'warning' : 'error', actions: saved ? 1 : 0, outcome: met });
      }

      // Tools used by an attack that landed: restored at once, so the next attack (one may be on its way
      // already) meets them.
      for (const castleId of toRefill) {
        const castle = castles.find((c) => c.id === castleId);
        toRefill.delete(castleId);
        if (!castle || !refillOn()) continue;
        const refilled = await refill(client, castle, await readCastleDefence(client, castle));
        if (refilled) ctx.log(said(defenceLines, 'refilledAfter', { castle: castle.name, refilled }), { actions: 1 });
      }
      // The next look: at once when the game pushed a movement change meanwhile, else the check interval.
      return pushedSinceStep ? 0 : ctx.settings.checkEverySeconds * 1000;
    },
  };
};
