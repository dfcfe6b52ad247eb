/** Reading a server-sent event stream in tests, the way a browser's EventSource parses it. */

/** One server-sent event as a browser's EventSource sees it. */
export type SseEvent = { event: string; id?: string; data: string };

/** Opens the stream and collects events until `until` says stop (or the stream ends). */
export async function readSse(url: string, headers: Record<string, string>, until: (events: SseEvent[]) => boolean, timeoutMs = 5000) {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  const res = await fetch(url, { headers, signal: abort.signal });
  const events: SseEvent[] = [];
  if (!res.ok || !res.body) {
    clearTimeout(timer);
    return { status: res.status, events, body: await res.text() };
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    while (!until(events)) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let cut;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const e: SseEvent = { event: 'message', data: '' };
        for (const line of block.split('\n')) {
          const [field, ...rest] = line.split(':');
          const value = rest.join(':').replace(/^ /, '');
          if (field === 'event') e.event = value;
          else if (field === 'id') e.id = value;
          else if (field === 'data') e.data = value;
        }
        events.push(e);
      }
    }
  } catch {
    // aborted by the timeout: return what arrived
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
  return { status: res.status, events, contentType: res.headers.get('content-type') };
}

/** The `line` events of a console stream, parsed (shared/src/console.ts). */
export function consoleLines(events: SseEvent[]): ({ id: number } & import('@shared/console').ConsoleLineData)[] {
  return events.filter((e) => e.event === 'line').map((e) => ({ id: Number(e.id), ...JSON.parse(e.data) }));
}
