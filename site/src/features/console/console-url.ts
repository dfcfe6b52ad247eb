/** The event-stream address of a bot's console, authenticated by a ticket and resuming after a line id. */
export function consoleStreamUrl(base: string, botId: string, ticket: string, lastEventId: number): string {
  const params = new URLSearchParams({ token: ticket });
  // EventSource cannot set a Last-Event-ID header on a new connection; the API also reads it from the query.
  if (lastEventId > 0) params.set('lastEventId', String(lastEventId));
  return `${base.replace(/\/+$/, '')}/api/bots/${encodeURIComponent(botId)}/console?${params}`;
}
