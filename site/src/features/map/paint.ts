/**
 * Paints the map on a canvas: ways, targets, castles, armies and the picked target's ring, for one view.
 * A canvas, not 1,000 SVG elements: in Chromium's software rendering (this machine's, and any without a
 * GPU) a repaint of that many SVG elements took 100-800 ms (bench/map-frames.ts), too slow for the
 * redraws a zoom or the live map needs. Each marker is a sprite, painted once per look and size and then
 * copied (a copy of a few hundred pixels costs far less than filling and stroking its outline), so a pan
 * or zoom repaints the whole map every frame. The shapes are shapes.ts's path data, the colours the
 * theme's (its CSS custom properties). `Pen` is the part of a 2D context painting uses, generic over its
 * path and image types so that tests paint with a recorder.
 */
import {
  MAP_ARMY_KINDS,
  MAP_TARGET_KINDS,
  MAP_VERDICTS,
  type MapArmy,
  type MapArmyKind,
  type MapTarget,
  type MapTargetKind,
  type MapVerdict,
} from '@shared/account-map';
import { armyPosition, isHostile, isReady, type Shown } from './facts';
import { armyShape, castleShape, headingOf, kindShape, ringShape, verdictMark } from './shapes';
import { markerScale, type Size, type View } from './view';

export type Pen<Shape, Image> = {
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void;
  clearRect(x: number, y: number, w: number, h: number): void;
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  fill(shape: Shape): void;
  stroke(shape?: Shape): void;
  setLineDash(segments: number[]): void;
  fillText(text: string, x: number, y: number): void;
  strokeText(text: string, x: number, y: number): void;
  drawImage(image: Image, x: number, y: number): void;
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  lineCap: CanvasLineCap;
  globalAlpha: number;
  font: string;
  textAlign: CanvasTextAlign;
};

/** The theme's colours the map paints with (CSS custom properties of site/src/styles/global.css). */
export const PALETTE_VARIABLES = ['bg', 'surface', 'text', 'muted', 'accent', 'success', 'warning', 'danger'] as const;
export type Palette = Record<(typeof PALETTE_VARIABLES)[number], string>;

/** The unit shapes (radius 1 around 0, 0), made once into the pen's path type (Path2D for a canvas). */
export type Shapes<Shape> = {
  kinds: Record<MapTargetKind, Shape>;
  marks: Record<MapVerdict, Shape | null>;
  armies: Record<MapArmyKind, Shape>;
  castle: Shape;
  ring: Shape;
};

export function makeShapes<Shape>(make: (pathData: string) => Shape): Shapes<Shape> {
  const kinds = Object.fromEntries(MAP_TARGET_KINDS.map((kind) => [kind, make(kindShape(kind, 0, 0, 1))])) as Record<MapTargetKind, Shape>;
  const marks = Object.fromEntries(
    MAP_VERDICTS.map((verdict) => [verdict, verdictMark(verdict, 0, 0, 1) ? make(verdictMark(verdict, 0, 0, 1)) : null]),
  ) as Record<MapVerdict, Shape | null>;
  const armies = Object.fromEntries(MAP_ARMY_KINDS.map((kind) => [kind, make(armyShape(kind, 0, 0, 1, 0))])) as Record<MapArmyKind, Shape>;
  return { kinds, marks, armies, castle: make(castleShape(0, 0, 1)), ring: make(ringShape(0, 0, 1)) };
}

const VERDICT_FILL: Record<MapVerdict, keyof Palette> = { beatable: 'success', tooStrong: 'warning', lost: 'danger', unknown: 'surface' };

/**
 * Ours in the accent (going out thick, coming home thin), attacks on us or an ally in the danger colour,
 * thicker and dashed, other travels muted and thin (their marker is a square, not an arrow). Dashes cost a
 * software canvas several times a solid line (measured: dotted ways took 2/3 of a frame of 200 armies),
 * so only the attacks on us are dashed, in long dashes.
 */
function wayStyle(kind: MapArmyKind): { colour: keyof Palette; width: number; dash: number[] } {
  if (isHostile({ kind })) return { colour: 'danger', width: 2.5, dash: [6, 4] };
  if (kind === 'attack') return { colour: 'accent', width: 2, dash: [] };
  if (kind === 'return') return { colour: 'accent', width: 1, dash: [] };
  return { colour: 'muted', width: 1, dash: [] };
}

/** A new image of `side` device pixels square, painted by `draw` (a small canvas, for a real pen). */
export type ImageMaker<Shape, Image> = (side: number, draw: (pen: Pen<Shape, Image>) => void) => Image;
type Sprite<Image> = { image: Image; half: number };

