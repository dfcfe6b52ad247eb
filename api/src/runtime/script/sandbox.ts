/**
 * The sandbox a player's script runs in: QuickJS compiled to WebAssembly (quickjs-emscripten-core with
 * one release variant; docs/scripts-and-planner.md says why over node:vm and isolated-vm). Each script gets a
 * runtime of its own with a memory limit, a stack limit and an interrupt handler that ends a step past its
 * CPU-time budget. Nothing of the host is inside: no host function is exposed at all. A step gets the
 * snapshot and the state as JSON text and gives back JSON text (its intents, console lines, wait and new
 * state), which the host parses and checks like any untrusted input. So there is no fetch, no require, no
 * process, no timers, no file system and no other account to reach, and a changed Object.prototype in
 * there is QuickJS's own, never the host's. A script's sandbox lives in a process of its own (host.ts),
 * whose parent ends it from outside when one call runs past what the interrupt handler can stop
 * (script-process.ts).
 */
import {
  newQuickJSWASMModuleFromVariant,
  newVariant,
  type QuickJSContext,
  type QuickJSHandle,
  type QuickJSRuntime,
  type QuickJSWASMModule,
} from 'quickjs-emscripten-core';
import releaseVariant from '@jitl/quickjs-wasmfile-release-sync';
import { SCRIPT_MEMORY_BYTES, STEP_BUDGET_MS, type ScriptProblem } from '@shared/scripts/api';
import type { LineMessage } from '@shared/console';
import { PRELUDE } from './prelude';

/** The file name errors carry: the line numbers are the player's own. */
const FILE = 'script.js';
const STACK_BYTES = 256 * 1024;
/** A step's time past its budget that counts as an overrun (the interrupt handler is asked every few thousand operations). */
const OVERRUN = 2;
/** The longest reply a step may give back (its intents and lines are few; the state is limited anyway). */
const REPLY_MAX_CHARS = 256 * 1024;

/**
 * The most memory every script of this process may hold together: the WebAssembly memory's maximum.
 * QuickJS's own count per runtime misses arrays grown in place by native code (`new Array(1e5).fill(1)`
 * in a loop: its build cannot ask malloc for a block's size), so a step could pass its runtime's limit;
 * it cannot pass this one, and the step after it is caught by the count of live objects (`assertWithinLimits`).
 * A script runs in a process of its own (host.ts), so this is one script's ceiling: eight times its
 * 8 MiB limit, room for the allocator's waste, and what the host's parent allows its memory beside its own.
 */
export const SANDBOX_HEAP_MAX_BYTES = 64 * 1024 * 1024;
const PAGE = 64 * 1024;

let quickjs: Promise<QuickJSWASMModule> | null = null;
/** The WebAssembly module, loaded once per process (about 40 ms) and shared by every script's runtime. */
export const loadQuickJS = () =>
  (quickjs ??= newQuickJSWASMModuleFromVariant(
    newVariant(releaseVariant, { wasmMemory: new WebAssembly.Memory({ initial: (16 * 1024 * 1024) / PAGE, maximum: SANDBOX_HEAP_MAX_BYTES / PAGE }) }),
  ));

/** What the runtime's live objects take, counted by walking them (QuickJS's JS_ComputeMemoryUsage). */
function memoryUsed(context: QuickJSContext, runtime: QuickJSRuntime): number {
  const usage = runtime.computeMemoryUsage();
  const used = (context.dump(usage) as { memory_used_size?: number }).memory_used_size ?? 0;
  usage.dispose();
  return used;
}

export type SandboxLimits = { stepMs: number; memoryBytes: number };
export const DEFAULT_LIMITS: SandboxLimits = { stepMs: STEP_BUDGET_MS, memoryBytes: SCRIPT_MEMORY_BYTES };

/**
 * A script stopped: its own error, or a limit it went past. `message` is the console's plain line (in
 * English); `reason`, when there is one, is the same reason as a message every reader gets in their
 * language (a stop from outside the interpreter: script-process.ts).
 */
export class ScriptStopped extends Error {
  constructor(
    message: string,
    readonly problem: ScriptProblem,
    readonly reason?: LineMessage,
  ) {
    super(message);
  }
}

type Dumped = { name?: unknown; message?: unknown; stack?: unknown; lineNumber?: unknown };

/** The error inside the sandbox, as a plain line for the console and its place in the player's source. */
function describe(error: Dumped | unknown, limits: SandboxLimits, during: string): ScriptStopped {
  const e = (typeof error === 'object' && error !== null ? error : { message: String(error) }) as Dumped;
  const message = String(e.message ?? 'unknown error');
  const at = /script\.js:(\d+):(\d+)/.exec(String(e.stack ?? ''));
  const line = at ? Number(at[1]) : typeof e.lineNumber === 'number' ? e.lineNumber : null;
  const column = at ? Number(at[2]) : null;
  const where = line === null ? '' : ` (line ${line}${column === null ? '' : `, column ${column}`})`;
  if (message === 'interrupted') {
    return new ScriptStopped(`The script stopped: ${during} ran longer than its ${limits.stepMs} ms budget${where}. An endless loop?`, {
      message: 'interrupted: over the time budget',
      line,
      column,
    });
  }
  if (message === 'out of memory' || message === 'string too long' || message === 'invalid array length') {
    return new ScriptStopped(`The script stopped: ${during} needed more than its ${Math.round(limits.memoryBytes / 1024 / 1024)} MiB of memory${where}.`, {
      message: 'out of memory',
      line,
      column,
    });
  }
  if (message === 'stack overflow') return new ScriptStopped(`The script stopped: ${during} recursed too deep${where}.`, { message, line, column });
  const name = typeof e.name === 'string' && e.name ? e.name : 'Error';
  return new ScriptStopped(`The script stopped: ${name} in ${during}: ${message.slice(0, 200)}${where}.`, {
    message: `${name}: ${message.slice(0, 200)}`,
    line,
    column,
  });
}

