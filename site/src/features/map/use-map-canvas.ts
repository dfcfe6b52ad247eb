/**
 * The map's canvas: sized to its surface in device pixels, painted by paint.ts in the theme's colours
 * (read from its CSS custom properties once per theme, and again when the header's switcher changes
 * data-theme), with the markers' sprites made in those colours.
 */
import { useCallback, useRef } from 'react';
import { PALETTE_VARIABLES, makeShapes, makeSprites, paint, type Palette, type Scene, type Shapes, type Sprites } from './paint';
import type { Size, View } from './view';

type Look = { palette: Palette; font: string; pixelRatio: number; sprites: Sprites<CanvasImageSource> };

/** `scene` is read at each paint: a gesture paints what the last render gave, without a render of its own. */
export function useMapCanvas(scene: Scene) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const current = useRef(scene);
  current.current = scene;
  const shapes = useRef<Shapes<Path2D> | null>(null);
  const look = useRef<Look | null>(null);

  const paintView = useCallback((view: View, size: Size) => {
    const element = canvas.current;
    const pen = element?.getContext('2d');
    if (!element || !pen) return;
    const pixelRatio = window.devicePixelRatio || 1;
    const width = Math.round(size.width * pixelRatio);
    const height = Math.round(size.height * pixelRatio);
    if (element.width !== width || element.height !== height) Object.assign(element, { width, height });
    shapes.current ??= makeShapes((pathData) => new Path2D(pathData));
    if (look.current?.pixelRatio !== pixelRatio) look.current = lookOf(element, shapes.current, pixelRatio);
    paint(pen, shapes.current, look.current.sprites, current.current, { view, size, pixelRatio, palette: look.current.palette, font: look.current.font });
  }, []);

  /** Forgets the colours on a theme change; `repaint` then paints in the new ones. */
  const onThemeChange = useCallback((repaint: () => void) => {
    const themed = new MutationObserver(() => {
      look.current = null;
      repaint();
    });
    themed.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => themed.disconnect();
  }, []);

  return { canvas, paintView, onThemeChange };
}

/** The theme's colours and the page's font as the canvas paints them, and the markers' sprites in them. */
function lookOf(element: Element, shapes: Shapes<Path2D>, pixelRatio: number): Look {
  const style = getComputedStyle(element);
  const palette = Object.fromEntries(PALETTE_VARIABLES.map((name) => [name, style.getPropertyValue(`--${name}`).trim()])) as Palette;
  return { palette, font: `600 12px ${style.fontFamily}`, pixelRatio, sprites: makeSprites(shapes, spriteImage, palette, pixelRatio) };
}

/** A small image painted once and copied for each marker of its look: a bitmap, which a copy takes as it is (a canvas would be snapshotted at every copy). */
function spriteImage(side: number, draw: (pen: OffscreenCanvasRenderingContext2D) => void): CanvasImageSource {
  const image = new OffscreenCanvas(side, side);
  const pen = image.getContext('2d');
  if (pen) draw(pen);
  return image.transferToImageBitmap();
}
