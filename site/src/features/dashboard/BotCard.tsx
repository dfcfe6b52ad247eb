/**
 * One bot on the dashboard: its name and what it is, its state, uptime and newest console line, an error
 * with where to fix it, and its controls as one group: the start/stop toggle (pending while a change is
 * under way), Settings (name included), Console, and the quieter Stop bot, Duplicate and Delete.
 */
import { useState } from 'react';
import { Icon } from '../../components/ui/Icon';
import { RelativeTime } from '../../components/ui/RelativeTime';
import { StateBadge, normaliseState } from '../../components/ui/StateBadge';
import type { Bot } from '../../lib/data';
import { duration } from '../../lib/time';
import { useNow } from '../../lib/use-now';
import { duplicateBot, runBotAction } from '../bots/actions';
import { fixLinkFor } from '../../lib/fix-link';
import { todayFigures } from '../bots/today';
import { runUntilText } from '../bots/schedule/schedule-form';
import { toast } from '../toasts/store';
import { isSettling, toggleAction } from './summary';

/** `full`: why no copy can be made (every slot of the plan in use), else null. */
type Props = { bot: Bot; onSettings: (bot: Bot) => void; onDelete: (bot: Bot) => void; full: string | null };

export function BotCard({ bot, onSettings, onDelete, full }: Props) {
  const [busy, setBusy] = useState(false);
  const state = normaliseState(bot.state);
  const online = state === 'online';
  const settling = isSettling(bot);
  const pending = busy || settling;
  const now = useNow((online && Boolean(bot.startedAt)) || Boolean(bot.runUntil));
  const run = runUntilText(bot.runUntil, now);
  const toggle = toggleAction(bot.state);
  const fix = state === 'error' ? fixLinkFor(bot.lastError, bot.accountId) : null;
  const today = todayFigures(bot.today, now);

  const act = async (action: 'start' | 'stop') => {
    setBusy(true);
    await runBotAction(bot.id, action);
    setBusy(false);
  };
  const copyId = async () => {
    try {
      await navigator.clipboard.writeText(bot.id);
      toast.success('Bot ID copied');
    } catch {
      toast.error(`Could not copy. The bot ID is ${bot.id}`);
    }
  };
  const pendingLabel = (busy ? toggle === 'start' : bot.desiredState === 'online') ? 'Starting…' : 'Stopping…';

  return (
    <article className="card bot-card" aria-label={bot.name}>
      <div className="bot-card-head">
        <div className="bot-card-title">
          <h3>{bot.name}</h3>
          <p className="muted bot-meta">
            {bot.templateLabel} · {bot.accountName}
            {bot.server && ` (${bot.server})`}
          </p>
        </div>
        <StateBadge state={bot.state} />
      </div>
      <p className="muted bot-meta bot-facts">
        <span>
          Created <RelativeTime iso={bot.created_at} />
        </span>
        {online && bot.startedAt && <span>Up {duration(now - Date.parse(bot.startedAt))}</span>}
        {run && <span className="bot-run-until">{run}</span>}
        <span>
          Today: {today.actions} · {today.loot}
        </span>
        <button type="button" className="link-button" title={bot.id} aria-label={`Copy ID of ${bot.name}`} onClick={() => void copyId()}>
          <Icon name="copy" size={14} /> Copy ID
        </button>
      </p>
      {bot.lastLine && (
        <p className={`bot-last-line level-${bot.lastLine.level}`} title={bot.lastLine.text}>
          <Icon name="terminal" size={14} />
          <span className="bot-last-line-text">{bot.lastLine.text}</span>
          <span className="muted bot-last-line-at">
            <RelativeTime iso={bot.lastLine.at} />
          </span>
        </p>
      )}
      {state === 'error' && bot.lastError && (
        <p className="field-error bot-error">
          {bot.lastError} {fix && <a href={fix.href}>{fix.label}</a>}
        </p>
      )}
      <div className="bot-controls" role="group" aria-label={`Controls of ${bot.name}`}>
        <button type="button" className="button button-primary button-small" disabled={pending} aria-busy={pending} onClick={() => void act(toggle)}>
          <Icon name={toggle === 'stop' ? 'stop' : 'play'} size={14} /> {pending ? pendingLabel : toggle === 'stop' ? 'Stop' : 'Start'}
        </button>
        <button type="button" className="button button-small" onClick={() => onSettings(bot)}>
          <Icon name="gear" size={14} /> Settings
        </button>
        <a className="button button-small" href={`/bots/${bot.id}`}>
          <Icon name="terminal" size={14} /> Console
        </a>
        <span className="bot-controls-quiet">
          <button type="button" className="button button-small button-ghost" disabled={!online || pending} aria-label={`Stop bot ${bot.name}`} onClick={() => void act('stop')}>
            Stop bot
          </button>
          <button
            type="button"
            className="button button-small button-ghost"
            aria-label={`Duplicate ${bot.name}`}
            disabled={busy || full !== null}
            title={full ?? 'A stopped copy with the same settings'}
            onClick={async () => {
              setBusy(true);
              await duplicateBot(bot.id);
              setBusy(false);
            }}
          >
            <Icon name="copy" size={14} /> Duplicate
          </button>
          <button type="button" className="button button-small button-ghost button-ghost-danger" aria-label={`Delete ${bot.name}`} onClick={() => onDelete(bot)}>
            <Icon name="trash" size={14} /> Delete
          </button>
        </span>
      </div>
    </article>
  );
}
