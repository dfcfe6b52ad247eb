/**
 * `npm run check`: the format (Biome, biome.json: `npm run format` writes it) and the line limit it keeps
 * (scripts/lib/line-limit.ts), the import lines (scripts/lib/boundaries.ts: site → shared ← api, the simulator on
 * shared/ alone, the runtime apart from feature modules and entered by its front door) and the import
 * cycles (scripts/lib/import-cycles.ts: modules, site features, runtime folders, simulator files), then
 * strict type checks of everything in tsconfig.json — API, shared, site, simulator, scripts, benches and
 * tests — in two passes that split the files between them:
 *   1. `astro check` over the .astro files alone (tsconfig.astro.json; it also writes Astro's generated
 *      types, .astro/, that the site's .ts files read);
 *   2. `tsc --noEmit` over every .ts and .tsx file, under the same tsconfig.json, in TypeScript 7 (the
 *      compiler ported to Go; `typescript-7` in package.json): 12 CPU s single-threaded against TypeScript
 *      6's 58 s on this machine, the same errors. `astro check` still needs TypeScript 6.
 * One `astro check` over everything took 240 s on CI beside the tests: it type-checks each .ts file one
 * by one through a language service, where tsc checks the same program at once.
 */
import { checkBoundaries } from './lib/boundaries';
import { checkLineLimit, formattedFiles } from './lib/line-limit';
import { importCycles } from './lib/import-cycles';
import { ROOT } from './lib/ferretdb';
import { astro, BUN } from './lib/processes';
import { cpuSeconds } from './lib/suite-times';

async function step(label: string, cmd: string[]): Promise<boolean> {
  console.log(`› ${label}`);
  const started = performance.now();
  const proc = Bun.spawn(cmd, { cwd: ROOT, stdout: 'inherit', stderr: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  const passed = (await proc.exited) === 0;
  console.log(
    `› ${label}: ${passed ? 'passed' : 'FAILED'} in ${((performance.now() - started) / 1000).toFixed(0)} s (${cpuSeconds(proc.resourceUsage()).toFixed(0)} CPU s)`,
  );
  return passed;
}

function boundaries(): boolean {
  console.log('› import lines');
  const violations = checkBoundaries(ROOT);
  for (const v of violations) console.error(`${v.file}:${v.line}: ${v.specifier}: ${v.rule}`);
  const cycles = importCycles(ROOT);
  for (const cycle of cycles) console.error(cycle);
  return violations.length === 0 && cycles.length === 0;
}

function lineLimit(): boolean {
  console.log('› line limit');
  const long = checkLineLimit(ROOT);
  for (const line of long) console.error(`${line.file}:${line.line}: ${line.length} characters, and not for a string or a pattern the formatter cannot break`);
  return long.length === 0;
}

// The files git tracks, not the folder: the tests beside this check may be writing files of their own.
const formatOk = await step('format (biome)', [BUN, 'node_modules/@biomejs/biome/bin/biome', 'format', ...formattedFiles(ROOT)]);
const limitOk = lineLimit();
const linesOk = boundaries();
// One after the other, not side by side: they share the machine's CPU with the tests (npm test).
const astroOk = await step('astro check (.astro files)', astro(['check', '--tsconfig', 'tsconfig.astro.json', '--minimumSeverity', 'warning']));
// Single-threaded: its four checkers at once took 32 CPU s and 3 GB instead of 12 s and 1.3 GB, and the
// tests beside it want the cores.
const tscOk = await step('tsc (.ts and .tsx files)', [
  BUN,
  '--bun',
  'node_modules/typescript-7/bin/tsc',
  '--noEmit',
  '--singleThreaded',
  '-p',
  'tsconfig.json',
]);
process.exit(formatOk && limitOk && linesOk && astroOk && tscOk ? 0 : 1);
