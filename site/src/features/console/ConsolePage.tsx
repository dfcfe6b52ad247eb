/** /bots/{botId}: the bot console island. A missing id has nothing to show: back to the dashboard (spec §2). */
import { useEffect } from 'react';
import { DEFAULT_AFTER_LOGIN } from '@shared/routes';
import { AppRoot } from '../../components/AppRoot';
import { FullScreen } from '../../components/FullScreen';
import { BotConsole } from './BotConsole';
import { useMessages } from '../../lib/i18n';
import { consoleMessages } from './console.messages';

export default function ConsolePage({ botId }: { botId?: string | undefined }) {
  const id = botId?.trim() ?? '';
  const m = useMessages(consoleMessages);

  useEffect(() => {
    if (!id) window.location.replace(DEFAULT_AFTER_LOGIN);
  }, [id]);

  if (!id) return <FullScreen spinner>{m.redirecting}</FullScreen>;
  return (
    <AppRoot access="user">
      <BotConsole botId={id} />
    </AppRoot>
  );
}
