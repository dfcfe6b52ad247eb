/**
 * The console strip's ban-risk line for the bot's game account: today's level with its reasons, and the
 * pause when the account's daily budget is reached (the budget itself is set on the Accounts page).
 * Mounted by ConsoleHeader in one line.
 */
import { useMessages, here } from '../../lib/i18n';
import { RiskLevel } from '../accounts/RiskLevel';
import { useAccountRisk } from '../accounts/risk';
import { riskStripMessages } from './risk.messages';
import '../accounts/risk.css';

export function RiskStrip({ accountId, username }: { accountId: string; username: string }) {
  const m = useMessages(riskStripMessages);
  const risk = useAccountRisk(accountId);
  if (!risk) return null;
  return (
    <section className="risk-strip" aria-label={m.label}>
      <RiskLevel risk={risk} username={username} levelText={(level) => m.level({ level })} calm={m.calm} />
      <p className="risk-budget-line">
        <a href={here('/accounts')}>{m.budgetLink}</a>
      </p>
    </section>
  );
}
