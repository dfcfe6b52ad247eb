/**
 * The map's view: which part of the game's world the surface shows, as one scale and one offset
 * (screen = world × scale + offset, in CSS pixels; x grows to the right and y downwards, as in the game,
 * whatever the page's direction). Pure, so the pan and zoom of the mouse, touch and keyboard are tested
 * here; the component applies the result as one transform.
 */
import type { MapPoint } from '@shared/account-map';

export type View = { scale: number; x: number; y: number };
export type Size = { width: number; height: number };
export type Bounds = { minX: number; minY: number; maxX: number; maxY: number };

/** Tiles of margin around what the map holds, so a marker at the edge is drawn whole. */
const MARGIN = 3;
/** A map of one spot is shown this many tiles around it. */
const LONE_SPAN = 20;
/** Closest zoom: a tile this many pixels wide (about a dozen tiles across a phone). */
export const MAX_SCALE = 32;
/** Farthest zoom: this fraction of the fitted view (the whole map and room around it). */
const MIN_OF_FIT = 0.5;
/** Pixels of the map's content kept inside the surface, however far it is dragged. */
const KEEP_VISIBLE = 40;

/** The tiles around every point, with a margin (a lone point gets room of its own). */
export function boundsOf(points: readonly MapPoint[]): Bounds | null {
  if (!points.length) return null;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  const grow = (lo: number, hi: number) => Math.max(0, (LONE_SPAN - (hi - lo)) / 2) + MARGIN;
  const gx = grow(minX, maxX);
  const gy = grow(minY, maxY);
  return { minX: minX - gx, minY: minY - gy, maxX: maxX + gx, maxY: maxY + gy };
}

/** The view that shows all of `bounds`, centred. */
export function fitView(bounds: Bounds, size: Size): View {
  const width = bounds.maxX - bounds.minX;
  const height = bounds.maxY - bounds.minY;
  const scale = Math.min(MAX_SCALE, size.width / width, size.height / height);
  return { scale, x: (size.width - width * scale) / 2 - bounds.minX * scale, y: (size.height - height * scale) / 2 - bounds.minY * scale };
}

export type Limits = { bounds: Bounds; size: Size; minScale: number };

export function limitsOf(bounds: Bounds, size: Size): Limits {
  return { bounds, size, minScale: Math.min(MAX_SCALE, fitView(bounds, size).scale * MIN_OF_FIT) };
}

/** The view kept within its limits: not closer or farther than allowed, and the content never dragged out of sight. */
export function clampView(view: View, limits: Limits): View {
  const scale = Math.min(MAX_SCALE, Math.max(limits.minScale, view.scale));
  const { bounds, size } = limits;
  // Keep at least KEEP_VISIBLE pixels of the content's box on the surface on each axis.
  const keepX = Math.min(KEEP_VISIBLE, size.width / 2);
  const keepY = Math.min(KEEP_VISIBLE, size.height / 2);
  const x = Math.min(size.width - keepX - bounds.minX * scale, Math.max(keepX - bounds.maxX * scale, view.x));
  const y = Math.min(size.height - keepY - bounds.minY * scale, Math.max(keepY - bounds.maxY * scale, view.y));
  return { scale, x, y };
}

/** Zoomed by `factor` around a point of the surface, which stays where it is (the cursor, the pinch's middle, the centre). */
export function zoomAt(view: View, factor: number, at: { x: number; y: number }, limits: Limits): View {
  const scale = Math.min(MAX_SCALE, Math.max(limits.minScale, view.scale * factor));
  const k = scale / view.scale;
  return clampView({ scale, x: at.x - (at.x - view.x) * k, y: at.y - (at.y - view.y) * k }, limits);
}

export function panBy(view: View, dx: number, dy: number, limits: Limits): View {
  return clampView({ scale: view.scale, x: view.x + dx, y: view.y + dy }, limits);
}

/** A world point in the middle of the surface, at least at `scale`. */
export function centreOn(view: View, point: MapPoint, scale: number, limits: Limits): View {
  const s = Math.min(MAX_SCALE, Math.max(view.scale, scale));
  return clampView({ scale: s, x: limits.size.width / 2 - point.x * s, y: limits.size.height / 2 - point.y * s }, limits);
}

/** The tile under a point of the surface. */
export function worldAt(view: View, at: { x: number; y: number }): MapPoint {
  return { x: (at.x - view.x) / view.scale, y: (at.y - view.y) / view.scale };
}

/** How far one press of an arrow key moves the map: a tenth of the surface. */
const KEY_PAN_SHARE = 0.1;
/** How much one press of + or − (or one button press) zooms. */
export const KEY_ZOOM = 1.5;

export type KeyAction = { pan: { dx: number; dy: number } } | { zoom: number } | { reset: true };

/**
 * What a key does on the focused surface. The arrows look towards their side (the content moves the other
 * way), on the game's axes whatever the page's direction: the map is geography, drawn unmirrored on an
 * Arabic page too, so ArrowLeft looks at what the screen shows on the left (unlike the tabs, which follow
 * the reading order); `=` is + without Shift on most layouts.
 */
export function keyAction(key: string, size: Size): KeyAction | null {
  const stepX = size.width * KEY_PAN_SHARE;
  const stepY = size.height * KEY_PAN_SHARE;
  switch (key) {
    case 'ArrowLeft':
      return { pan: { dx: stepX, dy: 0 } };
    case 'ArrowRight':
      return { pan: { dx: -stepX, dy: 0 } };
    case 'ArrowUp':
      return { pan: { dx: 0, dy: stepY } };
    case 'ArrowDown':
      return { pan: { dx: 0, dy: -stepY } };
    case '+':
    case '=':
      return { zoom: KEY_ZOOM };
    case '-':
    case '_':
      return { zoom: 1 / KEY_ZOOM };
    case '0':
      return { reset: true };
    default:
      return null;
  }
}

/** The zoom of one wheel event: smooth for a touchpad's small steps, a fixed ratio per notch of a mouse wheel. */
export function wheelFactor(deltaY: number, deltaMode: number): number {
  // deltaMode 1: lines (Firefox's mouse wheel); 0: pixels.
  const pixels = deltaMode === 1 ? deltaY * 16 : deltaY;
  return Math.exp(-Math.max(-200, Math.min(200, pixels)) * 0.002);
}

type Pair = readonly [{ x: number; y: number }, { x: number; y: number }];

/** Two fingers moved from `before` to `after`: zoomed by how far they spread, around their middle, and moved with it. */
export function pinch(view: View, before: Pair, after: Pair, limits: Limits): View {
  const gap = (p: Pair) => Math.hypot(p[1].x - p[0].x, p[1].y - p[0].y);
  const middle = (p: Pair) => ({ x: (p[0].x + p[1].x) / 2, y: (p[0].y + p[1].y) / 2 });
  const from = middle(before);
  const to = middle(after);
  const factor = gap(before) > 0 ? gap(after) / gap(before) : 1;
  const zoomed = zoomAt(view, factor, from, limits);
  return panBy(zoomed, to.x - from.x, to.y - from.y, limits);
}

/**
 * A marker's radius in tiles, so that it reads on the screen: between 6 and 14 pixels whatever the zoom,
 * instead of a speck when far out or a blot when close.
 */
export function markerScale(scale: number): number {
  return Math.min(14, Math.max(6, scale * 0.45)) / scale;
}
