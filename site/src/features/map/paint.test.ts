import { expect, test } from 'bun:test';
import type { MapArmy, MapTarget } from '@shared/account-map';
import { makeShapes, makeSprites, nearestTarget, paint, type Frame, type Palette, type Pen } from './paint';
import { kindShape } from './shapes';
import { markerScale } from './view';

const NOW = 1_000_000;
const target = (over: Partial<MapTarget>): MapTarget => ({
  id: 'x',
  kingdomId: 0,
  x: 10,
  y: 20,
  kind: 'baron',
  level: 5,
  cooldownUntil: 0,
  verdict: 'beatable',
  ...over,
});
const army = (over: Partial<MapArmy>): MapArmy => ({
  id: 1,
  kind: 'attack',
  kingdomId: 0,
  from: { x: 0, y: 0 },
  to: { x: 10, y: 0 },
  departedAt: NOW - 1000,
  arrivesAt: NOW + 1000,
  troops: 10,
  ...over,
});
const palette: Palette = {
  bg: 'bg',
  surface: 'surface',
  text: 'text',
  muted: 'muted',
  accent: 'accent',
  success: 'success',
  warning: 'warning',
  danger: 'danger',
};

type Call = {
  op: string;
  shape?: string;
  image?: string;
  fill?: unknown;
  stroke?: unknown;
  alpha: number;
  at: number[];
  dash: number[];
  points?: number[];
  xy?: number[];
};

/**
 * A pen that writes down what it paints, with the transform, colours and dashes in force at each stroke, fill or copy. Shapes are their path data, images their
 * names.
 */
function recorder(): { pen: Pen<string, string>; calls: Call[] } {
  const calls: Call[] = [];
  let at = [1, 0, 0, 1, 0, 0];
  let dash: number[] = [];
  let points: number[] = [];
  const pen: Pen<string, string> = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    lineCap: 'butt',
    globalAlpha: 1,
    font: '',
    textAlign: 'start',
    setTransform: (...matrix: number[]) => void (at = matrix),
    clearRect: () => void calls.push({ op: 'clear', alpha: pen.globalAlpha, at, dash }),
    beginPath: () => void (points = []),
    moveTo: (x: number, y: number) => void points.push(x, y),
    lineTo: (x: number, y: number) => void points.push(x, y),
    setLineDash: (segments: number[]) => void (dash = segments),
    fill: (shape: string) => void calls.push({ op: 'fill', shape, fill: pen.fillStyle, alpha: pen.globalAlpha, at, dash }),
    stroke: (shape?: string) =>
      void calls.push({ op: 'stroke', ...(shape ? { shape } : { points }), stroke: pen.strokeStyle, alpha: pen.globalAlpha, at, dash }),
    fillText: (text: string) => void calls.push({ op: `text ${text}`, alpha: pen.globalAlpha, at, dash }),
    strokeText: () => undefined,
    drawImage: (image: string, x: number, y: number) => void calls.push({ op: 'copy', image, alpha: pen.globalAlpha, at, dash, xy: [x, y] }),
  };
  return { pen, calls };
}

const shapes = makeShapes((pathData) => pathData);
/** Sprites whose images are named by what they were painted with; `painted` keeps each one's own calls. */
function spritesFor(pixelRatio: number) {
  const painted = new Map<string, Call[]>();
  const sprites = makeSprites(
    shapes,
    (side, draw) => {
      const { pen, calls } = recorder();
      draw(pen);
      const name = `sprite${painted.size} ${side}px`;
      painted.set(name, calls);
      return name;
    },
    palette,
    pixelRatio,
  );
  return { sprites, painted };
}
const captions = { target: (t: MapTarget) => `level ${t.level}`, army: (a: MapArmy) => `army ${a.id}` };
const frame = (over: Partial<Frame> = {}): Frame => ({
  view: { scale: 10, x: 5, y: 7 },
  size: { width: 400, height: 300 },
  pixelRatio: 2,
  palette,
  font: '12px serif',
  ...over,
});

test('each target is a copy of its look’s sprite, centred on its tile; cooling ones first and faded', () => {
  const { pen, calls } = recorder();
  const { sprites, painted } = spritesFor(2);
  const targets = [
    target({ id: 'a', kind: 'fortress', verdict: 'lost' }),
    target({ id: 'b', x: 12, cooldownUntil: NOW + 1 }),
    target({ id: 'c', x: 30, kind: 'fortress', verdict: 'lost' }),
  ];
  paint(pen, shapes, sprites, { shown: { castles: [], targets, armies: [] }, now: NOW, picked: undefined, captions }, frame());
  const copies = calls.filter((c) => c.op === 'copy');
  expect(copies.map((c) => c.alpha)).toEqual([0.45, 1, 1]);
  // Two looks, one sprite each: the two lost fortresses share theirs.
  expect(painted.size).toBe(2);
  expect(copies[1]!.image).toBe(copies[2]!.image);
  // Tile 10, 20 at scale 10 and offset 5, 7 is pixel 105, 207: device pixel 210, 414 on a canvas of two device pixels per pixel.
  const half = Number(/ (\d+)px/.exec(copies[1]!.image!)![1]) / 2;
  expect(copies[1]!.xy).toEqual([210 - half, 414 - half]);
  // The sprite: the kind's shape filled in the verdict's colour, its outline, and the verdict's cross.
  const own = painted.get(copies[1]!.image!)!;
  expect(own.map((c) => [c.op, c.shape, c.fill ?? c.stroke])).toEqual([
    ['fill', kindShape('fortress', 0, 0, 1), 'danger'],
    ['stroke', kindShape('fortress', 0, 0, 1), 'bg'],
    ['stroke', shapes.marks.lost, 'bg'],
  ]);
  // Painted at the marker's size in device pixels: its radius scales the unit shape.
  expect(own[0]!.at[0]).toBe(Math.round(markerScale(10) * 10 * 2 * 4) / 4);
});

