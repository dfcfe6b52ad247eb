/**
 * Pan and zoom of the map surface by mouse (drag, wheel), touch (one finger drags, two pinch: pointer
 * events) and keyboard. The view lives in a ref, never in React state: a gesture renders no React element.
 * Each frame it changed, the view is handed to `paint` (paint.ts) in requestAnimationFrame, once however
 * many events came in between; `repaint` asks the same for a new scene (the map, the second's tick).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { MapPoint } from '@shared/account-map';
import {
  centreOn,
  clampView,
  fitView,
  keyAction,
  limitsOf,
  markerScale,
  panBy,
  pinch,
  wheelFactor,
  worldAt,
  zoomAt,
  type Bounds,
  type Limits,
  type Size,
  type View,
} from './view';

/** A press that moved less than this (pixels) is a click on what is under it, not a drag. */
const CLICK_SLOP = 5;

type Pointer = { x: number; y: number };

/**
 * `fitKey` names what is shown (the kingdom): when it changes the view fits the new content again. Until
 * the reader moves the map, it keeps fitting what the live map holds as it grows.
 */
export function usePanZoom(bounds: Bounds | null, fitKey: unknown, paint: (view: View, size: Size) => void, onPick: (at: MapPoint, radius: number) => void) {
  const surface = useRef<HTMLDivElement>(null);
  const view = useRef<View | null>(null);
  const limits = useRef<Limits | null>(null);
  const touched = useRef(false);
  const frame = useRef(0);
  const pointers = useRef(new Map<number, Pointer>());
  const press = useRef<{ at: Pointer; moved: boolean } | null>(null);
  const [size, setSize] = useState<Size | null>(null);
  const painter = useRef(paint);
  painter.current = paint;

  /** Paints at the next frame, once however many changes came before it. */
  const repaint = useCallback(() => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      if (view.current && limits.current) painter.current(view.current, limits.current.size);
    });
  }, []);

  const show = useCallback(
    (next: View) => {
      view.current = next;
      repaint();
    },
    [repaint],
  );

  const move = useCallback(
    (change: (current: View, within: Limits) => View) => {
      if (!view.current || !limits.current) return;
      touched.current = true;
      show(change(view.current, limits.current));
    },
    [show],
  );

  useLayoutEffect(() => {
    const element = surface.current;
    if (!element) return;
    const measure = () =>
      setSize((old) =>
        old && old.width === element.clientWidth && old.height === element.clientHeight ? old : { width: element.clientWidth, height: element.clientHeight },
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const shownKey = useRef(fitKey);
  /** A place asked to be centred before the surface had its size: centred once it has. */
  const pending = useRef<{ point: MapPoint; scale: number } | null>(null);

  useLayoutEffect(() => {
    // A new kingdom is fitted whole.
    if (shownKey.current !== fitKey) {
      shownKey.current = fitKey;
      touched.current = false;
    }
    if (!bounds || !size || !size.width || !size.height) return;
    limits.current = limitsOf(bounds, size);
    let next = touched.current && view.current ? clampView(view.current, limits.current) : fitView(bounds, size);
    if (pending.current) {
      next = centreOn(next, pending.current.point, pending.current.scale, limits.current);
      pending.current = null;
      touched.current = true;
    }
    view.current = next;
    repaint();
  }, [bounds, size, fitKey, repaint]);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  // The wheel zooms the map, not the page: a listener that may cancel it (React's onWheel is passive).
  useEffect(() => {
    const element = surface.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = element.getBoundingClientRect();
      move((current, within) =>
        zoomAt(current, wheelFactor(event.deltaY, event.deltaMode), { x: event.clientX - box.left, y: event.clientY - box.top }, within),
      );
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [move]);

  const at = (event: PointerEvent) => {
    const box = surface.current!.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    pointers.current.set(event.pointerId, at(event));
    press.current = pointers.current.size === 1 ? { at: at(event), moved: false } : null;
    event.currentTarget.setPointerCapture(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const before = pointers.current.get(event.pointerId);
    if (!before) return;
    const now = at(event);
    if (press.current && Math.hypot(now.x - press.current.at.x, now.y - press.current.at.y) > CLICK_SLOP) press.current.moved = true;
    const others = [...pointers.current].filter(([id]) => id !== event.pointerId);
    pointers.current.set(event.pointerId, now);
    if (others.length === 0) move((current, within) => panBy(current, now.x - before.x, now.y - before.y, within));
    else if (others.length === 1) {
      const other = others[0]![1];
      move((current, within) => pinch(current, [before, other], [now, other], within));
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    const pressed = press.current;
    press.current = null;
    if (event.type !== 'pointerup' || !pressed || pressed.moved || !view.current) return;
    // What lies under the press: the tile, and the markers' radius there (a marker is hit within its size).
    onPick(worldAt(view.current, pressed.at), markerScale(view.current.scale));
  };

  const zoomBy = useCallback(
    (factor: number) => move((current, within) => zoomAt(current, factor, { x: within.size.width / 2, y: within.size.height / 2 }, within)),
    [move],
  );

  const reset = useCallback(() => {
    if (!limits.current) return;
    touched.current = false;
    show(fitView(limits.current.bounds, limits.current.size));
  }, [show]);

  const centre = useCallback(
    (point: MapPoint, scale: number) => {
      if (limits.current) move((current, within) => centreOn(current, point, scale, within));
      else pending.current = { point, scale };
    },
    [move],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || !limits.current) return;
    const action = keyAction(event.key, limits.current.size);
    if (!action) return;
    event.preventDefault();
    if ('pan' in action) move((current, within) => panBy(current, action.pan.dx, action.pan.dy, within));
    else if ('zoom' in action) zoomBy(action.zoom);
    else reset();
  };

  return {
    surface,
    repaint,
    zoomBy,
    reset,
    centre,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onKeyDown },
  };
}
