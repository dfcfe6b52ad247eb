/**
 * The API's check of a source (the editor's check as you type, every save, a dry run's start): its top
 * level runs in a script host of its own (script-process.ts), never in the API, so a top level that
 * stalls QuickJS costs one watched process and the API answers everyone meanwhile. Two at once per API
 * instance (one a core); more wait their turn, each bounded by the host's ceilings (about 0.6 s of CPU).
 */
import { SCRIPT_MAX_BYTES, type ScriptProblem } from '@shared/scripts/api';
import type { LineMessage } from '@shared/console';
import { ScriptStopped } from './sandbox';
import { ScriptProcess } from './script-process';
import { takingTurns } from './turns';

const AT_ONCE = 2;
const turn = takingTurns(AT_ONCE);

/**
 * A source's problem; `words`, when the host was ended from outside (a ceiling, no answer), are the
 * reason as a message, so the asker reads it in their language (the interpreter's own errors are its
 * English words, the same in every language).
 */
export type CheckedProblem = ScriptProblem & { words?: LineMessage };

/** Whether a source compiles and exports `step`, with the first problem's line and column for the editor. */
export async function checkScript(source: string): Promise<CheckedProblem | null> {
  if (new TextEncoder().encode(source).length > SCRIPT_MAX_BYTES)
    return { message: `The script is longer than ${SCRIPT_MAX_BYTES / 1024} KiB.`, line: null, column: null };
  const done = await turn();
  try {
    (await ScriptProcess.start(source)).close();
    return null;
  } catch (err) {
    if (err instanceof ScriptStopped)
      return { ...err.problem, message: err.message.replace(/^The script stopped: /, ''), ...(err.reason && { words: err.reason }) };
    throw err;
  } finally {
    done();
  }
}
