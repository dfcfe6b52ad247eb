/**
 * A game account's live map (shared/src/account-map.ts), kept by its session from what the game already
 * told its bots: each map rectangle a bot read (`gaa`), the movement list (`gam`, asked or pushed), an
 * attack's answer (`cra`, its army's way out) and the castles of the login. It sends nothing to the game
 * (the game bans accounts that read too much of the map: docs/game.md). The bots add what only they know,
 * whether they can beat a target (`judge`). A change is told at most once per `everyMs`.
 */
import {
  mapKindOf,
  mapTargetId,
  MAP_EVERY_MS,
  MAP_MAX_ARMIES,
  MAP_MAX_TARGETS,
  type AccountMap,
  type MapArmy,
  type MapCastle,
  type MapPoint,
  type MapTarget,
  type MapVerdict,
} from '@shared/account-map';
import { readMapTargets } from '@shared/game-wire/live-map';
import { readMovements, readSentMovement, type Movement } from '@shared/game-wire/live-movements';
import { readState } from '@shared/game-wire/live-data';
import { RESULT, type ReplyFrame } from '@shared/game-wire/protocol';

/** An army that arrived this long ago and was not heard of since is no longer drawn (its return shows in the next `gam`). */
const ARRIVED_KEEP_MS = 60_000;

/** What a bot judged of a target: beatable with the army at home, too strong (and what it would take), or lost to. */
export type Judgement = { kingdomId: number; x: number; y: number; verdict: Exclude<MapVerdict, 'unknown'>; needed?: number | null };

/** Where the game's data lives for the map: the client's known sections (castles, player id). */
type Known = { known: Record<string, unknown>; receivedAt: Record<string, number> };

export class MapWatch {
  private readonly targets = new Map<string, MapTarget>();
  private readonly verdicts = new Map<string, Pick<MapTarget, 'verdict' | 'needed'>>();
  private armies = new Map<number, MapArmy>();
  private castles: MapCastle[] = [];
  private playerId: number | null = null;
  private readAt = 0;
  private updatedAt = 0;
  private sentAt = -Infinity;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  /** The connection whose login data names the castles (the newest login). */
  private source: Known | null = null;

  constructor(
    private readonly accountId: string,
    private readonly publish: (map: AccountMap) => void,
    private readonly now: () => number = Date.now,
    private readonly everyMs = MAP_EVERY_MS,
  ) {}

  /** A reply of the account's connection (with the request it answers): the map learns from the ones that say where things are. */
  heard(reply: ReplyFrame, client: Known, request?: unknown): void {
    if (this.closed || reply.result !== RESULT.OK) return;
    try {
      if (reply.command === 'gaa') this.area(reply.payload, request);
      else if (reply.command === 'gam') this.movements(reply.payload, client);
      else if (reply.command === 'cra') this.sent(reply.payload, client);
      else return;
    } catch {
      // A reply the readers cannot read is the bots' business (they say so); the map keeps what it had.
      return;
    }
    this.changed();
  }

  /** A new login: its castles are drawn from its login data. */
  loggedIn(client: Known): void {
    this.source = client;
    this.changed();
  }

  /** What a bot judged of targets it looked at. */
  judge(judgements: readonly Judgement[]): void {
    let changed = false;
    for (const j of judgements) {
      const id = mapTargetId(j.kingdomId, j.x, j.y);
      const was = this.verdicts.get(id);
      const needed = j.verdict === 'tooStrong' ? (j.needed ?? null) : undefined;
      if (was?.verdict === j.verdict && was.needed === needed) continue;
      const verdict = { verdict: j.verdict, ...(needed !== undefined && { needed }) };
      this.verdicts.set(id, verdict);
      const target = this.targets.get(id);
      if (target) this.targets.set(id, { ...withoutVerdict(target), ...verdict });
      changed = true;
    }
    if (changed) this.changed();
  }

  /** The map as it stands. */
  snapshot(): AccountMap {
    const now = this.now();
    const armies = [...this.armies.values()].filter((a) => a.arrivesAt > now - ARRIVED_KEEP_MS).slice(0, MAP_MAX_ARMIES);
    return {
      accountId: this.accountId,
      readAt: this.readAt,
      updatedAt: this.updatedAt,
      castles: this.castles,
      targets: [...this.targets.values()].slice(0, MAP_MAX_TARGETS),
      armies,
    };
  }

