/**
 * One player's script in a process of its own (host.ts), watched from outside. QuickJS's interrupt
 * handler is the polite first line: it ends a step past its budget, but only between the interpreter's
 * operations, and one built-in call (a huge BigInt made text, a regex that backtracks, a sort, JSON)
 * can run for half a minute without asking it. So while the host works on a request, this side reads the
 * child's CPU time and resident memory from /proc every POLL_MS and SIGKILLs it past a ceiling: the stall
 * and the kill happen to that one process, never to the runtime or the API that started it.
 *
 * Measured on this machine (Bun 1.4.5, 2 cores, quiet): a host takes ~100 ms to start (QuickJS loaded, a
 * script's top level run), 80–90 ms of it CPU, and holds 50–53 MiB resident before the script's own memory
 * (HOST_BASELINE_BYTES); a step through it costs ~0.3 ms more than in-process. docs/scripts-and-planner.md
 * "Custom scripts" has the figures.
 */
import { setPriority } from 'node:os';
import type { Subprocess } from 'bun';
import { scriptLines } from '@shared/bot-lines/script.messages';
import { phrase, said } from '@shared/i18n/said';
import type { LineMessage } from '@shared/console';
import { DEFAULT_LIMITS, SANDBOX_HEAP_MAX_BYTES, ScriptStopped, type SandboxLimits } from './sandbox';
import { processUsage } from './proc-usage';
import type { FromHost, ToHost } from './host-wire';

const HOST = new URL('./host.ts', import.meta.url).pathname;
/** How often a busy host is looked at: a runaway call is killed within this much past its ceiling. */
const POLL_MS = 25;
/**
 * The CPU time a request may take before the kill: its budget × CPU_FACTOR + CPU_ALLOWANCE_MS (550 ms for
 * a 100 ms step). Past the interrupt (at the budget) and the after-step check (twice it), so a kill
 * means a call the interpreter could not stop; the allowance covers the host's own parsing and GC.
 */
const CPU_FACTOR = 3;
const CPU_ALLOWANCE_MS = 250;
/** Wall clock for one answer: the last resort for a host that neither answers nor spins (stopped, starved). */
const ANSWER_WITHIN_MS = 10_000;
/** Wall clock for a new host to load QuickJS and say it is ready (several at once on a loaded machine). */
const START_WITHIN_MS = 15_000;
/**
 * Hosts run at a lower priority (nice 10: about a tenth of a normal process's share when both want a
 * core), so players' code waits for the API, the bots' runtime and the database on a busy machine, never
 * the other way round. A legit step takes a few ms of CPU: it still answers far inside ANSWER_WITHIN_MS.
 */
const HOST_NICENESS = 10;
/** A host's own resident memory with QuickJS loaded and a script's top level run (50–53 MiB measured), and room. */
const HOST_BASELINE_BYTES = 80 * 1024 * 1024;
/** The host's resident memory may not pass the WebAssembly heap's cap plus its own baseline. */
export const HOST_RSS_CAP_BYTES = SANDBOX_HEAP_MAX_BYTES + HOST_BASELINE_BYTES;

type Ending = 'cpu' | 'memory' | 'silent';
/**
 * The ceilings a host is killed past, besides its limits' CPU: `rssCapBytes` its resident memory,
 * `answerWithinMs` the wall clock for one answer (ANSWER_WITHIN_MS; tests pass a small one).
 */
export type HostCeilings = { rssCapBytes?: number; answerWithinMs?: number };
type Waiting = { resolve(answer: FromHost): void; reject(error: Error): void; stopWatching(): void };

export class ScriptProcess {
  private readonly child: Subprocess<'pipe', 'pipe', 'inherit'>;
  private waiting: Waiting | null = null;
  private ending: Ending | null = null;
  /** What the host is doing, for the words of a kill: starting, running the top level, or a step. */
  private doing: 'start' | 'top' | 'step' = 'start';
  /** Resolves when the host process is gone, however it ended. */
  readonly exited: Promise<number | null>;

  private readonly rssCapBytes: number;
  private readonly answerWithinMs: number;

  private constructor(
    private readonly limits: SandboxLimits,
    ceilings: HostCeilings,
  ) {
    this.rssCapBytes = ceilings.rssCapBytes ?? HOST_RSS_CAP_BYTES;
    this.answerWithinMs = ceilings.answerWithinMs ?? ANSWER_WITHIN_MS;
    // No secret of ours goes along: the host needs nothing from the environment but a PATH, and our pid
    // (it ends when we do, even mid-call: parent-death.ts).
    this.child = Bun.spawn([process.execPath, HOST], {
      stdin: 'pipe',
      stdout: 'pipe',
      stderr: 'inherit',
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', SCRIPT_HOST_PARENT: String(process.pid) },
    });
    try {
      setPriority(this.child.pid, HOST_NICENESS);
    } catch {
      // Gone already (its end is read below), or a system without priorities: it runs at ours.
    }
    void this.readAnswers();
    this.exited = this.child.exited.then((code) => {
      const waiting = this.waiting;
      this.waiting = null;
      waiting?.stopWatching();
      waiting?.reject(this.ended(code));
      return code;
    });
  }

