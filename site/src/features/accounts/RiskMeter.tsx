/**
 * The ban-risk meter on an account's card: today's level with its reasons, its figures, a pause at the
 * daily budget, and the button that sets the budget (BudgetDialog). Mounted by AccountList in one line.
 */
import { useRef, useState } from 'react';
import { BUDGET_FIGURES } from '@shared/risk';
import { useMessages } from '../../lib/i18n';
import type { GameAccount } from '../../lib/data';
import { accountTitle } from './display';
import { BudgetDialog } from './BudgetDialog';
import { RiskLevel } from './RiskLevel';
import { useAccountRisk } from './risk';
import { riskMeterMessages } from './risk.messages';
import './risk.css';
import { intlLocale } from '@shared/i18n/intl';

export function RiskMeter({ account }: { account: GameAccount }) {
  const m = useMessages(riskMeterMessages);
  const risk = useAccountRisk(account.id);
  const [editing, setEditing] = useState(false);
  const budgetButton = useRef<HTMLButtonElement>(null);
  if (!risk) return null;
  const number = (n: number) => new Intl.NumberFormat(intlLocale(document.documentElement.lang || 'en')).format(n);
  const f = risk.figures;
  const caps = BUDGET_FIGURES.filter((c) => risk.budget[c] !== null).map((c) => {
    const n = risk.budget[c]!;
    return c === 'attacks' ? m.capAttacks(n) : c === 'mapTiles' ? m.capTiles(n) : m.capHours({ n: number(n) });
  });
  return (
    <section className="risk-meter" aria-label={m.heading}>
      <RiskLevel risk={risk} username={account.name} levelText={(level) => m.level({ level })} calm={m.calm} />
      <p className="muted risk-figures">
        {m.figures({
          logins: m.logins(f.logins),
          attacks: m.attacks(f.attacks),
          tiles: m.tiles(f.mapTiles),
          hours: number(Math.round(f.onlineMinutes / 6) / 10),
          peak: m.peak(f.peakApm),
        })}
      </p>
      {risk.level !== 'low' && <p className="muted risk-penalties">{m.penalties}</p>}
      <p className="risk-budget-line">
        <span>{caps.length ? m.budgetSet({ caps: caps.join(', ') }) : m.budgetNone}</span>{' '}
        <button
          ref={budgetButton}
          type="button"
          className="button button-small"
          aria-label={m.budgetFor({ account: accountTitle(account) })}
          onClick={() => setEditing(true)}
        >
          {m.budget}
        </button>
      </p>
      {/* Only while open: a closed dialog in every card would put its title among the list's texts. */}
      {editing && (
        <BudgetDialog
          account={account}
          budget={risk.budget}
          onClose={() => {
            setEditing(false);
            budgetButton.current?.focus();
          }}
        />
      )}
    </section>
  );
}
