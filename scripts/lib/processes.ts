/** Child processes of the launchers: started with a name, awaited until healthy, stopped together. */
import type { Subprocess } from 'bun';
import { endingWithLauncher } from './launcher-death';

export type Child = { name: string; proc: Subprocess };

export function spawnChild(name: string, cmd: string[], env: Record<string, string | undefined>, quiet = false): Child {
  // Ends with its spawner: a bench that crashes or is killed leaves no game server or API running on.
  const proc = Bun.spawn(endingWithLauncher(cmd), {
    env: { ...process.env, ...env },
    stdout: quiet ? 'ignore' : 'inherit',
    stderr: 'inherit',
  });
  return { name, proc };
}

/** Polls `url` until it answers 2xx; fails early if the child exits. */
export async function waitForHttp(url: string, child: Child, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.proc.exitCode !== null) throw new Error(`${child.name} exited with code ${child.proc.exitCode} before it was ready.`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {}
    await Bun.sleep(100);
  }
  throw new Error(`${child.name} did not answer at ${url} within ${timeoutMs / 1000} s.`);
}

export async function stopChildren(children: Child[]): Promise<void> {
  await Promise.all(
    children.map(async ({ proc }) => {
      if (proc.exitCode !== null) return;
      proc.kill('SIGTERM');
      await Promise.race([proc.exited, Bun.sleep(5_000)]);
      if (proc.exitCode === null) proc.kill('SIGKILL');
    }),
  );
}

export const BUN = process.execPath;

/** Runs the Astro CLI on Bun (Astro 7 refuses Node 20). */
export function astro(args: string[]): string[] {
  return [BUN, '--bun', 'node_modules/astro/bin/astro.mjs', ...args];
}
