import { expect, test } from 'bun:test';
import { MAX_SCALE, boundsOf, centreOn, clampView, fitView, keyAction, limitsOf, markerScale, panBy, pinch, wheelFactor, worldAt, zoomAt } from './view';

const size = { width: 400, height: 300 };
const bounds = { minX: 0, minY: 0, maxX: 100, maxY: 100 };
const limits = limitsOf(bounds, size);

test('bounds hold every point with a margin, and a lone point gets room around it', () => {
  expect(boundsOf([])).toBeNull();
  expect(
    boundsOf([
      { x: 10, y: 20 },
      { x: 60, y: 80 },
    ]),
  ).toEqual({ minX: 7, minY: 17, maxX: 63, maxY: 83 });
  expect(boundsOf([{ x: 50, y: 50 }])).toEqual({ minX: 37, minY: 37, maxX: 63, maxY: 63 });
});

test('the fitted view shows the whole content, centred on the narrower axis', () => {
  const view = fitView(bounds, size);
  expect(view.scale).toBe(3);
  // 100 tiles × 3 px = 300 px tall; 400 px wide leaves 50 px on each side.
  expect(view).toEqual({ scale: 3, x: 50, y: 0 });
  expect(worldAt(view, { x: 200, y: 150 })).toEqual({ x: 50, y: 50 });
  // A handful of tiles is not blown up past the closest zoom.
  expect(fitView({ minX: 0, minY: 0, maxX: 2, maxY: 2 }, size).scale).toBe(MAX_SCALE);
});

test('zooming keeps the point under the cursor in place, within the zoom limits', () => {
  const view = fitView(bounds, size);
  const cursor = { x: 110, y: 60 };
  const before = worldAt(view, cursor);
  const zoomed = zoomAt(view, 2, cursor, limits);
  expect(zoomed.scale).toBe(6);
  const after = worldAt(zoomed, cursor);
  expect(after.x).toBeCloseTo(before.x, 9);
  expect(after.y).toBeCloseTo(before.y, 9);
  expect(zoomAt(view, 1000, cursor, limits).scale).toBe(MAX_SCALE);
  // Out to half the fitted scale, no farther.
  expect(zoomAt(view, 0.01, cursor, limits).scale).toBe(1.5);
});

test('panning moves the content, but never all of it off the surface', () => {
  const view = fitView(bounds, size);
  expect(panBy(view, 30, -20, limits)).toEqual({ scale: 3, x: 80, y: -20 });
  // Content 300 px wide at x = 50: dragged far to the right, 40 px of it stay on the surface's right edge.
  expect(panBy(view, 5000, 0, limits).x).toBe(400 - 40);
  expect(panBy(view, -5000, 0, limits).x).toBe(40 - 300);
  expect(clampView({ scale: 3, x: 0, y: 9000 }, limits).y).toBe(300 - 40);
});

test('arrow keys look towards their side by a tenth of the surface; + and − zoom; 0 resets', () => {
  expect(keyAction('ArrowLeft', size)).toEqual({ pan: { dx: 40, dy: 0 } });
  expect(keyAction('ArrowRight', size)).toEqual({ pan: { dx: -40, dy: 0 } });
  expect(keyAction('ArrowUp', size)).toEqual({ pan: { dx: 0, dy: 30 } });
  expect(keyAction('ArrowDown', size)).toEqual({ pan: { dx: 0, dy: -30 } });
  expect(keyAction('+', size)).toEqual({ zoom: 1.5 });
  expect(keyAction('=', size)).toEqual({ zoom: 1.5 });
  expect(keyAction('-', size)).toEqual({ zoom: 1 / 1.5 });
  expect(keyAction('0', size)).toEqual({ reset: true });
  expect(keyAction('a', size)).toBeNull();
  // ArrowRight shows what lies further right in the game: the tile at the centre has a larger x.
  const view = fitView(bounds, size);
  const right = keyAction('ArrowRight', size) as { pan: { dx: number; dy: number } };
  const moved = panBy(view, right.pan.dx, right.pan.dy, limits);
  expect(worldAt(moved, { x: 200, y: 150 }).x).toBeGreaterThan(worldAt(view, { x: 200, y: 150 }).x);
});

test('the wheel zooms in when turned up, out when turned down, the same for lines and pixels', () => {
  expect(wheelFactor(-100, 0)).toBeGreaterThan(1);
  expect(wheelFactor(100, 0)).toBeLessThan(1);
  expect(wheelFactor(100, 0) * wheelFactor(-100, 0)).toBeCloseTo(1, 9);
  expect(wheelFactor(3, 1)).toBeCloseTo(wheelFactor(48, 0), 9);
  // A fling is one step, not a jump to the end of the zoom.
  expect(wheelFactor(-5000, 0)).toBe(wheelFactor(-200, 0));
});

test('a pinch zooms by how far the fingers spread, around their middle, and follows it', () => {
  const view = { scale: 4, x: -100, y: -100 };
  const before = [
    { x: 100, y: 100 },
    { x: 200, y: 100 },
  ] as const;
  const spread = [
    { x: 50, y: 100 },
    { x: 250, y: 100 },
  ] as const;
  const zoomed = pinch(view, before, spread, limits);
  expect(zoomed.scale).toBe(8);
  // The tile between the fingers stays between them.
  expect(worldAt(zoomed, { x: 150, y: 100 }).x).toBeCloseTo(worldAt(view, { x: 150, y: 100 }).x, 9);
  // Both fingers moved 30 px down, same gap: no zoom, the map follows.
  const slid = pinch(
    view,
    before,
    [
      { x: 100, y: 130 },
      { x: 200, y: 130 },
    ],
    limits,
  );
  expect(slid).toEqual({ scale: 4, x: -100, y: -70 });
});

test('centring puts a tile in the middle of the surface, at least at the asked zoom', () => {
  const view = fitView(bounds, size);
  const centred = centreOn(view, { x: 30, y: 70 }, 12, limits);
  expect(centred.scale).toBe(12);
  expect(worldAt(centred, { x: 200, y: 150 })).toEqual({ x: 30, y: 70 });
  // Closer already: the zoom is kept.
  expect(centreOn({ ...view, scale: 20 }, { x: 30, y: 70 }, 12, limits).scale).toBe(20);
});

test('markers keep a readable size on the screen: 6 to 14 pixels of radius', () => {
  expect(markerScale(2) * 2).toBeCloseTo(6, 9);
  expect(markerScale(20) * 20).toBeCloseTo(9, 9);
  expect(markerScale(32) * 32).toBeCloseTo(14, 9);
  expect(markerScale(20)).toBe(0.45);
});
