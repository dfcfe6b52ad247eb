/**
 * Which bot's own code holds the runtime process's one thread now, and since when: the evidence that lets
 * the API park the one bot that hangs (or crashes) the process instead of every bot that happened to be
 * starting. A frozen process can say nothing over IPC, so the mark lives in a small file mapped into its
 * memory (Bun.mmap, shared): the API reads the page the frozen or dead process last wrote.
 *
 * The process marks a bot when its code is about to run (its start, a step, the game's answer to one of its
 * commands, a message the game pushed to it); the mark is cleared at the event loop's next turn, so a mark
 * still there long after it was made means that bot's code never gave the thread back.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const SIZE = 256;
const SINCE = 0;
const PHASE = 8;
const LENGTH = 9;
const ID = 10;
const MAX_ID = SIZE - ID;

const PHASES = ['start', 'step', 'push'] as const;
/** What the bot was doing: starting, stepping (its step or the code after one of its game answers), reading a push. */
export type BusyPhase = (typeof PHASES)[number];
export type Busy = { botId: string; phase: BusyPhase; since: number };

/** Makes (or empties) the file before a new process starts: nothing of the previous one's is read as its. */
export function resetBusyFile(path: string): void {
  writeFileSync(path, new Uint8Array(SIZE));
}

/** The mark as the file holds it, or null when no bot's code holds the thread. */
export function readBusy(path: string): Busy | null {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch {
    return null;
  }
  if (bytes.length < SIZE) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, SIZE);
  const phase = PHASES[view.getUint8(PHASE) - 1];
  const length = view.getUint8(LENGTH);
  if (!phase || length === 0 || length > MAX_ID) return null;
  return { botId: new TextDecoder().decode(bytes.subarray(ID, ID + length)), phase, since: view.getFloat64(SINCE) };
}

export type BusyMark = { enter(botId: string, phase: BusyPhase): void };

/** The process's side: marks are memory writes (no system call), cleared when the event loop turns. */
export function busyWriter(path: string): BusyMark {
  const map = Bun.mmap(path, { shared: true });
  const view = new DataView(map.buffer, map.byteOffset, SIZE);
  const encoder = new TextEncoder();
  // One clearing per turn of the loop, however many bots' code ran in it.
  let clearing = false;
  const clear = () => {
    clearing = false;
    view.setUint8(PHASE, 0);
  };
  return {
    enter(botId, phase) {
      view.setUint8(PHASE, 0);
      const { written } = encoder.encodeInto(botId, map.subarray(ID, SIZE));
      view.setUint8(LENGTH, written);
      view.setFloat64(SINCE, Date.now());
      view.setUint8(PHASE, PHASES.indexOf(phase) + 1);
      if (!clearing) {
        clearing = true;
        setImmediate(clear);
      }
    },
  };
}
