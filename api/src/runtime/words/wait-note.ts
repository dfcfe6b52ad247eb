import type { Said } from '@shared/i18n/said';

type Line = Said;

/** A waiting reason for the console, said once rather than on every step, until it changes. */
export type WaitNote = {
  /** Logs the line unless it is the one said last (the same English words: the same line). */
  (line: Line): void;
  /** The next line is said even if it repeats the last (something happened in between). */
  forget(): void;
};

export const textOfLine = (line: Line) => line.text;

export function waitNote(log: (line: Line) => void): WaitNote {
  let last = '';
  const note = ((line: Line) => {
    if (textOfLine(line) !== last) log(line);
    last = textOfLine(line);
  }) as WaitNote;
  note.forget = () => void (last = '');
  return note;
}