test('a target not judged is hollow and dashed; a target off the surface is not painted', () => {
  const { pen, calls } = recorder();
  const { sprites, painted } = spritesFor(1);
  paint(
    pen,
    shapes,
    sprites,
    { shown: { castles: [], targets: [target({ verdict: 'unknown' }), target({ id: 'far', x: 500 })], armies: [] }, now: NOW, picked: undefined, captions },
    frame(),
  );
  expect(calls.filter((c) => c.op === 'copy').length).toBe(1);
  const [fill, outline] = [...painted.values()][0]!;
  expect(fill!.fill).toBe('surface');
  expect([outline!.stroke, outline!.dash.length]).toEqual(['muted', 2]);
});

test('armies: their ways as lines (attacks on us last, dashed, in the danger colour), their arrows where they are now', () => {
  const { pen, calls } = recorder();
  const { sprites, painted } = spritesFor(2);
  const armies = [army({ id: 1, kind: 'incoming', from: { x: 20, y: 0 }, to: { x: 0, y: 0 } }), army({ id: 2 })];
  paint(pen, shapes, sprites, { shown: { castles: [], targets: [], armies }, now: NOW, picked: undefined, captions }, frame());
  const ways = calls.filter((c) => c.op === 'stroke' && c.points);
  expect(ways.map((c) => [c.stroke, c.dash, c.points])).toEqual([
    ['accent', [], [5, 7, 105, 7]],
    ['danger', [6, 4], [205, 7, 5, 7]],
  ]);
  // Halfway: tile 5, 0 for ours (device pixel 110, 14), pointing along +x; tile 10, 0 for theirs, turned to point along −x.
  const arrows = calls.filter((c) => c.op === 'copy');
  expect(arrows.map((c) => [painted.get(c.image!)![0]!.fill, c.at[4], c.at[5], Math.round(c.at[0]!)])).toEqual([
    ['accent', 110, 14, 1],
    ['danger', 210, 14, -1],
  ]);
});

test('captions are written under targets and armies only when zoomed in far enough to read them', () => {
  const shown = { castles: [], targets: [target({})], armies: [army({ from: { x: 8, y: 20 }, to: { x: 12, y: 20 } })] };
  const far = recorder();
  paint(far.pen, shapes, spritesFor(1).sprites, { shown, now: NOW, picked: undefined, captions }, frame());
  expect(far.calls.filter((c) => c.op.startsWith('text'))).toEqual([]);
  const near = recorder();
  paint(near.pen, shapes, spritesFor(1).sprites, { shown, now: NOW, picked: undefined, captions }, frame({ view: { scale: 30, x: -100, y: -400 } }));
  expect(near.calls.filter((c) => c.op.startsWith('text')).map((c) => c.op)).toEqual(['text level 5', 'text army 1']);
});

test('castles carry their names; the picked target gets a ring', () => {
  const { pen, calls } = recorder();
  const { sprites } = spritesFor(1);
  const picked = target({});
  paint(
    pen,
    shapes,
    sprites,
    { shown: { castles: [{ id: 1, name: 'castle-1', kingdomId: 0, x: 1, y: 1 }], targets: [picked], armies: [] }, now: NOW, picked, captions },
    frame(),
  );
  expect(calls.some((c) => c.op === 'fill' && c.shape === shapes.castle && c.fill === 'accent')).toBe(true);
  expect(calls.some((c) => c.op === 'text castle-1')).toBe(true);
  expect(calls.at(-1)!.shape).toBe(shapes.ring);
});

test('sprites are kept per look and size: a zoom within a quarter pixel reuses them', () => {
  const { sprites, painted } = spritesFor(1);
  const first = sprites.target('baron', 'beatable', 6);
  expect(sprites.target('baron', 'beatable', 6.1)).toBe(first);
  expect(sprites.target('baron', 'beatable', 6.3)).not.toBe(first);
  expect(sprites.target('baron', 'lost', 6)).not.toBe(first);
  expect(painted.size).toBe(3);
});

test('a click picks the nearest target within reach, or none', () => {
  const targets = [target({ id: 'near', x: 10, y: 10 }), target({ id: 'far', x: 13, y: 10 })];
  expect(nearestTarget(targets, { x: 11, y: 10.2 }, 1.5)?.id).toBe('near');
  expect(nearestTarget(targets, { x: 12.4, y: 10 }, 1.5)?.id).toBe('far');
  expect(nearestTarget(targets, { x: 11.5, y: 14 }, 1.5)).toBeNull();
});
