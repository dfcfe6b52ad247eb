/**
 * An attack loop's stall as the card and the console show it, so the two say the same (issue 64: the card
 * said STALLED while the newest line said the bot was working). A stall is told the moment its line is
 * said, before the line (which carries it to the console: ConsoleLineData.stall), and said again when it
 * starts again; it ends before any other line of the loop's work, and with a step that told none.
 */
import type { Said } from '@shared/i18n/said';
import { waitNote, type WaitNote } from '../words/wait-note';
import type { LineNote } from '../types';
import type { BehaviourContext } from './context';

export type StallTeller = {
  /**
   * The context the loop's work is said through (homecoming, recruiting, bringing soldiers, attacking): a
   * line of work ends the stall first. Lines said through the bot's own context (a skip's, part of the
   * stall's reasoning) leave it.
   */
  working: BehaviourContext;
  /** The loop's waits, each said once until it changes (wait-note.ts), through `working`. */
  note: WaitNote;
  /** The bot cannot go on: tells the card, then says the line. */
  stall(line: Said): void;
  /** Runs one step of the loop: a step that told no stall ends the one shown. */
  step<T>(run: () => Promise<T>): Promise<T>;
};

export function stallTeller(ctx: BehaviourContext): StallTeller {
  /** The stall the card shows (its words), and whether this step told one. */
  let told: string | null = null;
  let toldThisStep = false;
  const end = () => {
    if (told === null) return;
    told = null;
    ctx.stalled(null);
  };
  // Its prototype is the bot's own context, so what the bot changes later (its name) reads through.
  const working: BehaviourContext = Object.assign(Object.create(ctx) as BehaviourContext, {
    log: (line: Said, lineNote?: LineNote) => {
      if (line.text !== told) end();
      ctx.log(line, lineNote);
    },
  });
  const note = waitNote((line) => working.log(line));
  return {
    working,
    note,
    stall(line) {
      // A stall that starts (again) is said again; one that goes on in other words is the same stall, told anew.
      if (told === null) note.forget();
      told = line.text;
      toldThisStep = true;
      ctx.stalled(line);
      note(line);
    },
    async step(run) {
      toldThisStep = false;
      const result = await run();
      if (!toldThisStep) end();
      return result;
    },
  };
}
