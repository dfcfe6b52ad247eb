/**
 * bench/login-tokens: what the runtime's ONE headless Chromium costs for the reCAPTCHA tokens of game
 * logins: the first token (browser start + the game's login page), tokens one after another, tokens asked
 * all at once (a runtime process starting many sessions), and the browser's memory. Against the local
 * game server's login page, whose grecaptcha mints over HTTP as the live one does.
 *   npm run bench -- login-tokens
 */
import { startSimulator } from '../simulator/server';
import { createBrowserTokenProvider } from '../api/src/runtime/game/login-token';

const sim = await startSimulator({ port: 0, seed: 1 });
const tokens = createBrowserTokenProvider({ pageUrl: sim.loginPageUrl, executablePath: process.env.CHROMIUM_PATH || undefined });
const ms = (start: number) => performance.now() - start;

let t = performance.now();
await tokens.recaptcha();
const first = ms(t);

const sequential: number[] = [];
for (let i = 0; i < 200; i++) {
  t = performance.now();
  await tokens.recaptcha();
  sequential.push(ms(t));
}
sequential.sort((a, b) => a - b);

const burst = 500;
t = performance.now();
await Promise.all(Array.from({ length: burst }, () => tokens.recaptcha()));
const burstMs = ms(t);

// The browser's memory: proportional set size (shared pages split between its processes) of our Chromium
// and all its children, so other browsers on the machine are not counted.
const pss = pssOfTree(process.pid, 'chromium');

console.log("bench/login-tokens: one headless Chromium per runtime process, minting on the game's login page");
console.log(`first token (browser start + page load): ${first.toFixed(0)} ms`);
console.log(
  `one after another: p50 ${sequential[100]!.toFixed(1)} ms, p99 ${sequential[198]!.toFixed(1)} ms (${(1000 / sequential[100]!).toFixed(0)} tokens/s)`,
);
console.log(`${burst} at once: ${burstMs.toFixed(0)} ms (${((burst * 1000) / burstMs).toFixed(0)} tokens/s)`);
console.log(
  `browser memory (PSS of its processes): ${pss === null ? 'n/a (no /proc)' : `${(pss / 1024).toFixed(0)} MiB`}; tokens ${JSON.stringify(tokens.counts())}`,
);
await tokens.close();
await sim.stop();

/** PSS in KiB of the processes below `root` whose command line mentions `name` (and their children). */
function pssOfTree(root: number, name: string): number | null {
  const read = (path: string) => {
    try {
      return require('node:fs').readFileSync(path, 'utf8') as string;
    } catch {
      return null;
    }
  };
  if (read('/proc/self/stat') === null) return null;
  const children = (pid: number) => (read(`/proc/${pid}/task/${pid}/children`) ?? '').trim().split(/\s+/).filter(Boolean).map(Number);
  const browsers = children(root).filter((pid) => (read(`/proc/${pid}/cmdline`) ?? '').includes(name));
  let total = 0;
  const visit = (pid: number) => {
    const rollup = read(`/proc/${pid}/smaps_rollup`);
    total += Number(rollup?.match(/^Pss:\s+(\d+) kB/m)?.[1] ?? 0);
    for (const child of children(pid)) visit(child);
  };
  for (const pid of browsers) visit(pid);
  return total;
}
