/** The bot's name (or "Loading bot..."), its id and its state badge, upper case (spec §2). */
import type { ReactNode } from 'react';
import { StateBadge } from '../../components/ui/StateBadge';
import type { Bot } from '../../lib/data';

export function BotCard({ botId, bot, status }: { botId: string; bot: Bot | null; status: ReactNode }) {
  return (
    <div className="card console-bot-card">
      <div className="console-bot-identity">
        <h2>{bot ? bot.name : 'Loading bot...'}</h2>
        <p className="muted console-id">ID: {botId}</p>
      </div>
      <div className="console-bot-status">
        <StateBadge state={bot?.state} />
        {status}
      </div>
    </div>
  );
}