  /** Starts a host for `source` and runs its top level; throws ScriptStopped as createSandbox does. */
  static async start(source: string, limits: SandboxLimits = DEFAULT_LIMITS, ceilings: HostCeilings = {}): Promise<ScriptProcess> {
    const host = new ScriptProcess(limits, ceilings);
    try {
      await host.exchange(null);
      host.doing = 'top';
      await host.exchange({ kind: 'load', source, limits });
      host.doing = 'step';
      return host;
    } catch (err) {
      host.close();
      throw err;
    }
  }

  get pid(): number {
    return this.child.pid;
  }

  /** Runs one step; the reply is the sandbox's JSON text (not yet trusted). Throws ScriptStopped. */
  async step(snapshotJson: string, stateJson: string): Promise<string> {
    const answer = await this.exchange({ kind: 'step', snapshot: snapshotJson, state: stateJson });
    if (answer.kind !== 'reply') throw new Error(`script host: a step answered ${answer.kind}`);
    return answer.text;
  }

  /** Ends the host at once (a bot's stop, a check done): SIGKILL, so nothing of it outlives the call. */
  close(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }

  /** Sends `request` (none: waits for `ready`) and waits for its answer, watching the host meanwhile. */
  private async exchange(request: ToHost | null): Promise<FromHost> {
    if (this.waiting) throw new Error('script host: one request at a time');
    if (this.child.exitCode !== null || this.child.signalCode !== null) throw this.ended(this.child.exitCode);
    const answer = await new Promise<FromHost>((resolve, reject) => {
      this.waiting = { resolve, reject, stopWatching: this.watch(request !== null) };
      if (request) {
        this.child.stdin.write(`${JSON.stringify(request)}\n`);
        void this.child.stdin.flush();
      }
    });
    if (answer.kind === 'stopped') throw new ScriptStopped(answer.message, answer.problem);
    if (answer.kind === 'failed') throw new Error(`script host: ${answer.error}`);
    return answer;
  }

  /**
   * Reads the host's CPU time (utime + stime) and resident memory every POLL_MS until the answer comes,
   * and kills it past a ceiling. A request's CPU counts from its sending; starting runs none of the
   * player's code, so it has the wall clock alone.
   */
  private watch(request: boolean): () => void {
    const sent = performance.now();
    const cpuFrom = processUsage(this.child.pid)?.cpuMs ?? 0;
    const cpuCeiling = this.limits.stepMs * CPU_FACTOR + CPU_ALLOWANCE_MS;
    const wallCeiling = request ? this.answerWithinMs : START_WITHIN_MS;
    const timer = setInterval(() => {
      const usage = processUsage(this.child.pid);
      if (usage && request && usage.cpuMs - cpuFrom > cpuCeiling) this.kill('cpu');
      else if (usage && usage.rssBytes > this.rssCapBytes) this.kill('memory');
      // Out of wall clock on a busy machine (a host at nice 10 may get a twentieth of a core): one that
      // spun past its step's budget meanwhile is told so, as it would have been on an idle machine.
      else if (performance.now() - sent > wallCeiling) this.kill(usage && request && usage.cpuMs - cpuFrom > this.limits.stepMs ? 'cpu' : 'silent');
    }, POLL_MS);
    return () => clearInterval(timer);
  }

  private kill(ending: Ending): void {
    this.ending ??= ending;
    this.close();
  }

  /** Why the host is gone, as the player reads it: a ceiling we killed it for, or an end of its own. */
  private ended(code: number | null): Error {
    if (this.doing === 'start' && !this.ending) return new Error(`script host: ended before it was ready (exit code ${code})`);
    const reason: LineMessage =
      this.ending === 'cpu'
        ? phrase(scriptLines, this.doing === 'top' ? 'topOverCpu' : 'stepOverCpu', { ms: this.limits.stepMs })
        : this.ending === 'memory'
          ? phrase(scriptLines, 'overMemory', { mib: Math.round(this.limits.memoryBytes / 1024 / 1024) })
          : this.ending === 'silent'
            ? phrase(scriptLines, 'noAnswer', { count: (this.doing === 'start' ? START_WITHIN_MS : this.answerWithinMs) / 1000 })
            : phrase(scriptLines, 'processEnded');
    const line = said(scriptLines, 'stoppedBecause', { reason });
    return new ScriptStopped(line.text, { message: line.text.replace(/^The script stopped: /, ''), line: null, column: null }, reason);
  }

  /** The host's answers, one JSON line each, to the request waiting for it. */
  private async readAnswers(): Promise<void> {
    const decoder = new TextDecoder();
    let rest = '';
    for await (const chunk of this.child.stdout) {
      rest += decoder.decode(chunk, { stream: true });
      let cut: number;
      while ((cut = rest.indexOf('\n')) >= 0) {
        const text = rest.slice(0, cut);
        rest = rest.slice(cut + 1);
        let answer: FromHost;
        try {
          answer = JSON.parse(text) as FromHost;
        } catch {
          continue; // not one of the host's answers (a runtime warning on stdout): nothing waits for it
        }
        const waiting = this.waiting;
        this.waiting = null;
        waiting?.stopWatching();
        waiting?.resolve(answer);
      }
    }
  }
}
