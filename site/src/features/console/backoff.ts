/** How long to wait before reconnecting the console: 1 s, 2 s, 4 s, 8 s, then 15 s at most. */
export const FIRST_RETRY_MS = 1_000;
export const MAX_RETRY_MS = 15_000;

/** `attempt` counts the failed connections in a row, starting at 1. */
export function reconnectDelayMs(attempt: number): number {
  const n = Math.max(1, Math.floor(attempt));
  // Cap the exponent so a long outage does not overflow to Infinity before the min().
  return Math.min(FIRST_RETRY_MS * 2 ** Math.min(n - 1, 30), MAX_RETRY_MS);
}
