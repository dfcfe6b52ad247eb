/**
 * A game account's live map (issue 53): its castles, the targets its bots know with their cooldowns and
 * verdicts, and the armies on the move, one kingdom at a time. Pan and zoom by mouse, touch and keyboard
 * (use-pan-zoom.ts); the same facts as a list below for every reader (MapList.tsx). The map comes from
 * the account's map stream (shared/src/account-map.ts); this component only draws what it is given.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { AccountMap, MapArmy, MapPoint, MapTarget } from '@shared/account-map';
import { useMessages } from '../../lib/i18n';
import { relativeTime } from '../../lib/time';
import { armyCaption, kingdomName, kingdomsOf, pointsOf, shownIn, startKingdom, targetCaption, targetSummary, type Shown } from './facts';
import { nearestTarget } from './paint';
import { mapMessages } from './map.messages';
import { MapLegend } from './MapLegend';
import { MapList } from './MapList';
import { KEY_ZOOM, boundsOf } from './view';
import { useMapCanvas } from './use-map-canvas';
import { usePanZoom } from './use-pan-zoom';
import './map.css';

type Props = {
  /** null: nothing read yet. */
  map: AccountMap | null;
  /** A timeline row's target: the map centres on it and rings it. */
  focusTargetId?: string | null;
  /** The surface's accessible name ("Map of Lord Castle (INT1)"). */
  label: string;
  /** The clock (tests). */
  now?: () => number;
};

/** A focused or picked target is shown at least this close (pixels per tile). */
const FOCUS_SCALE = 14;

export function AccountMapView({ map, focusTargetId = null, label, now = Date.now }: Props) {
  const t = useMessages(mapMessages);
  const empty = !map || (!map.castles.length && !map.targets.length && !map.armies.length);
  if (!map || empty)
    return (
      <section className="map-view map-empty" aria-label={label}>
        <p className="map-empty-title">{map ? t.nothingOnIt : t.notReadYet}</p>
        {!map && <p className="muted">{t.notReadWhy}</p>}
      </section>
    );
  return <LiveMap map={map} focusTargetId={focusTargetId} label={label} clock={now} />;
}

function LiveMap({ map, focusTargetId, label, clock }: { map: AccountMap; focusTargetId: string | null; label: string; clock: () => number }) {
  const t = useMessages(mapMessages);
  const helpId = useId();

  // One timer for the countdowns, the armies' progress and the cooldowns; the clock is read through a ref so a new function each render does not restart it.
  const clockRef = useRef(clock);
  clockRef.current = clock;
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const timer = setInterval(() => setNow(clockRef.current()), 1000);
    return () => clearInterval(timer);
  }, []);

  const kingdoms = useMemo(() => kingdomsOf(map), [map]);
  const [chosen, setChosen] = useState<number | null>(null);
  const kingdom = chosen !== null && kingdoms.includes(chosen) ? chosen : (startKingdom(map, focusTargetId) ?? 0);
  const shown: Shown = useMemo(() => shownIn(map, kingdom), [map, kingdom]);
  const bounds = useMemo(() => boundsOf(pointsOf(shown)), [shown]);

  const [picked, setPicked] = useState<string | null>(null);
  const pickedTarget = picked ? shown.targets.find((target) => target.id === picked) : undefined;

  const captions = { target: (target: MapTarget) => targetCaption(target, now, t), army: (army: MapArmy) => armyCaption(army, now, t) };
  const { canvas, paintView, onThemeChange } = useMapCanvas({ shown, now, picked: pickedTarget, captions });
  // A click or tap picks the target nearest to it within a marker and a half.
  const pick = (at: MapPoint, radius: number) => setPicked(nearestTarget(shown.targets, at, radius * 1.5)?.id ?? null);
  const { surface, repaint, handlers, zoomBy, reset, centre } = usePanZoom(bounds, kingdom, paintView, pick);
  useEffect(repaint, [shown, now, pickedTarget, repaint]);
  useEffect(() => onThemeChange(repaint), [onThemeChange, repaint]);

  /** Centres the map on a target of this kingdom and rings it. */
  const showTarget = (targetId: string) => {
    const target = shown.targets.find((candidate) => candidate.id === targetId);
    if (!target) return;
    setPicked(targetId);
    centre(target, FOCUS_SCALE);
    surface.current?.scrollIntoView({ block: 'nearest' });
  };

  // A timeline row was clicked: its kingdom first, then centred once its kingdom is drawn.
  const [missing, setMissing] = useState(false);
  const centredFor = useRef<string | null>(null);
  useEffect(() => {
    if (!focusTargetId) setMissing(false);
    if (!focusTargetId || centredFor.current === focusTargetId) return;
    const target = map.targets.find((candidate) => candidate.id === focusTargetId);
    setMissing(!target);
    if (!target) return;
    if (target.kingdomId !== kingdom) {
      setChosen(target.kingdomId);
      return;
    }
    centredFor.current = focusTargetId;
    setPicked(focusTargetId);
    centre(target, FOCUS_SCALE);
  }, [focusTargetId, map, kingdom, centre]);

  const name = kingdomName(kingdom, t);
  return (
    <div className="map-view">
      {kingdoms.length > 1 && (
        <div className="map-kingdoms" role="group" aria-label={t.kingdom}>
          {kingdoms.map((id) => (
            <button
              key={id}
              type="button"
              className={`button button-small${id === kingdom ? ' button-primary' : ''}`}
              aria-pressed={id === kingdom}
              onClick={() => setChosen(id)}
            >
              {kingdomName(id, t)}
            </button>
          ))}
        </div>
      )}
      <div className="map-frame">
        <div ref={surface} className="map-surface" role="application" aria-label={label} aria-describedby={helpId} tabIndex={0} {...handlers}>
          <canvas ref={canvas} className="map-canvas" aria-hidden="true" />
        </div>
        <div className="map-controls">
          <button type="button" className="button button-small" aria-label={t.zoomIn} title={t.zoomIn} onClick={() => zoomBy(KEY_ZOOM)}>
            <ControlIcon d="M12 5v14M5 12h14" />
          </button>
          <button type="button" className="button button-small" aria-label={t.zoomOut} title={t.zoomOut} onClick={() => zoomBy(1 / KEY_ZOOM)}>
            <ControlIcon d="M5 12h14" />
          </button>
          <button type="button" className="button button-small" aria-label={t.resetView} title={t.resetView} onClick={reset}>
            <ControlIcon d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" />
          </button>
        </div>
      </div>
      <p id={helpId} className="map-help muted">
        {t.keyboardHelp}
      </p>
      <div role="status">{missing && <p className="map-notice">{t.notOnMap}</p>}</div>
      {pickedTarget && <p className="map-picked">{targetSummary(pickedTarget, now, t)}</p>}
      <MapLegend shown={shown} kingdomId={kingdom} />
      <MapList shown={shown} kingdom={name} now={now} picked={picked} onShow={showTarget} />
      {map.readAt > 0 && <p className="muted map-read">{t.lastRead({ time: relativeTime(new Date(map.readAt).toISOString(), now) })}</p>}
    </div>
  );
}

function ControlIcon({ d }: { d: string }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
