/**
 * `npm run check`: strict type checks of everything in tsconfig.json — API, shared, site (.astro
 * included), scripts and tests — in one `astro check` run, which type-checks .ts files as tsc would.
 */
import { ROOT } from './lib/ferretdb';
import { astro } from './lib/processes';

async function step(label: string, cmd: string[]): Promise<boolean> {
  console.log(`› ${label}`);
  const proc = Bun.spawn(cmd, { cwd: ROOT, stdout: 'inherit', stderr: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  return (await proc.exited) === 0;
}

process.exit((await step('astro check', astro(['check']))) ? 0 : 1);
