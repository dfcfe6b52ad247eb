/**
 * The markers' shapes as SVG path data, placed: a shape of radius `r` (world units) around x, y. Each
 * target kind has its own shape and each verdict its own mark, so the map reads without its colours
 * (WCAG 1.4.1): the colours only repeat what the shapes say. Every outline turns the same way (clockwise
 * on the screen), so many markers joined in one path fill where they overlap (nonzero), and a ring's
 * inner circle, turning the other way, is a hole.
 */
import type { MapArmyKind, MapTargetKind, MapVerdict } from '@shared/account-map';

type Corners = readonly (readonly [number, number])[];

const round = (n: number) => Math.round(n * 100) / 100;

/** A regular polygon's corners on the unit circle, the first at `startDegrees` (0: to the right, 90: down). */
function polygon(sides: number, startDegrees: number): Corners {
  return Array.from({ length: sides }, (_, i) => {
    const a = ((startDegrees + (360 * i) / sides) * Math.PI) / 180;
    return [Math.cos(a), Math.sin(a)] as const;
  });
}

/** A star's corners: `points` tips on the unit circle, its inner corners at `inner` of the radius, the first tip upwards. */
function star(points: number, inner: number): Corners {
  return Array.from({ length: points * 2 }, (_, i) => {
    const a = ((-90 + (180 * i) / points) * Math.PI) / 180;
    const radius = i % 2 ? inner : 1;
    return [radius * Math.cos(a), radius * Math.sin(a)] as const;
  });
}

/** Corners placed at x, y, scaled by r and turned by `degrees`. */
function outline(corners: Corners, x: number, y: number, r: number, degrees = 0): string {
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  return `M${corners.map(([cx, cy]) => `${round(x + r * (cx * cos - cy * sin))} ${round(y + r * (cx * sin + cy * cos))}`).join('L')}Z`;
}

/** A circle as two arcs; `sweep` 1 turns clockwise, 0 the other way (a hole). */
function circle(x: number, y: number, r: number, sweep: 0 | 1 = 1): string {
  return `M${round(x - r)} ${round(y)}a${round(r)} ${round(r)} 0 1 ${sweep} ${round(2 * r)} 0a${round(r)} ${round(r)} 0 1 ${sweep} ${round(-2 * r)} 0Z`;
}

const SQUARE: Corners = [
  [-0.85, -0.85],
  [0.85, -0.85],
  [0.85, 0.85],
  [-0.85, 0.85],
];
const PLUS: Corners = [
  [-0.35, -1],
  [0.35, -1],
  [0.35, -0.35],
  [1, -0.35],
  [1, 0.35],
  [0.35, 0.35],
  [0.35, 1],
  [-0.35, 1],
  [-0.35, 0.35],
  [-1, 0.35],
  [-1, -0.35],
  [-0.35, -0.35],
];
const HOUSE: Corners = [
  [0, -1.1],
  [1, -0.3],
  [1, 1],
  [-1, 1],
  [-1, -0.3],
];
/** One of the account's castles: a wall with battlements. */
const CASTLE: Corners = [
  [-1, 1],
  [-1, -0.6],
  [-0.6, -0.6],
  [-0.6, -1],
  [-0.2, -1],
  [-0.2, -0.6],
  [0.2, -0.6],
  [0.2, -1],
  [0.6, -1],
  [0.6, -0.6],
  [1, -0.6],
  [1, 1],
];
/** An attack or a return: an arrowhead pointing along +x, turned along its way. */
const ARROW: Corners = [
  [1, 0],
  [-0.7, 0.75],
  [-0.35, 0],
  [-0.7, -0.75],
];
/** Support, trade and travel: a small square, not an arrow. */
const CART: Corners = [
  [-0.6, -0.6],
  [0.6, -0.6],
  [0.6, 0.6],
  [-0.6, 0.6],
];

const KIND_CORNERS: Record<Exclude<MapTargetKind, 'baron' | 'landmark'>, Corners> = {
  fortress: SQUARE,
  seaFort: polygon(4, -90),
  tower: polygon(3, -90),
  nomad: polygon(3, 90),
  samurai: polygon(6, 0),
  foreign: polygon(5, -90),
  bloodcrow: star(5, 0.45),
  berimondCamp: polygon(8, 22.5),
  khan: PLUS,
  daimyo: HOUSE,
  other: star(4, 0.4),
};

/** A target's shape for its kind: a circle for robber barons, a ring for a landmark (a place, not a camp), a polygon or star for the rest. */
export function kindShape(kind: MapTargetKind, x: number, y: number, r: number): string {
  if (kind === 'baron') return circle(x, y, r);
  if (kind === 'landmark') return circle(x, y, r) + circle(x, y, r * 0.45, 0);
  return outline(KIND_CORNERS[kind], x, y, r);
}

/** The mark stroked over a target for its verdict: none for beatable (filled), a bar for too strong, a cross for lost; not judged is a hollow, dashed shape. */
export function verdictMark(verdict: MapVerdict, x: number, y: number, r: number): string {
  const d = round(r * 0.55);
  if (verdict === 'tooStrong') return `M${round(x - r * 0.6)} ${round(y)}h${round(r * 1.2)}`;
  if (verdict === 'lost') return `M${round(x - d)} ${round(y - d)}l${round(2 * d)} ${round(2 * d)}m0 ${round(-2 * d)}l${round(-2 * d)} ${round(2 * d)}`;
  return '';
}

export const castleShape = (x: number, y: number, r: number): string => outline(CASTLE, x, y, r);

export function armyShape(kind: MapArmyKind, x: number, y: number, r: number, degrees: number): string {
  return outline(kind === 'support' || kind === 'transport' || kind === 'travel' ? CART : ARROW, x, y, r, degrees);
}

export const ringShape = (x: number, y: number, r: number): string => circle(x, y, r);

/** The angle of a way from `from` to `to`, in degrees (y grows downwards, so positive turns clockwise). */
export function headingOf(from: { x: number; y: number }, to: { x: number; y: number }): number {
  return (Math.atan2(to.y - from.y, to.x - from.x) * 180) / Math.PI;
}
