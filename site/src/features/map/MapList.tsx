/**
 * The map as a list: the same facts as the drawing (castles, each target with its kind, level, place,
 * cooldown and verdict, each army with its soldiers, way and arrival) for screen readers and for anyone
 * who would rather read. A visible disclosure under the map, closed at first (a kingdom can hold a
 * thousand rows); a target's place is a button that centres the map on it.
 */
import { useId, useMemo, useState } from 'react';
import { useMessages } from '../../lib/i18n';
import { armyRows, positionOf, targetRows, type Shown } from './facts';
import { mapMessages } from './map.messages';

type Props = { shown: Shown; kingdom: string; now: number; picked: string | null; onShow: (targetId: string) => void };

export function MapList({ shown, kingdom, now, picked, onShow }: Props) {
  const t = useMessages(mapMessages);
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <section className="map-list">
      <h3>
        <button type="button" className="button button-small" aria-expanded={open} aria-controls={panel} onClick={() => setOpen(!open)}>
          {open ? t.hideList : t.showList}
        </button>
      </h3>
      <div id={panel} hidden={!open}>
        {open && <Facts shown={shown} kingdom={kingdom} now={now} picked={picked} onShow={onShow} />}
      </div>
    </section>
  );
}

function Facts({ shown, kingdom, now, picked, onShow }: Props) {
  const t = useMessages(mapMessages);
  const targets = useMemo(() => targetRows(shown.targets, now, t), [shown.targets, now, t]);
  const armies = useMemo(() => armyRows(shown, now, t), [shown, now, t]);
  return (
    <>
      <h4>{t.listHeading({ kingdom })}</h4>
      {shown.castles.length > 0 && (
        <>
          <h5>{t.castles}</h5>
          <ul>
            {shown.castles.map((castle) => (
              <li key={castle.id}>{t.placeNamed({ name: castle.name, position: positionOf(castle) })}</li>
            ))}
          </ul>
        </>
      )}
      <h5>{t.targets}</h5>
      {targets.length ? (
        <div className="map-table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{t.columnPosition}</th>
                <th scope="col">{t.columnTarget}</th>
                <th scope="col">{t.columnLevel}</th>
                <th scope="col">{t.columnCooldown}</th>
                <th scope="col">{t.columnVerdict}</th>
              </tr>
            </thead>
            <tbody>
              {targets.map((row) => (
                <tr key={row.id} aria-current={row.id === picked ? 'true' : undefined}>
                  <th scope="row">
                    <button type="button" className="map-show" aria-label={t.showOnMapOf({ position: row.position })} onClick={() => onShow(row.id)}>
                      {row.position}
                    </button>
                  </th>
                  <td>
                    <bdi>{row.name}</bdi>
                  </td>
                  <td>{row.level}</td>
                  <td>{row.cooldown}</td>
                  <td>{row.verdict}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="muted">{t.noTargets}</p>
      )}
      <h5>{t.armies}</h5>
      {armies.length ? (
        <div className="map-table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{t.columnArmy}</th>
                <th scope="col">{t.columnSoldiers}</th>
                <th scope="col">{t.columnFrom}</th>
                <th scope="col">{t.columnTo}</th>
                <th scope="col">{t.columnArrival}</th>
              </tr>
            </thead>
            <tbody>
              {armies.map((row) => (
                <tr key={row.id} data-hostile={row.hostile ? '' : undefined}>
                  <th scope="row">
                    <bdi>{row.name}</bdi>
                  </th>
                  <td>{row.soldiers}</td>
                  <td>{row.from}</td>
                  <td>{row.to}</td>
                  <td>{row.arrival}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="muted">{t.noArmies}</p>
      )}
    </>
  );
}
