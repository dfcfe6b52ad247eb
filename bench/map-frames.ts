/**
 * bench/map-frames: whether a game account's live map (site/src/features/map/) pans and zooms at 60 frames
 * a second with 1,000 objects on it (800 targets, 200 armies over 101×101 tiles, the map sent again every
 * second as its stream does), in Chromium on this machine: a page bundled here, served on loopback, dragged
 * with the mouse and zoomed with the wheel for BENCH_SECONDS (default 5) while the page records each
 * frame's interval with requestAnimationFrame, at a desktop's width and at a phone's: frames a second,
 * p50/p95/p99 of the intervals, how many were over 16.7 ms and over 33.3 ms (Chromium rounds its frame
 * times to 0.1 ms, so a frame on time reads 16.6 to 16.8 ms: "missed" counts those over one and a half
 * frames, a frame really skipped). Then the size of the map's own script: its folder bundled and minified
 * alone, React and the site's shared modules left out. Frame times depend on what else runs on the 2
 * cores: the machine's load average is printed with them.
 *   npm run bench -- map-frames      (BENCH_TARGETS, BENCH_ARMIES, BENCH_SECONDS to change the load)
 */
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../api/src/runtime/game/login-token';
import { testChromium } from '../scripts/lib/chromium';
import { ROOT } from '../scripts/lib/ferretdb';
import { freePort } from '../scripts/lib/ports';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const TARGETS = Number(process.env.BENCH_TARGETS ?? 800);
const ARMIES = Number(process.env.BENCH_ARMIES ?? 200);
const MAP = join(ROOT, 'site', 'src', 'features', 'map');
/** A frame at 60 Hz. */
const FRAME_MS = 1000 / 60;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function bundle(entry: string, options: Partial<Bun.BuildConfig> = {}) {
  const built = await Bun.build({ entrypoints: [entry], target: 'browser', minify: true, define: { 'process.env.NODE_ENV': '"production"' }, ...options });
  if (!built.success) throw new Error(built.logs.join('\n'));
  return built.outputs;
}

