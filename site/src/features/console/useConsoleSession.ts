/** The console session of the page's bot, started on mount and closed (stream, timers, listeners) on unmount. */
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { browserStreamDeps } from './browser-deps';
import type { ConsoleLine } from './log-buffer';
import { createConsoleSession } from './store';

export function useConsoleSession(botId: string, onLines?: (lines: readonly ConsoleLine[]) => void) {
  // The latest callback without restarting the stream when it changes.
  const onLinesRef = useRef(onLines);
  useEffect(() => {
    onLinesRef.current = onLines;
  });
  const [session] = useState(() => createConsoleSession(browserStreamDeps(botId), { onLines: (lines) => onLinesRef.current?.(lines) }));

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
