/**
 * bench/query-cache: the site's query cache (`site/src/lib/query/store.ts` and its rules) against
 * @nanostores/query 0.3.4, the library that could replace it, on what our screens use: one store per
 * key, declared once, many components listening. Prints the bytes each adds to the site (minified and
 * gzipped, beside nanostores which both use), how many fetches concurrent asks make, what an
 * invalidation (mark, fetch, show) and a mutation's write cost, the memory a query with its answer holds,
 * and the behaviours our screens rely on, each tried on both. docs/decisions.md keeps the figures.
 *   npm run bench -- query-cache
 * The library was measured and not kept, so it is not in package.json: without it the comparison is
 * skipped (to measure again: `bun add --no-save @nanostores/query@0.3.4`).
 * Both run as in a browser: `window`, `document` and a `localStorage` are stood in before they load, so
 * our cache writes its copy to storage on every change as it does on the site.
 */
import { join } from 'node:path';

const ROOT = join(import.meta.dir, '..');
const LIBRARY = join(ROOT, 'node_modules', '@nanostores', 'query', 'dist', 'nanoquery.js');

// A page: its language, a visible document, storage, and window events (the library listens for
// visibilitychange and online; our cache for online).
/** What our cache last wrote to storage, in characters (the copy itself is not kept: it is not the page's heap). */
let storedChars = 0;
Object.assign(globalThis, {
  window: globalThis,
  location: { origin: 'http://localhost:4321' },
  document: { documentElement: { lang: 'en' }, hidden: false },
  localStorage: {
    getItem: () => null,
    setItem: (_key: string, value: string) => void (storedChars = value.length),
    removeItem: () => void (storedChars = 0),
  },
});

