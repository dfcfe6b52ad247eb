/**
 * A translated sentence with elements inside it (a <strong>, a <time>, a <code>): the message keeps the
 * whole sentence with {placeholders}, so each language puts them where its word order wants them, and
 * this puts the elements in. A placeholder with no value given stays as written.
 */
import { Fragment, type ReactNode } from 'react';

export function fill(text: string, values: Record<string, ReactNode>): ReactNode[] {
  return text.split(/(\{\w+\})/).map((part, i) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    const value = name !== undefined && name in values ? values[name] : part;
    return <Fragment key={i}>{value}</Fragment>;
  });
}