export type ScriptSandbox = {
  /** Runs `step(api, state)` within the budget; the reply is the sandbox's JSON text (not yet trusted). */
  step(snapshotJson: string, stateJson: string): string;
  dispose(): void;
};

/**
 * The process's CPU time in ms: the budget counts the script's own work, as Workers-style platforms do,
 * not the wall clock, which a busy machine (other processes, a loaded CI runner) stretches until a valid
 * script reads as an endless loop. No worker threads run here, so the process's time is the script's,
 * plus the engine's own helpers (GC, JIT), which only make the budget a little stricter. About 0.25 µs.
 */
const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** A runtime with the limits and the deadline its interrupt handler reads. */
function newRuntime(module: QuickJSWASMModule, limits: SandboxLimits) {
  const clock = { deadline: Number.POSITIVE_INFINITY, spent: 0 };
  const runtime: QuickJSRuntime = module.newRuntime({ memoryLimitBytes: limits.memoryBytes, maxStackSizeBytes: STACK_BYTES });
  runtime.setInterruptHandler(() => cpuMs() > clock.deadline);
  return { runtime, context: runtime.newContext(), clock };
}

/**
 * Compiles and starts a script (its top-level code runs once, within one step's budget) and finds its
 * `step` export. Throws ScriptStopped when the source does not compile, throws, or exports no step.
 */
export async function createSandbox(source: string, limits: SandboxLimits = DEFAULT_LIMITS): Promise<ScriptSandbox> {
  const { runtime, context, clock } = newRuntime(await loadQuickJS(), limits);
  const handles: QuickJSHandle[] = [];
  const within = <T>(run: () => T): T => {
    const started = cpuMs();
    clock.deadline = started + limits.stepMs;
    try {
      return run();
    } finally {
      clock.deadline = Number.POSITIVE_INFINITY;
      clock.spent = cpuMs() - started;
    }
  };
  /**
   * After a step that ended normally: native work (a huge `fill`, a sort) runs between the interrupt
   * handler's looks, and arrays grown in place slip past the runtime's own count; both are caught here.
   */
  const assertWithinLimits = (during: string) => {
    if (clock.spent > limits.stepMs * OVERRUN) throw describe({ message: 'interrupted' }, limits, during);
    if (memoryUsed(context, runtime) > limits.memoryBytes) throw describe({ message: 'out of memory' }, limits, during);
  };
  const fail = (handle: QuickJSHandle, during: string): never => {
    const dumped = context.dump(handle) as unknown;
    handle.dispose();
    throw describe(dumped, limits, during);
  };
  try {
    // The prelude first: it keeps JSON's own functions before the script could replace them.
    const prelude = within(() => context.evalCode(PRELUDE, 'prelude.js'));
    const run = prelude.error ? fail(prelude.error, 'the prelude') : prelude.value;
    handles.push(run);
    const loaded = within(() => context.evalCode(source, FILE, { type: 'module', strict: true }));
    const exports = loaded.error ? fail(loaded.error, 'the script') : loaded.value;
    const stepFn = context.getProp(exports, 'step');
    exports.dispose();
    handles.push(stepFn);
    assertWithinLimits('the script');
    if (context.typeof(stepFn) !== 'function')
      throw new ScriptStopped('The script stopped: it exports no step function (write `export function step(api, state) { … }`).', {
        message: 'no step export',
        line: null,
        column: null,
      });
    return {
      step(snapshotJson, stateJson) {
        const snapshot = context.newString(snapshotJson);
        const state = context.newString(stateJson);
        try {
          const called = within(() => context.callFunction(run, context.undefined, stepFn, snapshot, state));
          let reply = called.error ? fail(called.error, 'a step') : called.value;
          if (context.typeof(reply) === 'object') reply = settle(context, runtime, reply, within, fail);
          const text = context.typeof(reply) === 'string' ? context.getString(reply) : '';
          reply.dispose();
          assertWithinLimits('a step');
          if (!text || text.length > REPLY_MAX_CHARS)
            throw new ScriptStopped('The script stopped: its step gave back something the bot cannot read.', {
              message: 'unreadable reply',
              line: null,
              column: null,
            });
          return text;
        } finally {
          snapshot.dispose();
          state.dispose();
        }
      },
      dispose() {
        for (const h of handles) if (h.alive) h.dispose();
        context.dispose();
        runtime.dispose();
      },
    };
  } catch (err) {
    for (const h of handles) if (h.alive) h.dispose();
    context.dispose();
    runtime.dispose();
    throw err;
  }
}

/** An async step: its promise must settle within the same step (no timers exist to wait for). */
function settle(
  context: QuickJSContext,
  runtime: QuickJSRuntime,
  promise: QuickJSHandle,
  within: <T>(run: () => T) => T,
  fail: (h: QuickJSHandle, during: string) => never,
): QuickJSHandle {
  const jobs = within(() => runtime.executePendingJobs());
  if (jobs.error) {
    promise.dispose();
    return fail(jobs.error, 'a step');
  }
  const state = context.getPromiseState(promise);
  promise.dispose();
  if (state.type === 'fulfilled') return state.value;
  if (state.type === 'rejected') return fail(state.error, 'a step');
  throw new ScriptStopped('The script stopped: its step returned a promise that did not settle within the step.', {
    message: 'promise never settled',
    line: null,
    column: null,
  });
}
