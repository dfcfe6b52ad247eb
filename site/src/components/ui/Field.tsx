/**
 * A labelled form field whose input is tied to its hint and its error: the input (drawn by `children`)
 * gets the id, `aria-invalid` and `aria-describedby` (the error, then the hint) from here, so a screen
 * reader reads both, and the ids cannot drift apart. The hint is `<id>-hint`, the error `<id>-error`.
 */
import type { ReactNode } from 'react';

export type FieldControl = { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined };

type Props = {
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  /** The error is announced as it appears (`role="alert"`): for a field checked when its form is sent. */
  announce?: boolean;
  children: (control: FieldControl) => ReactNode;
};

export function Field({ id, label, error, hint, announce = false, children }: Props) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error" role={announce ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}
