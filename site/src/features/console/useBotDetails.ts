/**
 * The bot shown on the console, loaded once and again on demand (after a start or stop). Its state then
 * comes from the console stream; a 404 or 401 says the bot cannot be shown.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { statusOf } from '../../lib/query/store';
import { unwrap } from '../../lib/api';
import type { Bot } from '../../lib/data';
import { botPath } from './browser-deps';

export type BotProblem = 'not-found' | 'signed-out' | null;

export function useBotDetails(botId: string) {
  const [bot, setBot] = useState<Bot | null>(null);
  const [problem, setProblem] = useState<BotProblem>(null);
  const gone = useRef(false);

  const refresh = useCallback(async () => {
    try {
      const next = await unwrap(botPath(botId).get());
      if (!gone.current) setBot(next);
    } catch (err) {
      const status = statusOf(err);
      if (status === 404 || status === 401) setProblem(status === 404 ? 'not-found' : 'signed-out');
      // Anything else (network, 5xx): keep what is shown; the stream keeps the state current.
    }
  }, [botId]);

  useEffect(() => {
    gone.current = false;
    void refresh();
    return () => {
      gone.current = true;
    };
  }, [refresh]);

  return { bot, problem, refresh };
}
