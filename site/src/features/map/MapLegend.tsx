/**
 * The legend under the map: what each shape, mark and line means, for the kinds this kingdom shows (a
 * legend of thirteen kinds when two are on the map helps nobody). The same shapes as the map's markers,
 * so the legend is what tells them apart, not their colours.
 */
import { MAP_ARMY_KINDS, MAP_TARGET_KINDS, MAP_VERDICTS, type MapArmyKind, type MapTargetKind, type MapVerdict } from '@shared/account-map';
import type { ReactNode } from 'react';
import { useMessages } from '../../lib/i18n';
import { isHostile, targetName, type Shown } from './facts';
import { mapMessages } from './map.messages';
import { armyShape, castleShape, kindShape, verdictMark } from './shapes';

function Swatch({ children }: { children: ReactNode }) {
  return (
    <svg className="map-swatch" viewBox="-1.4 -1.4 2.8 2.8" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export function MapLegend({ shown, kingdomId }: { shown: Shown; kingdomId: number }) {
  const t = useMessages(mapMessages);
  const kinds = new Set<MapTargetKind>(shown.targets.map((target) => target.kind));
  const verdicts = new Set<MapVerdict>(shown.targets.map((target) => target.verdict));
  const armies = new Set<MapArmyKind>(shown.armies.map((army) => army.kind));
  const hostile = (kind: MapArmyKind) => (isHostile({ kind }) ? '' : undefined);
  return (
    <div className="map-legend">
      <h3 className="map-legend-title">{t.legend}</h3>
      <ul>
        {shown.castles.length > 0 && (
          <li className="map-castle">
            <Swatch>
              <path d={castleShape(0, 0, 1)} />
            </Swatch>
            {t.castleMark}
          </li>
        )}
        {MAP_TARGET_KINDS.filter((kind) => kinds.has(kind)).map((kind) => (
          <li key={kind} className="map-target" data-verdict="neutral">
            <Swatch>
              <path className="map-shape" d={kindShape(kind, 0, 0, 1)} />
            </Swatch>
            {targetName({ kind, kingdomId }, t)}
          </li>
        ))}
        {MAP_VERDICTS.filter((verdict) => verdicts.has(verdict)).map((verdict) => {
          const mark = verdictMark(verdict, 0, 0, 1);
          return (
            <li key={verdict} className="map-target" data-verdict={verdict}>
              <Swatch>
                <path className="map-shape" d={kindShape('baron', 0, 0, 1)} />
                {mark && <path className="map-verdict-mark" d={mark} />}
              </Swatch>
              {t[verdict]}
            </li>
          );
        })}
        {shown.targets.length > 0 && (
          <li className="map-target" data-verdict="neutral" data-cooling="">
            <Swatch>
              <path className="map-shape" d={kindShape('baron', 0, 0, 1)} />
            </Swatch>
            {t.cooling}
          </li>
        )}
        {MAP_ARMY_KINDS.filter((kind) => armies.has(kind)).map((kind) => (
          <li key={kind}>
            <Swatch>
              <path className="map-way" data-kind={kind} data-hostile={hostile(kind)} d="M-1.3 0H0" />
              <path className="map-army" data-kind={kind} data-hostile={hostile(kind)} d={armyShape(kind, 0.3, 0, 0.9, 0)} />
            </Swatch>
            {t[kind]}
          </li>
        ))}
      </ul>
    </div>
  );
}
