/**
 * The script host: one player's script in a process of its own (started by script-process.ts), so a step
 * that never reaches QuickJS's interrupt check (a huge BigInt turned into text, a regex that backtracks
 * for minutes) stalls only this process, which its parent measures and kills from outside. Reads ToHost
 * lines on stdin, answers each with a FromHost line on stdout (host-wire.ts). Exits when stdin closes
 * (the parent closed it), and at once when the parent dies, even mid-call (parent-death.ts).
 */
import { endWithParent } from './parent-death';
import { createSandbox, loadQuickJS, ScriptStopped, type ScriptSandbox } from './sandbox';
import type { FromHost, ToHost } from './host-wire';

let sandbox: ScriptSandbox | null = null;

const send = (message: FromHost) => process.stdout.write(`${JSON.stringify(message)}\n`);

async function answer(request: ToHost): Promise<FromHost> {
  try {
    if (request.kind === 'load') {
      sandbox?.dispose();
      sandbox = null;
      sandbox = await createSandbox(request.source, request.limits);
      return { kind: 'loaded' };
    }
    if (!sandbox) return { kind: 'failed', error: 'step before load' };
    return { kind: 'reply', text: sandbox.step(request.snapshot, request.state) };
  } catch (err) {
    if (err instanceof ScriptStopped) {
      // A stopped script is not stepped again, and its parent ends this process: nothing to free here.
      sandbox = null;
      return { kind: 'stopped', message: err.message, problem: err.problem };
    }
    return { kind: 'failed', error: err instanceof Error ? err.message : String(err) };
  }
}

async function main(): Promise<void> {
  // Before any of the player's code: the parent's pid comes in the environment (script-process.ts).
  endWithParent(Number(process.env.SCRIPT_HOST_PARENT));
  await loadQuickJS();
  send({ kind: 'ready' });
  const decoder = new TextDecoder();
  let rest = '';
  for await (const chunk of Bun.stdin.stream()) {
    rest += decoder.decode(chunk, { stream: true });
    let cut: number;
    while ((cut = rest.indexOf('\n')) >= 0) {
      const line = rest.slice(0, cut);
      rest = rest.slice(cut + 1);
      send(await answer(JSON.parse(line) as ToHost));
    }
  }
  process.exit(0);
}

if (import.meta.main) void main();
