/**
 * The movements on the wire, in the live shapes (shared/src/game-wire/live-shapes.ts): the movement list
 * `gam` and the movement a sent attack, transport or spy answers with, each with the owners it names.
 * The rows and owner records they carry are live-views.ts'. Choices where the live game's own values are
 * not public are marked "not live" here and listed in README.md.
 */
import { AREA_TYPE, KINGDOM_ID, MOVEMENT_TYPE } from '@shared/game-wire/ids';
import type { AreaRow, LiveMovements, LiveMovementWrapper, LiveOwner } from '@shared/game-wire/live-shapes';
import { ISLE_NPC_OWNER } from '@shared/game-wire/isles-and-ruins';
import type { MovementRecord, PlayerCore } from '../core/players';
import { isleRow, isleSiteById } from './isle-sites';
import { levelFor, npcById } from './npcs';
import { castleRow, commanders, goods, KHAN_HORDE, npcRow, ownerOf, ownerRecord, raiderOwnerId, seconds, soldiers, UNKNOWN_OWNER } from './live-views';

/**
 * One movement as the game lists it (EmpireCore movements/models/movement.py:252-320):
 *   our attack  T 0, D 0, SA our castle, TA the target's map row, GA the army;
 *   its return  T 2 (TRAVEL), D 1, SA the target, TA our castle, A the units, G the loot: the live way
 *               home is a new travel movement (EmpireCore movements/tracked.py:359-365);
 *   transport   T 4 (MARKET), SA and TA our castles, MM the cargo;
 *   a raider    T 11, TA our castle. Not live: raiders have no camp on the local map, so their source
 *               row is the target castle's position under the raider's owner id.
 */
function wrapper(player: PlayerCore, m: MovementRecord, now: number, seed: number): LiveMovementWrapper {
  const PID = player.playerId;
  const castle = player.castles.find((c) => c.id === m.castleId);
  const home: AreaRow = castle ? castleRow(castle, PID) : [AREA_TYPE.CASTLE, 0, 0, m.castleId, PID];
  const timing = {
    PT: seconds(Math.min(now, m.arrivesAt) - m.departedAt),
    TT: seconds(m.arrivesAt - m.departedAt),
    KID: KINGDOM_ID[castle?.kingdom ?? 'green'],
  };
  const lord = m.lordId === null || m.lordId === undefined ? {} : { UM: { L: commanders(player).C!.find((c) => c.ID === m.lordId)! } };
  if (m.landmark) {
    // A landmark's conquest (T 0), its survivors' way home (T 2, D 1) or goods given to it (T 4): landmark-actions.ts.
    const { row, owner } = m.landmark;
    if (m.type === 'return')
      return {
        M: { MID: m.id, T: MOVEMENT_TYPE.TRAVEL, D: 1, ...timing, OID: PID, SID: owner.OID, TID: PID, SA: row, TA: home },
        A: soldiers(m.troops),
        ...lord,
      };
    const out = { OID: PID, SID: PID, TID: owner.OID, SA: home, TA: row };
    if (m.type === 'market')
      return {
        M: { MID: m.id, T: MOVEMENT_TYPE.MARKET, D: 0, ...timing, ...out },
        MM: { C: m.carriages ?? 1, G: goods(m.loot ?? { wood: 0, stone: 0, food: 0 }) },
      };
    return { M: { MID: m.id, T: MOVEMENT_TYPE.ATTACK, D: 0, ...timing, ...out }, GA: { L: [], M: soldiers(m.troops), R: [], RW: [] }, ...lord };
  }
  if (m.type === 'incoming') {
    const raider = raiderOwnerId(m.attacker);
    const source: AreaRow = [AREA_TYPE.DUNGEON, home[1], home[2], -1, 0, 0, timing.KID];
    return {
      M: { MID: m.id, T: MOVEMENT_TYPE.NPC_ATTACK, D: 0, ...timing, OID: raider, SID: raider, TID: PID, SA: source, TA: home },
      GA: { L: [], M: soldiers(m.troops), R: [], RW: [] },
    };
  }
  if (m.type === 'travel') {
    // Troops to another of our castles (`cat`): a travel movement (T 2) on its way out, D 0.
    const to = player.castles.find((c) => c.id === m.toCastleId);
    return {
      M: { MID: m.id, T: MOVEMENT_TYPE.TRAVEL, D: 0, ...timing, OID: PID, SID: PID, TID: PID, SA: home, TA: to ? castleRow(to, PID) : home },
      A: soldiers(m.troops),
      ...lord,
    };
  }
  if ((m.type === 'support' || m.type === 'supportHome') && m.ally) {
    // Support for another player's castle (support.ts): type 1 DEFENCE on its way (D 0); coming home, D 1.
    const theirs = castleRow(m.ally.castle, m.ally.playerId);
    const there = m.type === 'support';
    return {
      M: {
        MID: m.id,
        T: MOVEMENT_TYPE.DEFENCE,
        D: there ? 0 : 1,
        ...timing,
        OID: PID,
        SID: PID,
        TID: there ? m.ally.playerId : PID,
        SA: there ? home : theirs,
        TA: there ? theirs : home,
      },
      A: soldiers(m.troops),
      ...lord,
    };
  }
  if (m.spy) {
    // Spies (spies.ts): type 3 SPY, out (D 0) or home (D 1), their mission in `S` (SpyMapmovementVO, movement.py:227-250).
    const { target, type, accuracy, count, risk } = m.spy;
    const out = m.type === 'spy';
    return {
      M: {
        MID: m.id,
        T: MOVEMENT_TYPE.SPY,
        D: out ? 0 : 1,
        ...timing,
        OID: PID,
        SID: out ? PID : target.owner.OID,
        TID: out ? target.owner.OID : PID,
        SA: out ? home : target.row,
        TA: out ? target.row : home,
      },
      S: { ST: type, SA: Math.round(accuracy), SC: count, SR: risk },
    };
  }
  if (m.type === 'market') {
    const to = player.castles.find((c) => c.id === m.toCastleId);
    const target: AreaRow = to ? castleRow(to, PID) : home;
    return {
      M: { MID: m.id, T: MOVEMENT_TYPE.MARKET, D: 0, ...timing, OID: PID, SID: PID, TID: PID, SA: home, TA: target },
      MM: { C: m.carriages ?? 1, G: goods(m.loot ?? { wood: 0, stone: 0, food: 0 }) },
    };
  }
  const npc = m.targetId === null || m.conquest ? undefined : npcById(seed, player.zone, m.targetId);
  // A conquest's isle (isle-sites.ts) as the map shows it unheld; ours: its row while held is not sent here.
  const isle = m.conquest && m.targetId !== null ? isleSiteById(seed, player.zone, m.targetId) : undefined;
  const owner = npc ? ownerOf(npc) : isle ? ISLE_NPC_OWNER : UNKNOWN_OWNER;
  const target: AreaRow = npc
    ? npcRow(npc, player.victories[npc.id] ?? 0, 0)
    : isle
      ? isleRow(isle, { kind: 'free' }, now)!
      : [AREA_TYPE.DUNGEON, 0, 0, -1, 0, 0, timing.KID];
  if (m.type === 'return') {
    const back: LiveMovementWrapper = {
      M: { MID: m.id, T: MOVEMENT_TYPE.TRAVEL, D: 1, ...timing, OID: PID, SID: owner, TID: PID, SA: target, TA: home },
      A: soldiers(m.troops),
      ...lord,
    };
    if (m.loot) back.G = goods(m.loot);
    return back;
  }
  return {
    M: { MID: m.id, T: MOVEMENT_TYPE.ATTACK, D: 0, ...timing, OID: PID, SID: PID, TID: owner, SA: home, TA: target },
    GA: { L: [], M: soldiers(m.troops), R: [], RW: [] },
    ...lord,
  };
}

