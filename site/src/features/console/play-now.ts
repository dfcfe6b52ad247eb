/**
 * Play now (issue 36): while a bot waits for its game account (session-wait.ts), its owner may take the
 * account back on purpose; the API answers in words (when the bot logs in, or when it can).
 */
import { answeredMessage, api, unwrap } from '../../lib/api';

/** Asks the API to log the bot in now: its answer's words, and whether it was taken. */
export async function playNow(botId: string, fallback: string): Promise<{ ok: boolean; message: string }> {
  try {
    const answer = await unwrap(api.api.bots({ id: botId })['play-now'].post());
    return { ok: true, message: answer.message };
  } catch (err) {
    return { ok: false, message: answeredMessage(err) ?? fallback };
  }
}