/** The map's folder alone: packages and the modules every island shares (the site's lib, shared i18n) are not its cost. */
async function ownScriptSize(): Promise<{ raw: number; gzip: number; brotli: number }> {
  const [js] = (
    await bundle(join(MAP, 'AccountMapView.tsx'), {
      plugins: [
        {
          name: 'shared-outside',
          setup(build) {
            build.onResolve({ filter: /^(?![./]|@shared\/)|\/lib\/(i18n|time)$|^@shared\/i18n\// }, (args) => ({ path: args.path, external: true }));
            build.onResolve({ filter: /\.css$/ }, (args) => ({ path: args.path, external: true }));
          },
        },
      ],
    })
  ).filter((o) => o.kind === 'entry-point');
  const code = Buffer.from(await js!.arrayBuffer());
  return { raw: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength, brotli: brotliCompressSync(code).byteLength };
}

type Frames = { frames: number; seconds: number; intervals: number[]; moved: boolean };

/** Drags and wheels over the map until `seconds` are over, while the page times each frame. */
async function panAndZoom(page: Page, seconds: number): Promise<Frames> {
  const box = (await page.locator('.map-surface').boundingBox())!;
  const painted = () => page.evaluate(() => document.querySelector<HTMLCanvasElement>('.map-canvas')!.toDataURL());
  const before = await painted();
  await page.evaluate(() => {
    const times: number[] = [];
    (window as unknown as { frameTimes: number[] }).frameTimes = times;
    const tick = (t: number) => {
      times.push(t);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const r = Math.min(box.width, box.height) / 4;
  const end = performance.now() + seconds * 1000;
  for (let round = 0; performance.now() < end; round++) {
    // A circle dragged in 24 moves, then four notches of the wheel (in on even rounds, out on odd).
    await page.mouse.move(cx + r, cy);
    await page.mouse.down();
    for (let step = 1; step <= 24; step++) await page.mouse.move(cx + r * Math.cos((step / 24) * 2 * Math.PI), cy + r * Math.sin((step / 24) * 2 * Math.PI));
    await page.mouse.up();
    for (let notch = 0; notch < 4; notch++) {
      await page.mouse.move(cx + (notch - 2) * 20, cy + (notch - 2) * 10);
      await page.mouse.wheel(0, round % 2 ? 120 : -120);
    }
  }
  const times = await page.evaluate(() => (window as unknown as { frameTimes: number[] }).frameTimes.slice());
  const after = await painted();
  const intervals = times.slice(1).map((t, i) => t - times[i]!);
  return { frames: intervals.length, seconds: (times.at(-1)! - times[0]!) / 1000, intervals, moved: before !== after };
}

function report(label: string, f: Frames) {
  const sorted = [...f.intervals].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!.toFixed(1);
  const over = (ms: number) => f.intervals.filter((i) => i > ms).length;
  console.log(
    `${label.padEnd(18)}${(f.frames / f.seconds).toFixed(1).padStart(6)} fps   ` +
      `p50 ${at(0.5).padStart(5)} ms   p95 ${at(0.95).padStart(5)} ms   p99 ${at(0.99).padStart(5)} ms   ` +
      `>16.7 ms ${String(over(FRAME_MS + 0.05)).padStart(4)}   >33.3 ms ${String(over(2 * FRAME_MS + 0.05)).padStart(4)}   ` +
      `missed ${String(over(1.5 * FRAME_MS)).padStart(4)}   of ${f.frames} frames${f.moved ? '' : '   (THE MAP DID NOT MOVE)'}`,
  );
}

const outputs = await bundle(join(MAP, 'bench-page.tsx'));
const files = new Map<string, { body: ArrayBuffer; type: string }>(
  await Promise.all(outputs.map(async (o) => [`/${o.path.replace(/^\.\//, '')}`, { body: await o.arrayBuffer(), type: o.type }] as const)),
);
const script = [...files.keys()].find((path) => path.endsWith('.js'))!;
const style = [...files.keys()].find((path) => path.endsWith('.css'));
const html = `<!doctype html><html lang="en" data-theme="dark"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${style ? `<link rel="stylesheet" href="${style}">` : ''}</head><body><main class="container"><div id="root"></div></main><script type="module" src="${script}"></script></body></html>`;
const server = Bun.serve({
  port: await freePort(),
  hostname: '127.0.0.1',
  fetch(req) {
    const path = new URL(req.url).pathname;
    const file = files.get(path);
    if (file) return new Response(file.body, { headers: { 'content-type': file.type } });
    return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  },
});
const browser = await chromium.launch({ executablePath: testChromium(), args: CHROMIUM_ARGS });
try {
  console.log(
    `bench/map-frames: ${TARGETS} targets + ${ARMIES} armies, the map sent again every second; ${SECONDS} s of mouse drags and wheel zooms per width; Chromium (${testChromium()}), ${navigator.hardwareConcurrency} cores, load average ${loadavg()[0]!.toFixed(1)}`,
  );
  for (const [label, viewport] of [
    ['desktop 1280×800', { width: 1280, height: 800 }],
    ['phone 375×740', { width: 375, height: 740 }],
  ] as const) {
    const page = await browser.newPage({ viewport });
    await page.goto(`http://127.0.0.1:${server.port}/?targets=${TARGETS}&armies=${ARMIES}`);
    // Painted: the canvas holds the map's pixels.
    await page.waitForFunction(() => {
      const canvas = document.querySelector<HTMLCanvasElement>('.map-canvas');
      return !!canvas?.width && canvas.toDataURL().length > 5000;
    });
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    report(`${label}${sideways > 0 ? ` (scrolls ${sideways} px sideways!)` : ''}`, await panAndZoom(page, SECONDS));
    await page.close();
  }
} finally {
  await browser.close();
  server.stop(true);
}

const own = await ownScriptSize();
const page = outputs.filter((o) => o.kind === 'entry-point');
const pageBytes = Buffer.from(await page[0]!.arrayBuffer());
console.log(
  `\nthe map's own script (site/src/features/map/, minified; React, nanostores and the site's shared modules outside): ${kib(own.raw)} raw, ${kib(own.gzip)} gzip, ${kib(own.brotli)} brotli (budget: 60 KiB compressed)`,
);
console.log(`the bench page whole (React and all): ${kib(pageBytes.byteLength)} raw, ${kib(brotliCompressSync(pageBytes).byteLength)} brotli`);