/**
 * The markers' sprites for one theme and pixel ratio, made when first needed and kept: a target's for its
 * kind, verdict and radius, an army's for its kind and radius (pointing along +x, turned when copied).
 * Radii are kept to a quarter of a device pixel, so a zoom makes a few dozen sprites, not one per frame.
 */
export function makeSprites<Shape, Image>(shapes: Shapes<Shape>, makeImage: ImageMaker<Shape, Image>, palette: Palette, pixelRatio: number) {
  const kept = new Map<string, Sprite<Image>>();
  const sprite = (key: string, radius: number, draw: (pen: Pen<Shape, Image>, px: (css: number) => number) => void): Sprite<Image> => {
    const r = Math.round(radius * pixelRatio * 4) / 4;
    const id = `${key}:${r}`;
    let made = kept.get(id);
    if (!made) {
      // Room for the outline's stroke around the widest shape (the sea fort's and house's corners reach 1.1).
      const half = Math.ceil(r * 1.15 + 2 * pixelRatio);
      const image = makeImage(2 * half, (pen) => {
        pen.setTransform(r, 0, 0, r, half, half);
        // Strokes are drawn in the shape's units: `px` turns CSS pixels into them.
        draw(pen, (css) => (css * pixelRatio) / r);
      });
      // Old sizes go once there are many: a long zoom session does not keep every size it passed.
      if (kept.size > 400) kept.clear();
      kept.set(id, (made = { image, half }));
    }
    return made;
  };
  return {
    target: (kind: MapTargetKind, verdict: MapVerdict, radius: number) =>
      sprite(`${kind}:${verdict}`, radius, (pen, px) => {
        const unknown = verdict === 'unknown';
        pen.fillStyle = palette[VERDICT_FILL[verdict]];
        pen.fill(shapes.kinds[kind]);
        // Not judged: hollow and dashed, whatever the colours.
        pen.strokeStyle = unknown ? palette.muted : palette.bg;
        pen.lineWidth = px(unknown ? 1.5 : 1);
        pen.setLineDash(unknown ? [px(3), px(2)] : []);
        pen.stroke(shapes.kinds[kind]);
        const mark = shapes.marks[verdict];
        if (mark) {
          pen.setLineDash([]);
          pen.lineCap = 'round';
          pen.strokeStyle = palette.bg;
          pen.lineWidth = px(2);
          pen.stroke(mark);
        }
      }),
    army: (kind: MapArmyKind, radius: number) =>
      sprite(kind, radius, (pen, px) => {
        pen.fillStyle = palette[wayStyle(kind).colour];
        pen.fill(shapes.armies[kind]);
        pen.strokeStyle = palette.bg;
        pen.lineWidth = px(1);
        pen.stroke(shapes.armies[kind]);
      }),
  };
}

export type Sprites<Image> = ReturnType<typeof makeSprites<unknown, Image>>;
/** What is written under a target or an army when zoomed in (its level and cooldown, its arrival), in the page's words. */
export type Captions = { target: (target: MapTarget) => string; army: (army: MapArmy) => string };
export type Scene = { shown: Shown; now: number; picked: MapTarget | undefined; captions: Captions };

/** Captions are written once markers are this large (pixels of radius): closer in, where there is room for them. */
const CAPTION_RADIUS = 10;
export type Frame = { view: View; size: Size; pixelRatio: number; palette: Palette; font: string };

