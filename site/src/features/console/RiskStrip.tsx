/**
 * The console strip's ban-risk line for the bot's game account: today's level with its reasons, and the
 * pause when the account's daily budget is reached (the budget itself is set on the Accounts page).
 * Mounted by ConsoleHeader in one line.
 *
 * Shown to the account's owner only. The meter and its budget are the owner's care: the budget is set on
 * their Accounts page, which a player the bots are shared with does not have, and a share grants rights
 * over the bots (@shared/sharing), not over the game account. Their bots still pause at the owner's
 * budget, and the console says so in its lines, so a shared player is not left guessing; asking for the
 * meter would only be refused (404) on every load.
 */
import { useStore } from '@nanostores/react';
import { botsQuery } from '../../lib/data';
import { useMessages, here } from '../../lib/i18n';
import { RiskLevel } from '../accounts/RiskLevel';
import { useAccountRisk } from '../accounts/risk';
import { riskStripMessages } from './risk.messages';
import '../accounts/risk.css';

export function RiskStrip({ accountId, username }: { accountId: string; username: string }) {
  const m = useMessages(riskStripMessages);
  // The reader's own bots: one of them on this account makes it theirs (a shared or an admin's view is not).
  const owns = useStore(botsQuery.store).data?.some((b) => b.accountId === accountId) ?? false;
  const risk = useAccountRisk(owns ? accountId : null);
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
