/**
 * What the map says, apart from the drawing: the kingdoms it spans, what stands in one, where an army is
 * at a moment, countdowns in words, and the rows of the list that gives every reader the same facts.
 * Words and numbers are the page's language; `t` and `locale` are there for tests.
 */
import { intlLocale } from '@shared/i18n/intl';
import type { AccountMap, MapArmy, MapCastle, MapPoint, MapTarget } from '@shared/account-map';
import { messagesNow, pageLocale } from '../../lib/i18n';
import { mapMessages } from './map.messages';

type Words = typeof mapMessages.base;
const words = (): Words => messagesNow(mapMessages);

/** The kingdoms by id (shared/src/game-wire/ids.ts KINGDOM_ID), in the game's order. */
const KINGDOM_WORDS = {
  0: 'greatEmpire',
  2: 'everwinterGlacier',
  1: 'burningSands',
  3: 'firePeaks',
  4: 'stormIslands',
  10: 'berimond',
} as const satisfies Record<number, keyof Words>;
const KINGDOM_ORDER = [0, 2, 1, 3, 4, 10];

export function kingdomName(id: number, t: Words = words()): string {
  const key = KINGDOM_WORDS[id as keyof typeof KINGDOM_WORDS];
  return key ? t[key] : t.kingdomNumber({ id: String(id) });
}

/** The kingdoms anything on the map stands or moves in, in the game's order (unknown ids last, by number). */
export function kingdomsOf(map: AccountMap): number[] {
  const ids = new Set<number>();
  for (const list of [map.castles, map.targets, map.armies]) for (const item of list) ids.add(item.kingdomId);
  const rank = (id: number) => (KINGDOM_ORDER.includes(id) ? KINGDOM_ORDER.indexOf(id) : KINGDOM_ORDER.length + id);
  return [...ids].sort((a, b) => rank(a) - rank(b));
}

export type Shown = { castles: MapCastle[]; targets: MapTarget[]; armies: MapArmy[] };

export function shownIn(map: AccountMap, kingdomId: number): Shown {
  const here = <T extends { kingdomId: number }>(list: T[]) => list.filter((item) => item.kingdomId === kingdomId);
  return { castles: here(map.castles), targets: here(map.targets), armies: here(map.armies) };
}

/** Every point the view must hold: castles, targets and both ends of each army's way. */
export function pointsOf(shown: Shown): MapPoint[] {
  return [...shown.castles, ...shown.targets, ...shown.armies.flatMap((a) => [a.from, a.to])];
}

/** A kingdom's robber baron castles are its towers outside the Great Empire (the game's kingdom_dungeon_castleName_<kingdom>). */
const BARON_BY_KINGDOM = { 1: 'desertTower', 2: 'barbarianTower', 3: 'cultistsTower' } as const satisfies Record<number, keyof Words>;

/** A target's kind as the game names it in its kingdom. */
export function targetName(target: Pick<MapTarget, 'kind' | 'kingdomId'>, t: Words = words()): string {
  if (target.kind === 'baron') return t[BARON_BY_KINGDOM[target.kingdomId as keyof typeof BARON_BY_KINGDOM] ?? 'baron'];
  return t[target.kind];
}

export const positionOf = (p: MapPoint): string => `${p.x}:${p.y}`;

/** Numbers as the page's language writes them, Arabic with Latin digits as the rest of the site writes them. */
const number = (n: number, locale: string) => n.toLocaleString(intlLocale(locale));

/** A time left in words, to the second under an hour: "45 s", "3 min 20 s", "2 h 5 min", "3 d 4 h". */
export function timeLeft(ms: number, t: Words = words(), locale: string = pageLocale): string {
  const n = (v: number) => number(v, locale);
  const s = Math.max(0, Math.ceil(ms / 1000));
  if (s < 60) return t.seconds({ s: n(s) });
  if (s < 3600) return t.minutesSeconds({ m: n(Math.floor(s / 60)), s: n(s % 60) });
  const m = Math.floor(s / 60);
  if (m < 24 * 60) return t.hoursMinutes({ h: n(Math.floor(m / 60)), m: n(m % 60) });
  const h = Math.floor(m / 60);
  return t.daysHours({ d: n(Math.floor(h / 24)), h: n(h % 24) });
}

export const isReady = (target: MapTarget, now: number): boolean => target.cooldownUntil <= now;

function cooldownText(target: MapTarget, now: number, t: Words = words(), locale: string = pageLocale): string {
  return isReady(target, now) ? t.ready : t.readyIn({ time: timeLeft(target.cooldownUntil - now, t, locale) });
}

export function verdictText(target: MapTarget, t: Words = words()): string {
  if (target.verdict === 'tooStrong' && typeof target.needed === 'number') return t.needs(target.needed);
  return t[target.verdict];
}

