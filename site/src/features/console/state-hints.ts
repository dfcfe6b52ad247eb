/**
 * Console lines that usually mean the bot's state just changed (logged in, stopping, failing), so the
 * badge is refreshed at once instead of at the next 5 s poll.
 */
const STATE_CHANGE = /\b(logged in|logged out|start requested|stop requested|stopped|stays stopped|restarting|error|daily limit)\b/i;

export function suggestsStateChange(text: string): boolean {
  return STATE_CHANGE.test(text);
}
