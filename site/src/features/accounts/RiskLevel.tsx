/**
 * An account's ban risk today as words: the level, each reason it is raised (in the page's language), and
 * a pause at the daily budget. Shown on the account card (RiskMeter) and a bot's console strip (RiskStrip).
 */
import { BUDGET_COUNTS, type BudgetFigure } from '@shared/risk';
import { riskLines } from '@shared/bot-lines/risk.messages';
import { useMessages } from '../../lib/i18n';
import { inPageLanguage } from '../../lib/kept-words';
import type { AccountRiskView } from './risk';
import { intlLocale } from '@shared/i18n/intl';

const LEVEL_WORD = { low: 'levelLow', raised: 'levelRaised', high: 'levelHigh' } as const;

/** Today's count of a reached cap, in the cap's own unit (hours online are counted in minutes). */
const doneIn = (risk: AccountRiskView, figure: BudgetFigure) => {
  const count = risk.figures[BUDGET_COUNTS[figure]];
  return figure === 'onlineHours' ? Math.floor(count / 60) : count;
};

/** The Paused line of a reached cap: attacks and map tiles are counted (each language's plural forms), hours a unit. */
function pausedText(
  words: typeof riskLines.base,
  figure: BudgetFigure,
  done: number,
  values: { budget: string; username: string },
  number: (n: number) => string,
): string {
  if (figure === 'onlineHours') return words.pausedOnlineHours({ ...values, done: number(done) });
  return words[figure === 'attacks' ? 'pausedAttacks' : 'pausedMapTiles'](values)(done);
}

export function RiskLevel({
  risk,
  username,
  levelText,
  calm,
}: {
  risk: AccountRiskView;
  username: string;
  levelText: (level: string) => string;
  calm: string;
}) {
  const words = useMessages(riskLines);
  const number = (n: number) => new Intl.NumberFormat(intlLocale(document.documentElement.lang || 'en')).format(n);
  return (
    <>
      <p className="risk-level-line">
        <strong className={`risk-level risk-level-${risk.level}`}>{levelText(words[LEVEL_WORD[risk.level]])}</strong>
      </p>
      {risk.reasons.length > 0 ? (
        <ul className="risk-reasons">
          {risk.reasons.map((reason) => (
            <li key={reason.message.key} className={`risk-reason risk-reason-${reason.level}`}>
              {inPageLanguage(reason.text, reason.message)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted risk-calm">{calm}</p>
      )}
      {risk.reached.map((figure) => (
        <p key={figure} className="risk-paused" role="status">
          {pausedText(words, figure, doneIn(risk, figure), { budget: number(risk.budget[figure] ?? 0), username }, number)}
        </p>
      ))}
    </>
  );
}
