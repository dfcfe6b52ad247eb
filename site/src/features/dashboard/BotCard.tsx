/**
 * One bot on the dashboard: its name and what it is, its state, uptime and newest console line (while it
 * waits to start, why and until when; not when it is the stall the card already says), an error with where
 * to fix it, and its controls as one group: the start/stop toggle (pending while a change is under way;
 * Cancel start while a start waits), Settings (name included), Console, and the quieter Stop bot (a
 * waiting start too), Duplicate and Delete. Both the toggle and Stop bot stop: the spec asks for each
 * (product-spec.md, Bot Management), so the "two stop buttons" stays (docs/bots.md).
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
import { toggleOf, waitsToStart } from '../bots/bot-state';
import { here, useMessages } from '../../lib/i18n';
import { inPageLanguage } from '../../lib/kept-words';
import { fill } from '../../components/ui/fill';
import { botCardMessages } from './dashboard.messages';
import { whatItIs } from './bot-meta';
import { lastLineToShow } from './card-lines';

/** `full`: why no copy can be made (every slot of the plan in use), else null. */
type Props = { bot: Bot; onSettings: (bot: Bot) => void; onDelete: (bot: Bot) => void; full: string | null };

export function BotCard({ bot, onSettings, onDelete, full }: Props) {
  const t = useMessages(botCardMessages);
  const [busy, setBusy] = useState(false);
  /** The start or stop whose request is under way. */
  const [sending, setSending] = useState<'start' | 'stop' | null>(null);
  const state = normaliseState(bot.state);
  const online = state === 'online';
  const toggle = toggleOf(bot, sending);
  const pending = busy || toggle.pending;
  /** Something to stop: it runs, or its start waits (a stop cancels it before any login). */
  const stoppable = online || waitsToStart(bot);
  const now = useNow((online && Boolean(bot.startedAt)) || Boolean(bot.runUntil));
  const run = runUntilText(bot.runUntil, now);
  const fix = state === 'error' ? fixLinkFor(bot.lastError, bot.accountId) : null;
  const today = todayFigures(bot.today, now);
  const meta = whatItIs(bot);
  const line = lastLineToShow(bot);
  const lastLine = line ? inPageLanguage(line.text, line.message) : null;

  const act = async (action: 'start' | 'stop') => {
    setSending(action);
    await runBotAction(bot, action);
    setSending(null);
  };
  const copyId = async () => {
    try {
      await navigator.clipboard.writeText(bot.id);
      toast.success(t.copied);
    } catch {
      toast.error(t.copyFailed({ id: bot.id }));
    }
  };

  return (
    <article className="card bot-card" aria-label={bot.name}>
      <div className="bot-card-head">
        <div className="bot-card-title">
          <h3>
            <bdi>{bot.name}</bdi>
          </h3>
          {meta && <p className="muted bot-meta">{meta}</p>}
        </div>
        <StateBadge state={bot.state} stalled={online && Boolean(bot.stalled)} />
      </div>
      <p className="muted bot-meta bot-facts">
        <span>{fill(t.created, { time: <RelativeTime iso={bot.created_at} /> })}</span>
        {online && bot.startedAt && <span>{t.up({ duration: duration(now - Date.parse(bot.startedAt)) })}</span>}
        {run && <span className="bot-run-until">{run}</span>}
        <span>{t.today({ actions: today.actions, loot: today.loot })}</span>
        <button type="button" className="link-button" title={bot.id} aria-label={t.copyIdOf({ name: bot.name })} onClick={() => void copyId()}>
          <Icon name="copy" size={14} /> {t.copyId}
        </button>
      </p>
      {line && (
        <p className={`bot-last-line level-${line.level}${waitsToStart(bot) ? ' bot-last-line-whole' : ''}`} title={lastLine!}>
          <Icon name="terminal" size={14} />
          <span className="bot-last-line-text">{lastLine}</span>
          <span className="muted bot-last-line-at">
            <RelativeTime iso={line.at} />
          </span>
        </p>
      )}
      {online && bot.stalled && (
        <p className="bot-stalled" role="status">
          <Icon name="alert" size={14} /> {inPageLanguage(bot.stalled.reason, bot.stalled.reasonMessage)}
        </p>
      )}
      {state === 'error' && bot.lastError && (
        <p className="field-error bot-error">
          {inPageLanguage(bot.lastError, bot.lastErrorMessage)} {fix && <a href={fix.href}>{fix.label}</a>}
        </p>
      )}
      <div className="bot-controls" role="group" aria-label={t.controlsOf({ name: bot.name })}>
        <button type="button" className="button button-primary button-small" disabled={pending} aria-busy={pending} onClick={() => void act(toggle.action)}>
          <Icon name={toggle.action === 'stop' ? 'stop' : 'play'} size={14} /> {t[toggle.label]}
        </button>
        <button type="button" className="button button-small" onClick={() => onSettings(bot)}>
          <Icon name="gear" size={14} /> {t.settings}
        </button>
        <a className="button button-small" href={here(`/bots/${bot.id}`)}>
          <Icon name="terminal" size={14} /> {t.console}
        </a>
        <span className="bot-controls-quiet">
          <button
            type="button"
            className="button button-small button-ghost"
            disabled={!stoppable || pending}
            aria-label={t.stopBotOf({ name: bot.name })}
            onClick={() => void act('stop')}
          >
            {t.stopBot}
          </button>
          <button
            type="button"
            className="button button-small button-ghost"
            aria-label={t.duplicateOf({ name: bot.name })}
            disabled={busy || sending !== null || full !== null}
            title={full ?? t.duplicateHint}
            onClick={async () => {
              setBusy(true);
              await duplicateBot(bot.id);
              setBusy(false);
            }}
          >
            <Icon name="copy" size={14} /> {t.duplicate}
          </button>
          <button
            type="button"
            className="button button-small button-ghost button-ghost-danger"
            aria-label={t.deleteOf({ name: bot.name })}
            onClick={() => onDelete(bot)}
          >
            <Icon name="trash" size={14} /> {t.delete}
          </button>
        </span>
      </div>
    </article>
  );
}
