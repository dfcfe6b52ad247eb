/** Replacing a built folder with a newer one, whole, while other builds may be doing the same (stack.ts' buildSite). */
import { readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** The folder a build of `to` writes in: its own, named by the builder's pid, so that none collides. */
export const buildingFolder = (to: string) => `${to}.building-${process.pid}-${crypto.randomUUID().slice(0, 8)}`;

/**
 * Removes the folders of builds of `to` whose builder is gone (a launcher killed with -9 mid-build leaves
 * its folder; the folders of builds still running are theirs). Returns what it removed.
 */
export function removeAbandonedBuilds(to: string): string[] {
  const prefix = `${basename(to)}.building-`;
  const abandoned = readdirSync(dirname(to)).filter((name) => {
    if (!name.startsWith(prefix)) return false;
    const pid = Number(name.slice(prefix.length).split('-')[0]);
    return !Number.isInteger(pid) || !alive(pid);
  });
  for (const name of abandoned) rmSync(join(dirname(to), name), { recursive: true, force: true });
  return abandoned;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Puts the folder `from` at `to`, replacing what is there. A folder cannot be renamed over a full one, so
 * the old is renamed aside first; another build doing the same at that moment can take the place in
 * between, so it tries again (its folder then goes aside in turn).
 */
export function moveIntoPlace(from: string, to: string): void {
  for (let attempt = 0; ; attempt++) {
    try {
      renameSync(from, to);
      break;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if ((code !== 'ENOTEMPTY' && code !== 'EEXIST') || attempt >= 20) throw err;
      const aside = `${to}.old-${process.pid}-${crypto.randomUUID().slice(0, 8)}`;
      try {
        renameSync(to, aside);
      } catch (moved) {
        if ((moved as NodeJS.ErrnoException).code !== 'ENOENT') throw moved;
        continue;
      }
      rmSync(aside, { recursive: true, force: true });
    }
  }
}
