/** The console screen: the bot's card, the connection state, and the searchable, downloadable live log. */
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { BotPlay } from '../account-view/BotPlay';
import { useStore } from '@nanostores/react';
import { botsQuery, sharedWithMeQuery } from '../../lib/data';
import type { SharePermission } from '@shared/sharing';
import { Icon } from '../../components/ui/Icon';
import { PageHeader } from '../../components/ui/PageHeader';
import { ConsoleFacts, ConsoleHeader } from './ConsoleHeader';
import { useNarrow } from '../../lib/use-narrow';
import { BotNotFound } from './BotNotFound';
import { ConnectionIndicator } from './ConnectionIndicator';
import type { ConnectionState } from './connection';
import { logFileName, logText } from './download';
import { LogPanel } from './LogPanel';
import { LogToolbar } from './LogToolbar';
import { saveTextFile } from '../../lib/save-file';
import { filterLines, matchSummary } from './search';
import { useBotDetails } from './useBotDetails';
import { ScheduleSection } from '../bots/schedule/ScheduleSection';
import { TradesSection } from '../bots/trades/TradesSection';
import { useConsoleSession } from './useConsoleSession';
import { LockStrip } from './LockStrip';
import { here, useMessages } from '../../lib/i18n';
import { consoleMessages } from './console.messages';
import { waitsForAccount } from './session-wait';
import { stallShown } from './stall';
import { ShareEnded } from '../sharing/ShareEnded';

function BackToDashboard({ label }: { label: string }) {
  return (
    <a className="button button-small" href={here('/dashboard')}>
      <Icon name="arrow-left" /> {label}
    </a>
  );
}

export function BotConsole({ botId }: { botId: string }) {
  const m = useMessages(consoleMessages);
  const { bot, problem, refresh } = useBotDetails(botId);
  const { log, connection, botState, today, retryNow } = useConsoleSession(botId);
  // What the reader may do: everything with their own bot; with a bot shared with them, what its share
  // allows (@shared/sharing); an admin reading another player's console only reads.
  const mine = useStore(botsQuery.store).data;
  const shared = useStore(sharedWithMeQuery.store).data;
  const own = !mine || mine.some((b) => b.id === botId);
  const share = bot ? shared?.find((s) => s.account.id === bot.accountId) : undefined;
  const may = (p: SharePermission) => own || Boolean(share?.permissions.includes(p));
  const owned = may('control');
  // A state change may change what the bot wants (a failed login leaves it stopped): load it again then.
  useEffect(() => {
    if (botState) void refresh();
  }, [botState, refresh]);
  const narrow = useNarrow();
  const [query, setQuery] = useState('');
  // Typing stays responsive while 2000 lines are filtered behind it.
  const deferredQuery = useDeferredValue(query);
  const visible = useMemo(() => filterLines(log.lines, deferredQuery), [log.lines, deferredQuery]);

  const download = () => saveTextFile(logFileName(bot?.name, botId, new Date()), logText(log.lines));

  const header = <PageHeader title={m.title} subtitle={m.subtitle} actions={<BackToDashboard label={m.back} />} />;
  // Never seen and refused: nothing to show. A bot deleted while open keeps its log on screen instead.
  const notFound = !bot && (problem === 'not-found' || (connection.status === 'stopped' && connection.reason === 'not-found'));
  if (notFound) {
    return (
      <section className="container page">
        {header}
        <BotNotFound botId={botId} />
      </section>
    );
  }
  // A bot shared with the reader whose share ended while open: the stream said so, or it is not found any
  // more (a reconnect's ticket, or a reload of the bot). Its state and controls are no longer theirs.
  const shareEnded =
    !own &&
    bot !== null &&
    (problem === 'not-found' || (connection.status === 'stopped' && (connection.reason === 'access-ended' || connection.reason === 'not-found')));
  if (shareEnded) {
    return (
      <section className="container page">
        {header}
        <ShareEnded />
      </section>
    );
  }

  return (
    <section className="container page console-page">
      {header}
      <ConsoleHeader
        botId={botId}
        bot={bot}
        live={botState}
        today={today}
        owned={owned}
        stall={stallShown(log.lines, bot?.stalled)}
        waiting={waitsForAccount(log.lines)}
        onChanged={() => void refresh()}
        status={<ConnectionIndicator state={ownerSignedOut(own, connection)} onRetry={retryNow} />}
        withFacts={!narrow}
      />
      <LockStrip accountId={bot?.accountId} lines={log.lines} owned={owned} />
      <div className="card console-card">
        <LogToolbar
          query={query}
          onQueryChange={setQuery}
          summary={matchSummary(visible.length, log.lines.length, deferredQuery, m)}
          canDownload={log.lines.length > 0}
          onDownload={download}
        />
        <LogPanel lines={visible} query={deferredQuery} emptyText={log.lines.length ? m.noLinesMatch({ query: deferredQuery.trim() }) : m.awaiting} />
      </div>
      {/* On a phone the log comes first (issue 38: it started below the fold); the day's figures follow it. */}
      {narrow && (
        <div className="card console-facts">
          <ConsoleFacts bot={bot} live={botState} today={today} />
        </div>
      )}
      {/* Where it plays, live, and every attack it sent (issue 53). */}
      {bot && (own || share) && (
        <BotPlay botId={botId} accountId={bot.accountId} accountTitle={`${bot.accountName} (${bot.server})`} own={own} playSign={log.lastId} />
      )}
      {/* A Market Trader's trade log: its owner's and the players it is shared with, as the API serves it. */}
      {bot && (own || share) && bot.templateId === 'market-trader' && <TradesSection botId={botId} botName={bot.name} />}
      {/* Its owner schedules a bot, and a player it is shared with for settings (an admin reads another player's console). */}
      {bot && may('settings') && <ScheduleSection botId={botId} botName={bot.name} runUntil={bot.runUntil} onChanged={() => void refresh()} />}
    </section>
  );
}

/**
 * The stream's `access ended` on the reader's own bot: only their session can have gone (a sign-out elsewhere,
 * a revoked session, a changed password), so the console says to sign in again, not that a share ended.
 */
function ownerSignedOut(own: boolean, state: ConnectionState): ConnectionState {
  return own && state.status === 'stopped' && state.reason === 'access-ended' ? { status: 'stopped', reason: 'signed-out' } : state;
}
