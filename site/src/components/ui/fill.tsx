/**
 * A translated sentence with elements inside it: `fill('Created {time}', { time: <RelativeTime … /> })`.
 * The sentence stays whole in the translation files (a translator moves `{time}` where the language puts
 * it) instead of being glued from pieces around the element.
 */
import { Fragment, type ReactNode } from 'react';

export function fill(text: string, parts: Record<string, ReactNode>): ReactNode[] {
  return text.split(/(\{\w+\})/).map((piece, i) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    return name !== undefined && name in parts ? <Fragment key={i}>{parts[name]}</Fragment> : piece;
  });
}
