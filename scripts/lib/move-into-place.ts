/** Replacing a built folder with a newer one, whole, while other builds may be doing the same (stack.ts' buildSite). */
import { renameSync, rmSync } from 'node:fs';

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