/** A picked target in one line: "Fortress · level 12 · 310:300 · ready in 1 min 30 s · Too strong". */
export function targetSummary(target: MapTarget, now: number, t: Words = words(), locale: string = pageLocale): string {
  const level = target.level === null ? [] : [t.levelOf({ level: number(target.level, locale) })];
  return [targetName(target, t), ...level, positionOf(target), cooldownText(target, now, t, locale), verdictText(target, t)].join(' · ');
}

/** What the map writes under a target when zoomed in: its level, and the time left while it cools down ("12 · 3 min 20 s"). */
export function targetCaption(target: MapTarget, now: number, t: Words = words(), locale: string = pageLocale): string {
  const level = target.level === null ? [] : [number(target.level, locale)];
  return [...level, ...(isReady(target, now) ? [] : [timeLeft(target.cooldownUntil - now, t, locale)])].join(' · ');
}

/** How far along its way an army is (0 to 1), or null when the game did not say when it set out. */
export function armyProgress(army: MapArmy, now: number): number | null {
  if (army.departedAt === null) return null;
  if (army.arrivesAt <= army.departedAt) return 1;
  return Math.min(1, Math.max(0, (now - army.departedAt) / (army.arrivesAt - army.departedAt)));
}

/** Tiles before its destination an army is drawn when its start is not known. */
const UNKNOWN_START_GAP = 1.5;

/** Where an army is drawn at `now`: along its way by time, or just short of its destination when its start is unknown. */
export function armyPosition(army: MapArmy, now: number): MapPoint {
  const { from, to } = army;
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  const progress = armyProgress(army, now) ?? (length > 0 ? Math.max(0, 1 - UNKNOWN_START_GAP / length) : 1);
  return { x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress };
}

export function arrivalText(army: MapArmy, now: number, t: Words = words(), locale: string = pageLocale): string {
  return army.arrivesAt <= now ? t.arrived : t.arrivesIn({ time: timeLeft(army.arrivesAt - now, t, locale) });
}

/** What the map writes under an army when zoomed in: the time until it arrives. */
export function armyCaption(army: MapArmy, now: number, t: Words = words(), locale: string = pageLocale): string {
  return army.arrivesAt <= now ? t.arrived : timeLeft(army.arrivesAt - now, t, locale);
}

function armyName(army: MapArmy, t: Words = words()): string {
  return army.attacker ? t.armyBy({ army: t[army.kind], name: army.attacker }) : t[army.kind];
}

/** A point named by what stands there (a castle, a target), else by its coordinates. */
function placeName(point: MapPoint, shown: Shown, t: Words = words()): string {
  const same = (p: MapPoint) => p.x === point.x && p.y === point.y;
  const castle = shown.castles.find(same);
  const target = castle ? undefined : shown.targets.find(same);
  const name = castle?.name ?? (target && targetName(target, t));
  return name ? t.placeNamed({ name, position: positionOf(point) }) : positionOf(point);
}

export type TargetRow = { id: string; name: string; level: string; position: string; cooldown: string; verdict: string; ready: boolean };
export type ArmyRow = { id: number; name: string; soldiers: string; from: string; to: string; arrival: string; hostile: boolean };

/** The list's targets: ready ones first, then by the time each is ready, nearest levels first among equals. */
export function targetRows(targets: readonly MapTarget[], now: number, t: Words = words(), locale: string = pageLocale): TargetRow[] {
  const wait = (target: MapTarget) => Math.max(0, target.cooldownUntil - now);
  return [...targets]
    .sort((a, b) => wait(a) - wait(b) || (a.level ?? 0) - (b.level ?? 0) || a.id.localeCompare(b.id))
    .map((target) => ({
      id: target.id,
      name: targetName(target, t),
      level: target.level === null ? '–' : number(target.level, locale),
      position: positionOf(target),
      cooldown: cooldownText(target, now, t, locale),
      verdict: verdictText(target, t),
      ready: isReady(target, now),
    }));
}

export const isHostile = (army: Pick<MapArmy, 'kind'>): boolean => army.kind === 'incoming' || army.kind === 'ally';

/** The list's armies, soonest arrival first. */
export function armyRows(shown: Shown, now: number, t: Words = words(), locale: string = pageLocale): ArmyRow[] {
  return [...shown.armies]
    .sort((a, b) => a.arrivesAt - b.arrivesAt || a.id - b.id)
    .map((army) => ({
      id: army.id,
      name: armyName(army, t),
      soldiers: number(army.troops, locale),
      from: placeName(army.from, shown, t),
      to: placeName(army.to, shown, t),
      arrival: arrivalText(army, now, t, locale),
      hostile: isHostile(army),
    }));
}

/** Where the map opens: the focused target's kingdom, else the Great Empire when it is there, else the first kingdom. */
export function startKingdom(map: AccountMap, focusTargetId: string | null | undefined): number | null {
  const focused = focusTargetId ? map.targets.find((target) => target.id === focusTargetId) : undefined;
  if (focused) return focused.kingdomId;
  const kingdoms = kingdomsOf(map);
  return kingdoms[0] ?? null;
}
