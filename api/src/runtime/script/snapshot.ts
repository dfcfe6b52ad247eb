/**
 * What a script's step sees, read from the game just before it with the commands the templates read
 * with: the castles (`dcl`), the movements (`gam`), the map around the main castle (`gaa`, kept a minute:
 * map-around.ts), the running events (`sei`, pushed at login, asked again every few minutes) and the tax
 * collector (`txi`, kept a minute). The snapshot is plain data for the sandbox; the readings behind it
 * stay here for the intents (the ledger's reading mark, the castles' details, the map's rows).
 */
import { KINGDOM_BY_ID, KINGDOM_ID } from '@shared/game-wire/ids';
import { readEvents, readState, readTax, type Castle, type PlayerState, type TaxState } from '@shared/game-wire/live-data';
import { readMovements, type Movement } from '@shared/game-wire/live-movements';
import type { MapTarget } from '@shared/game-wire/live-map';
import { MAP_KINDS, type ScriptCastle, type ScriptSnapshot } from '@shared/scripts/api';
import type { GameClient } from '../game/client';
import type { Reading } from '../reservations/ledger';
import { EVENT_RECHECK_MS } from '../actions/event-watch';
import type { MapAround } from '../actions/map-around';
import type { BehaviourContext } from '../actions/context';

const TAX_KEEP_MS = 60_000;

export type Readings = { state: PlayerState; main: Castle | null; movements: Movement[]; targets: MapTarget[]; readAt: Reading };

function castleOf(c: Castle): ScriptCastle {
  return {
    id: c.id,
    name: c.name,
    kingdom: c.kingdom,
    x: c.x,
    y: c.y,
    soldiers: c.details?.troops ?? null,
    resources: c.details ? { ...c.details.resources } : null,
  };
}

export type SnapshotReader = { read(client: GameClient): Promise<{ snapshot: ScriptSnapshot; readings: Readings }> };

export function snapshotReader(ctx: BehaviourContext, map: MapAround): SnapshotReader {
  let tax: { readAt: number; value: TaxState | null } | null = null;
  return {
    async read(client) {
      // Bots of one account share its castles: what this reading shows may already be booked by another.
      const readAt = ctx.ledger.mark();
      await client.send('dcl', { CD: 1 });
      const state = readState(client.known, ctx.now(), client.receivedAt);
      const movements = readMovements(await client.send('gam', {}), state.playerId, ctx.now());
      const main = state.castles.find((c) => c.kingdomId === KINGDOM_ID.green) ?? null;
      const targets = main ? await map.targets(client, main) : [];
      if (ctx.now() - (client.receivedAt.sei ?? 0) > ctx.interval(EVENT_RECHECK_MS)) await client.send('sei', {});
      if (!tax || ctx.now() - tax.readAt > ctx.interval(TAX_KEEP_MS)) tax = { readAt: ctx.now(), value: readTax(await client.send('txi', {}), ctx.now()) };
      const now = ctx.now();
      const snapshot: ScriptSnapshot = {
        now,
        player: { name: state.name, level: state.level, coins: state.coins, rubies: state.rubies },
        castle: main ? castleOf(main) : null,
        castles: state.castles.map(castleOf),
        movements: movements.map((m) => ({
          id: m.id,
          kind: m.type,
          castleId: m.castleId,
          target: m.target ? { x: m.target.x, y: m.target.y, areaType: m.target.areaType } : null,
          soldiers: m.troops,
          arrivesAt: m.arrivesAt,
          loot: m.loot,
          attacker: m.attacker,
        })),
        map: main
          ? targets
              .map((t) => ({
                x: t.x,
                y: t.y,
                kingdom: KINGDOM_BY_ID.get(t.kingdomId) ?? 'green',
                kind: MAP_KINDS[t.areaType] ?? 'other',
                areaType: t.areaType,
                level: t.level,
                readyAt: Number.isFinite(t.cooldownUntil) ? Math.max(0, t.cooldownUntil) : now + 3_600_000,
                ready: t.cooldownUntil <= now,
                distance: Math.round(Math.hypot(t.x - main.x, t.y - main.y) * 10) / 10,
              }))
              .sort((a, b) => a.distance - b.distance)
          : [],
        events: readEvents(client.known.sei, now, client.receivedAt.sei),
        skips: state.skips,
        tax: tax.value ? { state: tax.value.state, readyAt: tax.value.until } : null,
      };
      return { snapshot, readings: { state, main, movements, targets, readAt } };
    },
  };
}
