/**
 * The bots' two halves, each behind its front door (part of the import lines, boundaries.ts): other code
 * reaches api/src/modules/bots/records and …/bots/control only through their index.ts; the control reaches
 * the records through theirs, or their model, which it writes; the records never import the control (what
 * they need of it is handed in: RunningBots in records/service.ts). Tests go anywhere.
 */
import { join, sep } from 'node:path';

const BOTS = join('api', 'src', 'modules', 'bots');
const RECORDS = join(BOTS, 'records');
const CONTROL = join(BOTS, 'control');
const within = (path: string, folder: string) => path === folder || path.startsWith(folder + sep);
/** `…/<folder>`, `…/<folder>/index` or `…/<folder>/index.ts`. */
const isDoorOf = (to: string, folder: string) => to === folder || to.replace(/\.ts$/, '') === join(folder, 'index');

/** The rule an import from `from` (not a test) to `to` breaks about the bots' front doors, or null. */
export function botsDoorBroken(from: string, to: string): string | null {
  const door = [RECORDS, CONTROL].find((folder) => within(to, folder));
  if (!door || within(from, door)) return null;
  if (door === CONTROL && within(from, RECORDS)) return "the bots' records never import their control (it hands them RunningBots)";
  if (isDoorOf(to, door)) return null;
  if (door === RECORDS && within(from, CONTROL) && /bot\.model(\.ts)?$/.test(to)) return null;
  return `the bots' ${door === RECORDS ? 'records' : 'control'} are reached through their front door (${door}/index.ts), never a file behind it`;
}
