/**
 * The console page's header (the dashboard's card of one bot is dashboard/BotCard.tsx): the bot's name
 * (or "Loading bot..."), its id and its state badge, upper case (spec §2), with its start/stop toggle
 * (pending while a change is under way; Cancel start while a start waits for its login), and a strip with its uptime and today's actions and loot (on a
 * phone the page puts that strip after the log, so the log starts on the first screen). The state is the
 * stream's (`live`) once it has told one, else the loaded bot's.
 */
import { useState, type ReactNode } from 'react';
import type { BotToday, ConsoleStall, ConsoleStateData } from '@shared/console';
import { Icon } from '../../components/ui/Icon';
import { StateBadge, normaliseState } from '../../components/ui/StateBadge';
import type { Bot } from '../../lib/data';
import { duration } from '../../lib/time';
import { useNow } from '../../lib/use-now';
import { runBotAction } from '../bots/actions';
import { newerToday, todayFigures } from '../bots/today';
import { toggleOf } from '../bots/bot-state';
import { useMessages } from '../../lib/i18n';
import { inPageLanguage } from '../../lib/kept-words';
import { todayMessages } from '../bots/actions.messages';
import { consoleHeaderMessages } from './console.messages';
import { RiskStrip } from './RiskStrip';
import { playNow } from './play-now';

type Props = {
  botId: string;
  bot: Bot | null;
  live: ConsoleStateData | null;
  today: BotToday | null;
  status: ReactNode;
  /** Whether the viewer owns the bot (an admin reading another player's console cannot start or stop it). */
  owned: boolean;
  /** Why the bot cannot go on by itself, as its console says it now (stall.ts), or null. */
  stall: ConsoleStall | null;
  /** Whether the bot's session waits for its game account (play-now.ts): its owner may play now. */
  waiting: boolean;
  /** After a start or stop was sent: the bot is loaded again (its wanted state changed). */
  onChanged: () => void;
  /** Whether today's figures and the ban-risk strip sit in this card (else the page shows them after the log: a phone). */
  withFacts: boolean;
};

type FactsProps = Pick<Props, 'bot' | 'live' | 'today'>;

/** The bot's uptime and today's actions and loot, then its account's ban risk today. */
export function ConsoleFacts({ bot, live, today }: FactsProps) {
  const m = useMessages(consoleHeaderMessages);
  const state = normaliseState(live?.state ?? bot?.state);
  const since = state === 'online' ? (live ? live.since : bot?.startedAt) : null;
  const now = useNow(Boolean(since));
  const figures = todayFigures(newerToday(today, bot?.today), now, useMessages(todayMessages));
  return (
    <>
      <dl className="console-strip" aria-label={m.today}>
        <div>
          <dt>{m.uptime}</dt>
          <dd>{since ? duration(now - Date.parse(since)) : '—'}</dd>
        </div>
        <div>
          <dt>{m.actionsToday}</dt>
          <dd>{figures.actions}</dd>
        </div>
        <div>
          <dt>{m.lootToday}</dt>
          <dd>{figures.loot}</dd>
        </div>
      </dl>
      {bot && <RiskStrip accountId={bot.accountId} username={bot.accountName} />}
    </>
  );
}

export function ConsoleHeader({ botId, bot, live, today, status, owned, stall, waiting, onChanged, withFacts }: Props) {
  const m = useMessages(consoleHeaderMessages);
  const [busy, setBusy] = useState(false);
  /** The start or stop whose request is under way. */
  const [sending, setSending] = useState<'start' | 'stop' | null>(null);
  /** Play now's answer: the API's words (when it will log in, or when it can). */
  const [played, setPlayed] = useState<{ ok: boolean; message: string } | null>(null);
  const state = normaliseState(live?.state ?? bot?.state);
  const failure = live?.reason ? inPageLanguage(live.reason, live.reasonMessage) : bot?.lastError ? inPageLanguage(bot.lastError, bot.lastErrorMessage) : null;
  /** Online but unable to go on by itself: why, and what to do (the bot list's word on it). */
  const stalled = state === 'online' && stall ? inPageLanguage(stall.reason, stall.reasonMessage) : null;
  // Before the bot is loaded its wanted state is unknown: the toggle waits for it.
  const toggle = toggleOf({ state, desiredState: bot?.desiredState ?? (state === 'online' ? 'online' : 'offline') }, sending);
  const pending = busy || toggle.pending;

  const act = async () => {
    setSending(toggle.action);
    await runBotAction({ id: botId, name: bot?.name ?? botId }, toggle.action);
    onChanged();
    setSending(null);
  };
  const playNowShown = owned && waiting && state !== 'error';
  const askPlayNow = async () => {
    setBusy(true);
    setPlayed(await playNow(botId, m.playNowFailed));
    setBusy(false);
  };

  return (
    <div className="card console-header">
      <div className="console-bot-top">
        <div className="console-bot-identity">
          <h2>{bot ? bot.name : m.loading}</h2>
          <p className="muted console-id">{m.id({ id: botId })}</p>
        </div>
        <div className="console-bot-status">
          <div className="console-bot-controls">
            <StateBadge state={state} stalled={stalled !== null} />
            {owned && (
              <button type="button" className="button button-primary button-small" disabled={!bot || pending} aria-busy={pending} onClick={() => void act()}>
                <Icon name={toggle.action === 'stop' ? 'stop' : 'play'} size={14} /> {m[toggle.label]}
              </button>
            )}
          </div>
          {status}
          {!owned && <p className="muted console-read-only">{m.readOnly}</p>}
        </div>
      </div>
      {state === 'error' && failure && <p className="field-error console-bot-error">{failure}</p>}
      {stalled && (
        <p className="bot-stalled console-bot-error" role="status">
          <Icon name="alert" size={14} /> {stalled}
        </p>
      )}
      {playNowShown && (
        <div className="console-play-now">
          <button
            type="button"
            className="button button-small"
            disabled={busy || sending !== null}
            aria-busy={busy}
            aria-describedby="play-now-hint"
            onClick={() => void askPlayNow()}
          >
            <Icon name="play" size={14} /> {m.playNow}
          </button>
          <p id="play-now-hint" className="muted">
            {m.playNowHint}
          </p>
        </div>
      )}
      {played && (playNowShown || played.ok) && (
        <p className={played.ok ? 'muted console-play-now-answer' : 'field-error console-play-now-answer'} role="status">
          {played.message}
        </p>
      )}
      {withFacts && <ConsoleFacts bot={bot} live={live} today={today} />}
    </div>
  );
}
