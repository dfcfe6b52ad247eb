/** Shown when the bot does not exist or is someone else's (the API answers 404 for both). */
import { here, useMessages } from '../../lib/i18n';
import { fill } from '../../components/ui/fill';
import { consoleMessages } from './console.messages';

export function BotNotFound({ botId }: { botId: string }) {
  const m = useMessages(consoleMessages);
  return (
    <div className="card console-not-found" role="alert">
      <h2>{m.notFoundTitle}</h2>
      <p className="muted">{fill(m.notFoundText({ id: '{id}' }), { id: <code>{botId}</code> })}</p>
      <a className="button button-primary" href={here('/dashboard')}>
        {m.back}
      </a>
    </div>
  );
}
