/**
 * The bot shown on the console, refetched every 5 s (and on demand) so its state badge stays current.
 * A 404 or 401 ends the polling: the answer will not change.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { statusOf } from '../../lib/query/store';
import { unwrap } from '../../lib/api';
import type { Bot } from '../../lib/data';
import { botPath } from './browser-deps';

export const BOT_POLL_MS = 5_000;

export type BotProblem = 'not-found' | 'signed-out' | null;

export function useBotDetails(botId: string) {
  const [bot, setBot] = useState<Bot | null>(null);
  const [problem, setProblem] = useState<BotProblem>(null);
  const inFlight = useRef(false);
  const finished = useRef(false);

  const refresh = useCallback(async () => {
    if (inFlight.current || finished.current) return;
    inFlight.current = true;
    try {
      const next = await unwrap(botPath(botId).get());
      if (!finished.current) setBot(next);
    } catch (err) {
      const status = statusOf(err);
      if (status === 404 || status === 401) {
        finished.current = true;
        setProblem(status === 404 ? 'not-found' : 'signed-out');
      }
      // Anything else (network, 5xx): keep what is shown and try again at the next poll.
    } finally {
      inFlight.current = false;
    }
  }, [botId]);

  useEffect(() => {
    finished.current = false;
    void refresh();
    const timer = window.setInterval(() => void refresh(), BOT_POLL_MS);
    return () => {
      finished.current = true;
      window.clearInterval(timer);
    };
  }, [refresh]);

  return { bot, problem, refresh };
}
