/**
 * N console (or live map) readers in one process (the browsers' side of bench/console). Usage:
 *   bun bench/lib/sse-clients.ts <url> <n> <expectedLines> <cookie> [console|map]
 * Prints "ready" once every stream is open, then one JSON line when all lines arrived or time ran out:
 * delivered, expected, p50/p99 publish-to-receive latency (each line's text is its publish time; each
 * map's `updatedAt` is). A map stream is open once its first map (the stored one) came.
 */
export {};

const [url, nArg, expectedArg, cookie, kind = 'console'] = process.argv.slice(2);
const counted = kind === 'map' ? 'event: map' : 'event: line';
const n = Number(nArg);
const expectedPerClient = Number(expectedArg);
const latencies: number[] = [];
let delivered = 0;
let ready = 0;
let done = 0;
const abort = new AbortController();

let failed = 0;

async function reader() {
  let buffer = '';
  let mine = 0;
  let announced = false;
  try {
    const res = await fetch(url!, { headers: { cookie: cookie! }, signal: abort.signal });
    const stream = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    while (mine < expectedPerClient) {
      const { value, done: ended } = await stream.read();
      if (ended) break;
      buffer += value;
      let cut;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const opens = kind === 'map' ? block.includes('event: map') : block.includes('event: ready');
        if (opens && !announced) {
          announced = true;
          if (++ready === n) console.log('ready');
          continue;
        }
        // Only `line` events (shared/src/console.ts), or `map` ones (shared/src/account-map.ts): each carries its publish time.
        const data = block
          .split('\n')
          .find((l) => l.startsWith('data: '))
          ?.slice(6);
        if (!data || !block.includes(counted)) continue;
        // A map's time is read from its head, not by parsing it whole: the readers share the server's two cores.
        const sent = kind === 'map' ? Number(/"updatedAt":([\d.]+)/.exec(data.slice(0, 200))?.[1]) : Number((JSON.parse(data) as { text: string }).text);
        latencies.push(performance.timeOrigin + performance.now() - sent);
        mine += 1;
        delivered += 1;
      }
    }
  } catch {
    if (!announced) {
      failed += 1;
      if (ready + failed === n) console.log('ready');
    }
  }
  done += 1;
}

const readers = Array.from({ length: n }, () => reader());
const deadline = setTimeout(() => abort.abort(), 120_000);
await Promise.all(readers);
clearTimeout(deadline);
latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
console.log(
  JSON.stringify({
    delivered,
    expected: n * expectedPerClient,
    failedToConnect: failed,
    p50: Number(pct(50).toFixed(2)),
    p99: Number(pct(99).toFixed(2)),
    readersDone: done,
  }),
);
process.exit(0);
