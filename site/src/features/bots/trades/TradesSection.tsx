/**
 * The bot page's Trades section (Market Trader bots): each trade, each one the bot would make on a
 * server without our market, and each carriage of goods it sent to another of the player's castles,
 * newest first, with its price, coins (or castle) and the rule that asked for it; older pages on demand
 * and the entries shown as CSV. The notice says where the bot trades.
 */
import { useState } from 'react';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { RelativeTime } from '../../../components/ui/RelativeTime';
import { SkeletonLines } from '../../../components/ui/Skeleton';
import { api, unwrap } from '../../../lib/api';
import { useLoaded } from '../../../lib/use-loaded';
import { saveTextFile } from '../../../lib/save-file';
import { errorMessage } from '../../toasts/store';
import { appendTrades, nextPageQuery, tradeDetails, tradesCsv, tradeTitle, type TradeRow } from './trades-view';
import { messagesNow, useMessages } from '../../../lib/i18n';
import { inPageLanguage } from '../../../lib/kept-words';
import { tradeLineMessages, tradesMessages } from './trades.messages';
import { FormError } from '../../../components/ui/FormError';
import './trades.css';

const PAGE_SIZE = 25;
const fetchPage = (botId: string, query: { limit: number; before?: string }) => unwrap(api.api.bots({ id: encodeURIComponent(botId) }).trades.get({ query }));

export function TradesSection({ botId, botName }: { botId: string; botName: string }) {
  const m = useMessages(tradesMessages);
  const line = useMessages(tradeLineMessages);
  const first = useLoaded(() => fetchPage(botId, { limit: PAGE_SIZE }));
  const [older, setOlder] = useState<{ trades: TradeRow[]; done: boolean } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);

  const head = (
    <div className="trades-head">
      <h2 id="trades-title">{m.title}</h2>
      {first.status === 'ready' && (
        <button type="button" className="button button-small" aria-disabled={first.reloading} onClick={() => void refresh()}>
          {first.reloading ? m.refreshing : m.refresh}
        </button>
      )}
    </div>
  );
  const notice = <p className="hint trades-notice">{m.notice}</p>;

  if (first.status === 'error' || (first.status !== 'loading' && !first.data)) {
    return <ErrorPanel what={m.what} message={first.error} requestId={first.requestId} onRetry={first.reload} retrying={first.reloading} />;
  }
  if (first.status === 'loading' || !first.data) {
    return (
      <section className="card trades-card" aria-labelledby="trades-title">
        {head}
        <SkeletonLines lines={3} />
      </section>
    );
  }
  const shown = older ? older.trades : first.data.trades;
  const done = older ? older.done : first.data.trades.length < PAGE_SIZE;

  async function refresh() {
    setOlder(null);
    setMoreError(null);
    await first.reload();
  }

  async function loadMore() {
    if (loadingMore) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const page = await fetchPage(botId, nextPageQuery(shown, PAGE_SIZE));
      setOlder({ trades: appendTrades(shown, page.trades), done: page.trades.length < PAGE_SIZE });
    } catch (err) {
      setMoreError(errorMessage(err, messagesNow(tradesMessages).olderFailed));
    } finally {
      setLoadingMore(false);
    }
  }

  const download = () => saveTextFile(`${botName.replace(/[^\w.-]+/g, '-') || 'bot'}-trades.csv`, tradesCsv(shown));

  return (
    <section className="card trades-card" aria-labelledby="trades-title">
      {head}
      {notice}
      {shown.length === 0 ? (
        <p className="empty trades-empty">{m.empty}</p>
      ) : (
        <ol className="list-plain trades-list" aria-label={m.listLabel}>
          {shown.map((t) => (
            <li key={t.id} className={`trades-item${t.executed ? '' : ' trades-item-would'}`}>
              <div className="trades-what">
                <strong>{tradeTitle(t, line)}</strong>
                <span className="trades-detail">{tradeDetails(t, line)}</span>
                <span className="trades-reason">{m.why({ reason: inPageLanguage(t.reason, t.because) })}</span>
              </div>
              <div className="trades-when">
                <RelativeTime iso={t.at} />
                {!t.executed && <span className="trades-flag">{m.reportedOnly}</span>}
              </div>
            </li>
          ))}
        </ol>
      )}
      <FormError message={moreError} />
      {shown.length > 0 && (
        <div className="row trades-actions">
          {!done && (
            <button type="button" className="button" aria-disabled={loadingMore} onClick={() => void loadMore()}>
              {loadingMore ? m.loading : m.older}
            </button>
          )}
          <button type="button" className="button" onClick={download}>
            {m.download}
          </button>
        </div>
      )}
    </section>
  );
}
