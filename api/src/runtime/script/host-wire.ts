/**
 * The words between a script host (host.ts, the child running one player's script) and its parent
 * (script-process.ts): one JSON object a line each way, one request answered before the next is sent.
 */
import type { ScriptProblem } from '@shared/scripts/api';
import type { SandboxLimits } from './sandbox';

/** Parent to host: compile and start a source (its top level runs once), then its steps. */
export type ToHost = { kind: 'load'; source: string; limits: SandboxLimits } | { kind: 'step'; snapshot: string; state: string };

/**
 * Host to parent: `ready` once QuickJS is loaded (before any player's code), then one answer a request:
 * `loaded`, a step's `reply` (the sandbox's JSON text, not yet trusted), `stopped` (the script's own error
 * or a limit the interpreter caught: the plain line and its place), or `failed` (a fault of ours).
 */
export type FromHost =
  | { kind: 'ready' }
  | { kind: 'loaded' }
  | { kind: 'reply'; text: string }
  | { kind: 'stopped'; message: string; problem: ScriptProblem }
  | { kind: 'failed'; error: string };
