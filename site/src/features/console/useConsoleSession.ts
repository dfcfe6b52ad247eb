/** The console session of the page's bot, started on mount and closed (stream, timers, listeners) on unmount. */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { browserStreamDeps } from './browser-deps';
import { createConsoleSession } from './store';

export function useConsoleSession(botId: string) {
  const [session] = useState(() => createConsoleSession(browserStreamDeps(botId)));

  useEffect(() => {
    session.start();
    // Back online: no reason to sit out the rest of the back-off.
    const retry = () => session.retryNow();
    window.addEventListener('online', retry);
    return () => {
      window.removeEventListener('online', retry);
      session.stop();
    };
  }, [session]);

  return {
    log: useStore(session.$log),
    connection: useStore(session.$connection),
    botState: useStore(session.$botState),
    today: useStore(session.$today),
    retryNow: session.retryNow,
  };
}
