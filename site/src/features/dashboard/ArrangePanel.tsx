/**
 * Arrange dashboard (Professional): which summary cards, chart cards and bot groups show and in what
 * order, and which bots come first in their group — for the screen size in use, said in so many words.
 * Every control is a checkbox or a button, so it works from the keyboard; the dashboard behind the panel
 * follows the draft as it changes, and nothing is kept until "Save arrangement".
 */
import { useId } from 'react';
import { NARROW_MAX_PX, type DeviceSize } from '@shared/dashboard';
import { fill } from '../../components/ui/fill';
import { here, useMessages } from '../../lib/i18n';
import { arrangeMessages, cardMessages } from './arrange.messages';
import { toast } from '../toasts/store';
import { useToastedRun } from '../toasts/toasted-run';
import { chartRows, shifted, summaryRows, toggled, type Draft } from './arrange';
import { BetaBadge } from './ChartCards';
import { resetLayout, saveLayout } from './layout';
import './arrange.css';

type Group = { accountId: string; label: string; bots: { id: string; name: string }[] };

function MoveButtons({ name, onMove, first, last }: { name: string; onMove: (by: -1 | 1) => void; first: boolean; last: boolean }) {
  const t = useMessages(arrangeMessages);
  return (
    <span className="row arrange-move">
      <button type="button" className="button button-small" aria-label={t.moveUp({ name })} disabled={first} onClick={() => onMove(-1)}>
        ↑
      </button>
      <button type="button" className="button button-small" aria-label={t.moveDown({ name })} disabled={last} onClick={() => onMove(1)}>
        ↓
      </button>
    </span>
  );
}

/** One list of things to show or hide and order: the shown ones can move among themselves. */
function ShowList<T extends string>({
  rows,
  shown,
  onToggle,
  onMove,
}: {
  rows: { id: T; label: string; shown: boolean }[];
  shown: readonly T[];
  onToggle: (id: T, show: boolean) => void;
  onMove: (id: T, by: -1 | 1) => void;
}) {
  return (
    <ol className="arrange-list">
      {rows.map((row) => (
        <li key={row.id} className="row between">
          <label className="checkbox">
            <input type="checkbox" checked={row.shown} onChange={(e) => onToggle(row.id, e.target.checked)} />
            {row.label}
          </label>
          {row.shown && (
            <MoveButtons
              name={row.label}
              first={shown.indexOf(row.id) === 0}
              last={shown.indexOf(row.id) === shown.length - 1}
              onMove={(by) => onMove(row.id, by)}
            />
          )}
        </li>
      ))}
    </ol>
  );
}

export function ArrangePanel({
  size,
  draft,
  onChange,
  onClose,
  groups,
  charts,
  saved,
}: {
  size: DeviceSize;
  draft: Draft;
  onChange: (draft: Draft) => void;
  onClose: () => void;
  groups: Group[];
  charts: boolean;
  saved: boolean;
}) {
  const t = useMessages(arrangeMessages);
  const cards = useMessages(cardMessages);
  const id = useId();
  const { busy, run: runToasted } = useToastedRun();
  const named = <Id extends keyof typeof cards>(rows: { id: Id; shown: boolean }[]) => rows.map((row) => ({ ...row, label: cards[row.id] }));
  const sizeText = size === 'wide' ? t.sizeWide({ px: NARROW_MAX_PX }) : t.sizeNarrow({ px: NARROW_MAX_PX });
  const labelOf = (accountId: string) => groups.find((g) => g.accountId === accountId)?.label ?? accountId;
  const groupRows = draft.groups.map((accountId) => ({ id: accountId, label: labelOf(accountId), shown: !draft.hiddenGroups.includes(accountId) }));
  const shownGroups = groupRows.filter((r) => r.shown).map((r) => r.id);
  const bots = groups.flatMap((g) => g.bots.map((b) => ({ ...b, account: g.label })));

  async function run(work: () => Promise<string>) {
    await runToasted(async () => {
      toast.success(await work());
      onClose();
    }, t.saveFailed);
  }

  return (
    <section className="card stack arrange-panel" aria-labelledby={`${id}-title`}>
      <div className="row between">
        <h2 id={`${id}-title`}>{t.title}</h2>
      </div>
      <p className="notice">{saved ? t.forSizeSaved({ size: sizeText }) : t.forSizeUnsaved({ size: sizeText })}</p>
      <div className="grid arrange-sections">
        <fieldset>
          <legend>{t.summaryCards}</legend>
          <ShowList
            rows={named(summaryRows(draft))}
            shown={draft.summary}
            onToggle={(card, show) => onChange({ ...draft, summary: toggled(draft.summary, card, show) })}
            onMove={(card, by) => onChange({ ...draft, summary: shifted(draft.summary, card, by) })}
          />
        </fieldset>
        <fieldset>
          <legend>
            {t.charts} <BetaBadge />
          </legend>
          {charts ? (
            <ShowList
              rows={named(chartRows(draft))}
              shown={draft.charts}
              onToggle={(card, show) => onChange({ ...draft, charts: toggled(draft.charts, card, show) })}
              onMove={(card, by) => onChange({ ...draft, charts: shifted(draft.charts, card, by) })}
            />
          ) : (
            <p className="muted">{fill(t.chartsBeta, { link: <a href={here('/settings#beta')}>{t.chartsBetaLink}</a> })}</p>
          )}
        </fieldset>
        <fieldset>
          <legend>{t.gameAccounts}</legend>
          {groupRows.length === 0 ? (
            <p className="muted">{t.noGroups}</p>
          ) : (
            <ShowList
              rows={groupRows}
              shown={shownGroups}
              onToggle={(account, show) => onChange({ ...draft, hiddenGroups: toggled(draft.hiddenGroups, account, !show) })}
              onMove={(account, by) => {
                // Among the shown groups; the hidden ones keep their places after them.
                const order = shifted(shownGroups, account, by);
                onChange({ ...draft, groups: [...order, ...draft.groups.filter((g) => !order.includes(g))] });
              }}
            />
          )}
        </fieldset>
        <fieldset>
          <legend>{t.pinnedBots}</legend>
          <p className="muted">{t.pinnedHint}</p>
          <ul className="arrange-list">
            {bots.map((bot) => (
              <li key={bot.id}>
                <label className="checkbox">
                  <input
                    type="checkbox"
                    checked={draft.pinnedBots.includes(bot.id)}
                    onChange={(e) => onChange({ ...draft, pinnedBots: toggled(draft.pinnedBots, bot.id, e.target.checked) })}
                  />
                  {fill(t.pin, { name: bot.name, account: <span className="muted">({bot.account})</span> })}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      </div>
      <div className="row arrange-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => void run(async () => (await saveLayout(size, draft), size === 'wide' ? t.savedWide : t.savedNarrow))}
        >
          {t.save}
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => void run(() => resetLayout(size).then((message) => (size === 'wide' ? t.resetWide({ message }) : t.resetNarrow({ message }))))}
        >
          {t.reset}
        </button>
        <button type="button" className="button" disabled={busy} onClick={onClose}>
          {t.cancel}
        </button>
      </div>
    </section>
  );
}
