/**
 * The dashboard's frame before anything is known: the page header, the summary cards, the tabs and two
 * bot cards, as shapes where the answers will go, so the page does not jump when they arrive. Drawn
 * statically in the built page (before the island runs) and again while the session is restored, with
 * `message` saying which of the two it is. On a phone the bots come before the summary, as on the page.
 * Shapes are sized by class (global.css `.sk-…`): the built page's policy refuses style attributes.
 */
import { Skeleton } from '../../components/ui/Skeleton';
import { BotListSkeleton } from './BotListSkeleton';
import type { dashboardPageMessages } from './dashboard.messages';

/** The page's words, handed in: at build time from the page's language (the island's store is not there yet). */
type Words = typeof dashboardPageMessages.base;

function SummarySkeleton({ className }: { className: string }) {
  return (
    <div className={`grid grid-4 summary ${className}`} aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="card">
          <p className="stat-label">
            <Skeleton size="sk-stat-label" />
          </p>
          <p className="stat-value">
            <Skeleton size="sk-stat-value" />
          </p>
          <p className="muted">
            <Skeleton size="sk-stat-note" />
          </p>
        </div>
      ))}
    </div>
  );
}

export function DashboardSkeleton({ message, words: t }: { message: string; words: Words }) {
  return (
    <section className="container page loading-screen" aria-busy="true">
      <div className="page-header">
        <div>
          <h1>
            <Skeleton size="sk-title" />
          </h1>
          <p className="muted" role="status">
            {message}
          </p>
          {/* Where "Signed in as …" goes: two lines on a phone. */}
          <p className="muted" aria-hidden="true">
            <Skeleton size="sk-subtitle" />
          </p>
        </div>
        <div className="page-actions" aria-hidden="true">
          <span className="button skeleton-button">{t.gameAccounts}</span>
          <span className="button skeleton-button">{t.newBot}</span>
        </div>
      </div>
      <SummarySkeleton className="wide-only" />
      <div className="tabs" aria-hidden="true">
        <div className="tab-list">
          {[t.tabBots, t.tabAnalytics, t.tabSettings].map((label) => (
            <span key={label} role="presentation" className="tab-placeholder">
              {label}
            </span>
          ))}
        </div>
        <div className="stack">
          <div className="row between">
            <h2>{t.yourBots}</h2>
            <span className="button button-primary skeleton-button" aria-hidden="true">
              {t.createBot}
            </span>
          </div>
          <BotListSkeleton label={t.loadingBots} />
        </div>
      </div>
      <SummarySkeleton className="narrow-only" />
    </section>
  );
}