/** Paints `scene` as `frame.view` shows it. Markers off the surface are skipped. */
export function paint<Shape, Image>(pen: Pen<Shape, Image>, shapes: Shapes<Shape>, sprites: Sprites<Image>, scene: Scene, frame: Frame): void {
  const { view, size, pixelRatio: k, palette } = frame;
  const r = markerScale(view.scale) * view.scale;
  const sx = (x: number) => view.x + x * view.scale;
  const sy = (y: number) => view.y + y * view.scale;
  const onSurface = (x: number, y: number) => x > -3 * r && y > -3 * r && x < size.width + 3 * r && y < size.height + 3 * r;
  /** Copies a sprite centred on a point of the surface (whole device pixels: a plain copy, no resampling). */
  const stamp = (sprite: Sprite<Image>, x: number, y: number) => pen.drawImage(sprite.image, Math.round(k * x) - sprite.half, Math.round(k * y) - sprite.half);

  pen.setTransform(k, 0, 0, k, 0, 0);
  pen.clearRect(0, 0, size.width, size.height);
  pen.globalAlpha = 1;
  pen.lineCap = 'butt';

  // Ways: one stroke for all the lines of a kind, hostile ones last, over the rest.
  for (const hostile of [false, true])
    for (const kind of MAP_ARMY_KINDS) {
      if (isHostile({ kind }) !== hostile) continue;
      const style = wayStyle(kind);
      pen.strokeStyle = palette[style.colour];
      pen.lineWidth = style.width;
      pen.setLineDash(style.dash);
      pen.beginPath();
      let any = false;
      for (const army of scene.shown.armies) {
        if (army.kind !== kind) continue;
        pen.moveTo(sx(army.from.x), sy(army.from.y));
        pen.lineTo(sx(army.to.x), sy(army.to.y));
        any = true;
      }
      if (any) pen.stroke();
    }
  pen.setLineDash([]);

  // Targets: cooling ones first and faded, so the ready ones are drawn over them.
  pen.setTransform(1, 0, 0, 1, 0, 0);
  for (const cooling of [true, false]) {
    pen.globalAlpha = cooling ? 0.45 : 1;
    for (const target of scene.shown.targets) {
      if (isReady(target, scene.now) === cooling) continue;
      const x = sx(target.x);
      const y = sy(target.y);
      if (onSurface(x, y)) stamp(sprites.target(target.kind, target.verdict, r), x, y);
    }
  }
  pen.globalAlpha = 1;

  // Armies where they are now, hostile ones last too, each turned along its way.
  for (const hostile of [false, true])
    for (const army of scene.shown.armies) {
      if (isHostile(army) !== hostile) continue;
      const at = armyPosition(army, scene.now);
      const x = sx(at.x);
      const y = sy(at.y);
      if (!onSurface(x, y)) continue;
      const a = (headingOf(army.from, army.to) * Math.PI) / 180;
      const sprite = sprites.army(army.kind, r);
      pen.setTransform(Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a), k * x, k * y);
      pen.drawImage(sprite.image, -sprite.half, -sprite.half);
    }

  // Close in, each target's level and cooldown and each army's arrival, under it.
  if (r >= CAPTION_RADIUS) {
    pen.setTransform(k, 0, 0, k, 0, 0);
    pen.font = frame.font;
    pen.textAlign = 'center';
    pen.lineWidth = 3;
    const write = (caption: () => string, x: number, y: number) => {
      if (!onSurface(x, y)) return;
      const text = caption();
      pen.strokeStyle = palette.bg;
      pen.strokeText(text, x, y + r + 12);
      pen.fillStyle = palette.text;
      pen.fillText(text, x, y + r + 12);
    };
    for (const target of scene.shown.targets) write(() => scene.captions.target(target), sx(target.x), sy(target.y));
    for (const army of scene.shown.armies) {
      const at = armyPosition(army, scene.now);
      write(() => scene.captions.army(army), sx(at.x), sy(at.y));
    }
  }

  // Castles and their names last: never hidden under what passes by.
  for (const castle of scene.shown.castles) {
    const x = sx(castle.x);
    const y = sy(castle.y);
    if (!onSurface(x, y)) continue;
    const radius = r * 1.2;
    pen.setTransform(k * radius, 0, 0, k * radius, k * x, k * y);
    pen.fillStyle = palette.accent;
    pen.fill(shapes.castle);
    pen.strokeStyle = palette.text;
    pen.lineWidth = 1 / radius;
    pen.stroke(shapes.castle);
    pen.setTransform(k, 0, 0, k, 0, 0);
    pen.font = frame.font;
    pen.textAlign = 'center';
    pen.strokeStyle = palette.bg;
    pen.lineWidth = 3;
    pen.strokeText(castle.name, x, y + r * 2.9);
    pen.fillStyle = palette.text;
    pen.fillText(castle.name, x, y + r * 2.9);
  }

  if (scene.picked) {
    const ring = r * 1.8;
    pen.setTransform(k * ring, 0, 0, k * ring, k * sx(scene.picked.x), k * sy(scene.picked.y));
    pen.strokeStyle = palette.text;
    pen.lineWidth = 2.5 / ring;
    pen.stroke(shapes.ring);
  }
}

/** The target nearest to a point, if one is within `within` tiles (a click or tap on the map). */
export function nearestTarget(targets: readonly MapTarget[], point: { x: number; y: number }, within: number): MapTarget | null {
  let best: MapTarget | null = null;
  let bestDistance = within;
  for (const target of targets) {
    const distance = Math.hypot(target.x - point.x, target.y - point.y);
    if (distance <= bestDistance) {
      best = target;
      bestDistance = distance;
    }
  }
  return best;
}
