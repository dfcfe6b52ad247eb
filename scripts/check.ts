/**
 * `npm run check`: the import lines (scripts/lib/boundaries.ts: site → shared ← api, the simulator on
 * shared/ alone, the runtime apart from feature modules), then strict type checks of everything in
 * tsconfig.json — API, shared, site (.astro included), scripts and tests — in one `astro check` run,
 * which type-checks .ts files as tsc would.
 */
import { checkBoundaries, moduleCycles } from './lib/boundaries';
import { ROOT } from './lib/ferretdb';
import { astro } from './lib/processes';

async function step(label: string, cmd: string[]): Promise<boolean> {
  console.log(`› ${label}`);
  const proc = Bun.spawn(cmd, { cwd: ROOT, stdout: 'inherit', stderr: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  return (await proc.exited) === 0;
}

function boundaries(): boolean {
  console.log('› import lines');
  const violations = checkBoundaries(ROOT);
  for (const v of violations) console.error(`${v.file}:${v.line}: ${v.specifier}: ${v.rule}`);
  const cycles = moduleCycles(ROOT);
  for (const cycle of cycles) console.error(cycle);
  return violations.length === 0 && cycles.length === 0;
}

const linesOk = boundaries();
process.exit((await step('astro check', astro(['check']))) && linesOk ? 0 : 1);
