/**
 * A translated sentence with an element inside it (a link, a name in bold): the sentence is one message
 * with a {placeholder} where the element goes, so each language puts it where its grammar wants it.
 * `text` is the message already filled with SLOT for that placeholder.
 */
import { Fragment, type ReactNode } from 'react';

/** What a message's {placeholder} is filled with, for Sentence to find and replace by the element. */
export const SLOT = '\u0000';

export function Sentence({ text, children }: { text: string; children: ReactNode }) {
  const [before = '', ...after] = text.split(SLOT);
  return (
    <>
      {before}
      {after.length > 0 && <Fragment>{children}</Fragment>}
      {after.join('')}
    </>
  );
}