type Loose = any;
const ours = await import('../site/src/lib/query/store');
const library: Loose = await import(LIBRARY).catch(() => null);
if (!library) {
  console.log('@nanostores/query is not installed: the comparison is skipped (bun add --no-save @nanostores/query@0.3.4)');
  process.exit(0);
}
// The library set up as our rules are: fresh 5 minutes, kept 24 hours, no refetch on focus, refetch on reconnect.
const [createFetcherStore, , { invalidateKeys, mutateCache }] = library.nanoquery({
  dedupeTime: 5 * 60_000,
  cacheLifetime: 24 * 3_600_000,
  revalidateOnFocus: false,
  revalidateOnReconnect: true,
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const row = (what: string, a: string, b: string) => console.log(`${what.padEnd(66)} ours ${a.padStart(14)}   library ${b.padStart(14)}`);

// 1. Bytes: each minified and gzipped, with nanostores and the site modules our store calls (the API
//    client, the error panel's words, the page's language) left out, as the site loads them anyway.
async function gzippedBytes(entry: string, leftOut: string[]): Promise<number> {
  // Bun's `external` does not take relative imports: a plugin leaves the named ones out.
  const outside = {
    name: 'left-out',
    setup(build: Loose) {
      build.onResolve({ filter: /^\.\.?\// }, (args: Loose) => (leftOut.includes(args.path) ? { path: args.path, external: true } : undefined));
    },
  };
  const result = await Bun.build({
    entrypoints: [entry],
    minify: true,
    target: 'browser',
    external: ['nanostores'],
    plugins: [outside],
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  if (!result.success) throw new Error(result.logs.join('\n'));
  return Bun.gzipSync(Buffer.from(await result.outputs[0]!.text()), { level: 9 }).length;
}
const store = join(ROOT, 'site/src/lib/query/store.ts');
const siteModules = ['../api', '../i18n', '../../components/ui/ui.messages'];
const oursBytes = await gzippedBytes(store, siteModules);
const oursStoreBytes = await gzippedBytes(store, [...siteModules, './rules']);
const libraryBytes = await gzippedBytes(LIBRARY, []);
console.log('bytes added to the site, minified and gzipped (nanostores and the site modules beside them not counted)');
row('the cache with its rules (retry, freshness, what is restored)', `${oursBytes} B`, `${libraryBytes} B`);
row('the cache without rules.ts (the rules stay either way)', `${oursStoreBytes} B`, `${libraryBytes} B`);

// 2. Concurrent asks of one key: ten components mounting at once and each asking again.
function heldFetcher() {
  const pending: ((value: unknown) => void)[] = [];
  return { fetch: () => new Promise((resolve) => pending.push(resolve)), answer: (i: number, v: unknown) => pending[i]!(v), calls: () => pending.length };
}
{
  const a = heldFetcher();
  const q = ours.createQuery('bench-dedupe', a.fetch);
  const unlistenA = Array.from({ length: 10 }, () => q.store.listen(() => {}));
  const asked = Array.from({ length: 10 }, () => q.refetch());
  const b = heldFetcher();
  const s = createFetcherStore('bench-dedupe', { fetcher: b.fetch });
  const unlistenB = Array.from({ length: 10 }, () => s.listen(() => {}));
  s.revalidate();
  const c = heldFetcher();
  const stores = Array.from({ length: 10 }, () => createFetcherStore('bench-dedupe-many', { fetcher: c.fetch }));
  const unlistenC = stores.map((one) => one.listen(() => {}));
  console.log('\nconcurrent asks of one key');
  row('fetches for 10 listeners of one store, each asking again', `${a.calls()}`, `${b.calls()}`);
  row('fetches for 10 stores of one key (not how our code declares them)', 'one store per key', `${c.calls()}`);
  a.answer(0, [1]);
  b.answer(0, [1]);
  c.answer(0, [1]);
  await Promise.all(asked);
  [...unlistenA, ...unlistenB, ...unlistenC].forEach((off) => off());
}

// 3. Costs, in interleaved rounds (ours, library, ours, …) so the shared machine's load falls on both.
const ROUNDS = 5;
const ROUND_MS = 300;
async function perOp(op: () => Promise<void> | void): Promise<number> {
  let count = 0;
  const started = performance.now();
  while (performance.now() - started < ROUND_MS) {
    await op();
    count += 1;
  }
  return ((performance.now() - started) * 1000) / count;
}
async function compare(what: string, a: () => Promise<void> | void, b: () => Promise<void> | void): Promise<void> {
  const x: number[] = [];
  const y: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    x.push(await perOp(a));
    y.push(await perOp(b));
  }
  row(what, `${median(x).toFixed(2)} µs`, `${median(y).toFixed(2)} µs`);
}
{
  // An invalidation of a query on screen: marked out of date, fetched again, the answer shown.
  let n = 0;
  const bots = Array.from({ length: 5 }, (_, i) => ({ id: i, name: `Farmer ${i}`, state: 'running' }));
  const q = ours.createQuery('bench-invalidate', async () => ({ n: ++n, bots }));
  const offA = q.store.listen(() => {});
  await q.refetch();
  let last: Promise<unknown> = Promise.resolve();
  const s = createFetcherStore('bench-invalidate', { fetcher: () => (last = Promise.resolve({ n: ++n, bots })) });
  const offB = s.listen(() => {});
  await last;
  console.log('\nper operation (median of 5 interleaved rounds; ours writes its copy to storage each time, as on the site)');
  await compare(
    'an invalidation of a query on screen, to its answer shown',
    async () => {
      await ours.invalidate('bench-invalidate');
    },
    async () => {
      invalidateKeys('bench-invalidate');
      await last;
    },
  );
  if ((q.store.get().data as Loose).n === 0 || (s.get().data as Loose).n === 0) throw new Error('no answer was shown');
  await compare(
    "a mutation's answer written into the cache",
    () => q.set({ n: ++n, bots }),
    () => mutateCache('bench-invalidate', { n: ++n, bots }),
  );
  offA();
  offB();
}

// 4. Memory: a query on screen with its answer (one shared answer, so only the cache's own share counts).
async function heapPerQuery(make: (i: number) => Promise<() => void>, count: number): Promise<number> {
  Bun.gc(true);
  const before = process.memoryUsage().heapUsed;
  const held: (() => void)[] = [];
  for (let i = 0; i < count; i++) held.push(await make(i));
  Bun.gc(true);
  const after = process.memoryUsage().heapUsed;
  (globalThis as Loose).heldQueries = held;
  return (after - before) / count;
}
{
  const answer = { id: 1, name: 'Farmer', state: 'running' };
  const QUERIES = 2_000;
  const a = await heapPerQuery(async (i) => {
    const q = ours.createQuery(`bench-memory-${i}`, async () => answer);
    const off = q.store.listen(() => {});
    await q.refetch();
    return off;
  }, QUERIES);
  const b = await heapPerQuery(async (i) => {
    const s = createFetcherStore(`bench-memory-${i}`, { fetcher: async () => answer });
    const off = s.listen(() => {});
    await tick();
    return off;
  }, QUERIES);
  console.log(`\nmemory (${QUERIES.toLocaleString('en')} queries on screen, each with its answer)`);
  row('heap per query', `${Math.round(a)} B`, `${Math.round(b)} B`);
  row('its copy in storage per query (rewritten whole on each change)', `${Math.round(storedChars / QUERIES)} chars`, 'none');
}

// 5. What our screens rely on, tried on both.
async function answerBeforeMutation(): Promise<[boolean, boolean]> {
  const a = heldFetcher();
  const q = ours.createQuery('bench-overtaken', a.fetch);
  const asked = q.refetch();
  q.set(['added']);
  a.answer(0, ['old']);
  await asked;
  const b = heldFetcher();
  const s = createFetcherStore('bench-overtaken', { fetcher: b.fetch });
  const off = s.listen(() => {});
  mutateCache('bench-overtaken', ['added']);
  b.answer(0, ['old']);
  await tick();
  const result: [boolean, boolean] = [(q.store.get().data as string[])[0] === 'added', (s.get().data as string[])[0] === 'added'];
  off();
  return result;
}
async function invalidationDropsAnswerOnItsWay(): Promise<[boolean, boolean]> {
  const a = heldFetcher();
  const q = ours.createQuery('bench-outdated', a.fetch);
  const offA = q.store.listen(() => {});
  const outdated = ours.invalidate('bench-outdated');
  a.answer(0, ['starter']);
  a.answer(1, ['premium']);
  await outdated;
  await tick();
  const b = heldFetcher();
  const s = createFetcherStore('bench-outdated', { fetcher: b.fetch });
  const offB = s.listen(() => {});
  invalidateKeys('bench-outdated');
  b.answer(0, ['starter']);
  await tick();
  if (b.calls() > 1) b.answer(1, ['premium']);
  await tick();
  const result: [boolean, boolean] = [(q.store.get().data as string[])[0] === 'premium', (s.get().data as string[] | undefined)?.[0] === 'premium'];
  offA();
  offB();
  return result;
}
async function asksWhileHidden(): Promise<[boolean, boolean]> {
  const doc = (globalThis as Loose).document;
  doc.hidden = true;
  window.dispatchEvent(new Event('visibilitychange'));
  const a = heldFetcher();
  const q = ours.createQuery('bench-hidden', a.fetch);
  const offA = q.store.listen(() => {});
  const b = heldFetcher();
  const s = createFetcherStore('bench-hidden', { fetcher: b.fetch });
  const offB = s.listen(() => {});
  await tick();
  const result: [boolean, boolean] = [a.calls() > 0, b.calls() > 0];
  doc.hidden = false;
  window.dispatchEvent(new Event('visibilitychange'));
  offA();
  offB();
  return result;
}
const yes = (v: boolean) => (v ? 'yes' : 'no');
console.log('\nbehaviour our screens rely on');
const [a1, b1] = await answerBeforeMutation();
row("an answer asked before a mutation's write never replaces it", yes(a1), yes(b1));
const [a2, b2] = await invalidationDropsAnswerOnItsWay();
row('an invalidation drops the answer on its way and shows a new one', yes(a2), yes(b2));
const [a3, b3] = await asksWhileHidden();
row('a query mounted in a hidden tab asks the API', yes(a3), yes(b3));
row('kept across reloads (versioned, 24 h, per page language)', 'yes', 'no (its Map, ours to persist)');
row('retries by the request kind and status before showing an error', 'yes', 'no (shows the first)');
process.exit(0);
