/** A waiting reason for the console, said once rather than on every step, until it changes. */
export type WaitNote = {
  /** Logs the line unless it is the one said last. */
  (line: string): void;
  /** The next line is said even if it repeats the last (something happened in between). */
  forget(): void;
};

export function waitNote(log: (line: string) => void): WaitNote {
  let last = '';
  const note = ((line: string) => {
    if (line !== last) log(line);
    last = line;
  }) as WaitNote;
  note.forget = () => void (last = '');
  return note;
}
