/** One bot on the dashboard: label, ID, state, created date, start/stop, console link. */
import { useState } from 'react';
import { StateBadge, normaliseState } from '../../components/ui/StateBadge';
import type { Bot } from '../../lib/data';
import { runBotAction } from '../bots/actions';
import { toggleAction } from './summary';

export function BotCard({ bot }: { bot: Bot }) {
  const [busy, setBusy] = useState(false);
  const online = normaliseState(bot.state) === 'online';
  const pending = bot.desiredState !== (online ? 'online' : 'offline') && normaliseState(bot.state) !== 'error';
  const act = async (action: 'start' | 'stop') => {
    setBusy(true);
    await runBotAction(bot.id, action);
    setBusy(false);
  };
  const toggle = toggleAction(bot.state);

  return (
    <article className="card bot-card" aria-label={bot.templateLabel || bot.name}>
      <div className="bot-card-head">
        <div>
          <h3>{bot.templateLabel || bot.name}</h3>
          <p className="muted bot-meta">ID: {bot.id}</p>
        </div>
        <StateBadge state={bot.state} />
      </div>
      <p className="muted bot-meta">
        {bot.accountName} · {bot.server} · created {new Date(bot.created_at).toLocaleDateString()}
      </p>
      {pending && <p className="hint">{bot.desiredState === 'online' ? 'Starting…' : 'Stopping…'}</p>}
      {normaliseState(bot.state) === 'error' && bot.lastError && <p className="field-error">{bot.lastError}</p>}
      <div className="row">
        <button type="button" className="button button-primary button-small" disabled={busy} onClick={() => act(toggle)}>
          {toggle === 'stop' ? 'Stop' : 'Start'}
        </button>
        <button type="button" className="button button-small" disabled title="Bot settings cannot be changed yet">
          Settings
        </button>
        <button type="button" className="button button-small button-danger" disabled={!online || busy} onClick={() => act('stop')} aria-label={`Stop ${bot.templateLabel || bot.name}`}>
          Stop bot
        </button>
        <a className="button button-small" href={`/bots/${bot.id}`}>
          Console
        </a>
      </div>
    </article>
  );
}
