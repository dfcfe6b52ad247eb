/**
 * The import lines of the codebase, checked (part of `npm run check`):
 *
 *   site ──▶ shared ◀── api          shared imports nothing of ours outside shared/
 *   simulator ──▶ shared              the local game server speaks the game's wire, never our runtime's code
 *   site ──▶ api only as `import type` (the Eden client's `App`)
 *   api/src/runtime ──╳──▶ api/src/modules   the bot runtime (runner nodes too) never reaches into a feature
 *   a module's model is its own              others call its functions (types may be shared); auth, which
 *                                            keeps the users' credentials, reads users' model
 *
 *   the rest of the API ──▶ api/src/runtime/index.ts   the runtime's front door, never its files behind it
 *   site/src/lib ──╳──▶ site/src/features     lib is below the features: they use it, never the other way
 *   the rest ──▶ modules/bots/{records,control}/index.ts   the bots' two front doors (bots-doors.ts)
 *   simulator/<folder> ──▶ the folders below it in SIMULATOR_LAYERS, never one above (an `import type`
 *                          neither): core ◀ map ◀ economy ◀ events ◀ mail ◀ army ◀ alliance ◀ reads ◀
 *                          session ◀ the root files (server.ts, main.ts, the test kit) ◀ conformance
 *
 * Tests may cross the runtime's lines (a fleet test reads the bots' documents to check them) and the
 * simulator's folders (a test drives the whole server), never the others. Cycles inside an area (modules, site features, runtime folders, simulator files) are
 * found by
 * import-cycles.ts.
 */
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import { botsDoorBroken } from './bots-doors';
import { isTest, resolvedImports, sourceFiles } from './imports';

export type Violation = { file: string; line: number; specifier: string; rule: string };

type Area = 'site' | 'shared' | 'api' | 'runtime' | 'modules' | 'simulator' | 'other';

function areaOf(path: string): Area {
  const parts = path.split(sep);
  if (parts[0] === 'site') return 'site';
  if (parts[0] === 'shared') return 'shared';
  if (parts[0] === 'simulator') return 'simulator';
  if (parts[0] === 'api') {
    if (parts[1] === 'src' && parts[2] === 'runtime') return 'runtime';
    if (parts[1] === 'src' && parts[2] === 'modules') return 'modules';
    return 'api';
  }
  return 'other';
}

/**
 * A script's dry run: its own process plays one game hour on a fresh local game server, so it starts the
 * simulator. The one file of the API outside tests that may.
 */
const isDryRun = (path: string) => path === join('api', 'src', 'runtime', 'dry-run', 'dry-run.ts');

const RUNTIME = join('api', 'src', 'runtime');
/** `…/runtime`, `…/runtime/index` or `…/runtime/index.ts`. */
const isFrontDoor = (to: string) => to === RUNTIME || to.replace(/\.ts$/, '') === join(RUNTIME, 'index');
const SITE_LIB = join('site', 'src', 'lib') + sep;
const SITE_FEATURES = join('site', 'src', 'features') + sep;

/**
 * The simulator's folders, lowest first: the player record and the game's rules, the map, the economy, the
 * events, the mailbox, the armies, the alliances, the reads that gather them, the session (handshake,
 * login, command table, world, persistence), the files at its root (server.ts, main.ts, the test kit),
 * and the EmpireCore conformance drive above them all.
 */
export const SIMULATOR_LAYERS = ['core', 'map', 'economy', 'events', 'mail', 'army', 'alliance', 'reads', 'session', '', 'conformance'] as const;

/** A simulator file's place in SIMULATOR_LAYERS (its root files are ''), or -1 for a folder not listed. */
function simulatorLayer(path: string): number {
  const parts = path.split(sep);
  return SIMULATOR_LAYERS.indexOf((parts.length > 2 ? parts[1] : '') as (typeof SIMULATOR_LAYERS)[number]);
}

/** The rule an import from `from` to `to` breaks, or null. `typeOnly`: an `import type`. */
export function brokenRule(from: string, to: string, typeOnly: boolean): string | null {
  const a = areaOf(from);
  const b = areaOf(to);
  if (a === 'modules' && b === 'modules' && !typeOnly && !isTest(from) && /\.model(\.ts)?$/.test(to)) {
    const owner = to.split(sep)[3];
    const reader = from.split(sep)[3];
    if (owner !== reader && !(reader === 'auth' && owner === 'users')) return "a module reads another module's data through its functions, never its model";
  }
  if (from.startsWith(SITE_LIB) && to.startsWith(SITE_FEATURES) && !isTest(from)) return 'site/src/lib is below the features: it never imports one';
  const botsDoor = isTest(from) ? null : botsDoorBroken(from, to);
  if (botsDoor) return botsDoor;
  if (a === 'simulator' && b === 'simulator' && !isTest(from)) {
    const [above, below] = [simulatorLayer(from), simulatorLayer(to)];
    if (above === -1 || below === -1) return `the simulator's folders are ${SIMULATOR_LAYERS.filter(Boolean).join(', ')} (SIMULATOR_LAYERS)`;
    if (below > above) return 'a simulator folder imports only the folders below it (SIMULATOR_LAYERS), never one above, not even a type';
  }
  if (a === b) return null;
  if (a === 'shared' && b !== 'shared') return 'shared/ imports nothing of ours outside shared/';
  if (a === 'simulator' && b !== 'shared') return 'the simulator imports only shared/ (the game wire lives there)';
  if (a === 'site' && (b === 'api' || b === 'runtime' || b === 'modules') && !typeOnly) return 'the site imports the API only as types (import type)';
  if (a === 'site' && b === 'simulator') return 'the site never imports the simulator';
  if ((a === 'api' || a === 'runtime' || a === 'modules') && (b === 'site' || (b === 'simulator' && !isTest(from) && !isDryRun(from)))) {
    return b === 'site' ? 'the API never imports the site' : 'only tests of the API use the simulator';
  }
  if (a === 'runtime' && b === 'modules' && !isTest(from)) return 'the bot runtime never imports a feature module (api/src/modules)';
  if ((a === 'api' || a === 'modules') && b === 'runtime' && !isTest(from) && !isFrontDoor(to)) {
    return 'the rest of the API reaches the bot runtime through its front door (api/src/runtime/index.ts), never a file behind it';
  }
  return null;
}

/** Every import that breaks a line, in the given top folders of `root`. */
export function checkBoundaries(root: string, dirs = ['api', 'shared', 'site', 'simulator']): Violation[] {
  const violations: Violation[] = [];
  for (const dir of dirs.filter((d) => existsSync(join(root, d)))) {
    for (const file of sourceFiles(root, dir)) {
      for (const { specifier, line, typeOnly, to } of resolvedImports(root, file)) {
        const rule = to === null ? null : brokenRule(file, to, typeOnly);
        if (rule) violations.push({ file, line, specifier, rule });
      }
    }
  }
  return violations;
}
