/**
 * The launcher's parts (database, engine, game server, API, site) end when the launcher does, however it
 * ends. Stopped in order on Ctrl+C or SIGTERM (start.ts); but a launcher killed with -9 or by the OOM killer
 * stops nothing, and its parts would keep running and keep their ports, so the next `npm start` would find
 * them taken. Linux's parent-death signal, set by util-linux's `setpriv` just before it runs the part's own
 * command (the same pid), asks the kernel to send the part its stop signal when the launcher goes; a
 * script host asks for the same from inside (api/src/runtime/script/parent-death.ts). Where setpriv is
 * missing (not Linux), the command as it is.
 */
import { basename } from 'node:path';

const SETPRIV = process.platform === 'linux' ? Bun.which('setpriv') : null;

/**
 * `cmd` so that the part gets `signal` (its own stop signal) when the launcher ends. A command run through
 * setpriv already (PostgreSQL as another account, postgres.ts) gets the flag in that same setpriv, which
 * sets it after changing the account: a change of account clears a parent-death signal set before it.
 */
export function endingWithLauncher(cmd: string[], signal: 'SIGTERM' | 'SIGINT' = 'SIGTERM'): string[] {
  if (!SETPRIV) return cmd;
  if (basename(cmd[0] ?? '') === 'setpriv') return [cmd[0]!, '--pdeathsig', signal, ...cmd.slice(1)];
  return [SETPRIV, '--pdeathsig', signal, '--', ...cmd];
}