  /** The session ended: nothing more is told (the last map told stays for the readers). */
  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private changed(): void {
    this.updatedAt = this.now();
    if (this.timer) return;
    const wait = Math.max(0, this.sentAt + this.everyMs - this.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.closed) return;
      this.sentAt = this.now();
      if (this.source) this.tryCastles(this.source);
      this.publish(this.snapshot());
    }, wait);
    this.timer.unref?.();
  }

  /**
   * A rectangle read: its targets replace the ones it covers (a camp gone from it is gone). The rectangle is
   * the one asked (`gaa`'s KID, AX1…AY2, EmpireCore map/models/areas.py); without it, the span of what came.
   */
  private area(gaa: unknown, request: unknown): void {
    const now = this.now();
    const read = readMapTargets(gaa, now);
    const asked = request as { KID?: unknown; AX1?: unknown; AY1?: unknown; AX2?: unknown; AY2?: unknown } | undefined;
    const bounds = [asked?.AX1, asked?.AX2, asked?.AY1, asked?.AY2];
    if (!read.length && !bounds.every((n) => typeof n === 'number')) return;
    const kingdomId = typeof asked?.KID === 'number' ? asked.KID : read[0]!.kingdomId;
    const [x1, x2, y1, y2]: number[] = bounds.every((n) => typeof n === 'number')
      ? (bounds as number[])
      : [Math.min(...read.map((t) => t.x)), Math.max(...read.map((t) => t.x)), Math.min(...read.map((t) => t.y)), Math.max(...read.map((t) => t.y))];
    for (const [id, t] of this.targets) if (t.kingdomId === kingdomId && t.x >= x1! && t.x <= x2! && t.y >= y1! && t.y <= y2!) this.targets.delete(id);
    for (const t of read) {
      const id = mapTargetId(t.kingdomId, t.x, t.y);
      const verdict = this.verdicts.get(id) ?? { verdict: 'unknown' as const };
      this.targets.set(id, {
        id,
        kingdomId: t.kingdomId,
        x: t.x,
        y: t.y,
        kind: mapKindOf(t.areaType),
        level: t.level,
        cooldownUntil: Number.isFinite(t.cooldownUntil) && t.cooldownUntil > now ? t.cooldownUntil : 0,
        ...verdict,
      });
    }
    this.readAt = now;
  }

  /** The whole movement list: it replaces the armies known. */
  private movements(gam: unknown, client: Known): void {
    const playerId = this.player(client);
    if (playerId === null) return;
    const next = new Map<number, MapArmy>();
    for (const m of readMovements(gam, playerId, this.now())) {
      const army = this.armyOf(m);
      if (army) next.set(army.id, army);
    }
    this.armies = next;
  }

  /** Our army on its way out, from the attack's answer. */
  private sent(cra: unknown, client: Known): void {
    const playerId = this.player(client);
    const wrapper = (cra as { AAM?: unknown } | null)?.AAM;
    if (playerId === null || wrapper === undefined) return;
    const movement = readSentMovement(wrapper, playerId, this.now());
    const army = movement && this.armyOf(movement);
    if (army) this.armies.set(army.id, army);
  }

  private armyOf(m: Movement): MapArmy | null {
    const castle = this.castles.find((c) => c.id === m.castleId);
    const home: MapPoint | null = m.type === 'ally' && m.ally ? { x: m.ally.x, y: m.ally.y } : castle ? { x: castle.x, y: castle.y } : null;
    if (!home || !m.target) return null;
    const there = { x: m.target.x, y: m.target.y };
    const outward = m.type === 'attack' || m.type === 'support' || m.type === 'transport' || m.type === 'travel';
    const kingdomId = castle?.kingdomId ?? this.castles[0]?.kingdomId ?? 0;
    const targetId = mapTargetId(kingdomId, there.x, there.y);
    return {
      id: m.id,
      kind: m.type,
      kingdomId,
      from: outward ? home : there,
      to: outward ? there : home,
      departedAt: m.departedAt ?? null,
      arrivesAt: m.arrivesAt,
      troops: m.troops,
      ...((m.type === 'incoming' || m.type === 'ally') && { attacker: m.attacker }),
      ...(this.targets.has(targetId) && { targetId }),
    };
  }

  private player(client: Known): number | null {
    if (this.playerId === null || !this.castles.length) this.tryCastles(client);
    return this.playerId;
  }

  /** The castles from the login data, when it holds them (a login still under way may not yet). */
  private tryCastles(client: Known): void {
    try {
      this.learnCastles(client);
    } catch {
      // Not yet: the next change reads them again.
    }
  }

  private learnCastles(client: Known): void {
    const state = readState(client.known, this.now(), client.receivedAt);
    this.playerId = state.playerId;
    this.castles = state.castles.map((c) => ({ id: c.id, name: c.name, kingdomId: c.kingdomId, x: c.x, y: c.y }));
  }
}

function withoutVerdict(target: MapTarget): Omit<MapTarget, 'verdict' | 'needed'> {
  const { verdict: _verdict, needed: _needed, ...rest } = target;
  return rest;
}