/** The owner records the movements name: the player, the NPCs attacked and each raider (the NPCs' names are our own). */
function owners(player: PlayerCore, movements: MovementRecord[], seed: number): LiveOwner[] {
  const records = new Map<number, LiveOwner>([[player.playerId, ownerRecord(player)]]);
  for (const m of movements) {
    if (m.type === 'incoming') {
      const raider = raiderOwnerId(m.attacker);
      records.set(raider, { OID: raider, N: m.attacker ?? 'unknown raider' });
    } else if (m.spy) {
      records.set(m.spy.target.owner.OID, m.spy.target.owner);
    } else if (m.landmark) {
      records.set(m.landmark.owner.OID, m.landmark.owner);
    } else if (m.ally) {
      records.set(m.ally.playerId, { OID: m.ally.playerId, N: m.ally.name, L: m.ally.level, AID: m.ally.allianceId });
    } else if (m.targetId !== null && m.type !== 'market' && !m.conquest) {
      const npc = npcById(seed, player.zone, m.targetId);
      if (npc) records.set(ownerOf(npc), { OID: ownerOf(npc), N: npc.kind, L: levelFor(npc, player.victories[npc.id] ?? 0) });
    }
  }
  return [...records.values()];
}

/**
 * `gam`: every movement of the player, soonest arrival first, and the attacks on the other members of
 * its alliance (EmpireCore state/movements.py:36-58: the client lists attacks on alliance members, by
 * players and by NPCs that are not dungeon owners; their wrappers name the member as `TID`).
 */
export function movementList(player: PlayerCore, now: number, seed: number, allies: PlayerCore[] = []): LiveMovements {
  // Units on their way to another kingdom are in kpi.UT, not among the movements; a support's way home
  // is listed once it sets out.
  const sorted = player.movements
    .filter((m) => m.type !== 'kingdom' && m.type !== 'kingdomGoods' && m.departedAt <= now)
    .sort((a, b) => a.arrivesAt - b.arrivesAt || a.id - b.id);
  const own = sorted.map((m) => wrapper(player, m, now, seed));
  // Only attacks the client announces on members: by the Khan's alliance camp here (robber barons and the
  // other dungeon owners' attacks on members are not: EmpireCore state/announcer.py:185-210).
  const onAllies = allies.flatMap((ally) =>
    ally.movements.filter((m) => m.type === 'incoming' && m.attacker === KHAN_HORDE && m.departedAt <= now && m.arrivesAt > now).map((m) => ({ ally, m })),
  );
  const records = new Map(owners(player, sorted, seed).map((o) => [o.OID, o]));
  for (const { ally, m } of onAllies) for (const o of owners(ally, [m], seed)) records.set(o.OID, o);
  return { M: [...own, ...onAllies.map(({ ally, m }) => wrapper(ally, m, now, seed))], O: [...records.values()] };
}

/** One movement wrapper with the owners it names (the `cra` reply's `AAM`, the `crm` reply's `A`). */
export function sentMovement(player: PlayerCore, m: MovementRecord, now: number, seed: number): { movement: LiveMovementWrapper; owners: LiveOwner[] } {
  return { movement: wrapper(player, m, now, seed), owners: owners(player, [m], seed) };
}
