/**
 * A translated sentence with elements inside it: `fill('Created {time}', { time: <RelativeTime … /> })`.
 * The sentence stays whole in the translation files (a translator moves `{time}` where the language puts
 * it) instead of being glued from pieces around the element. What goes in a place is isolated in a
 * right-to-left language, as every message's places are (@shared/i18n/fill): an element between FSI and
 * PDI, which the bidi algorithm reads across the element's edges.
 */
import { Fragment, type ReactNode } from 'react';
import { FSI, PDI, isRightToLeft, slotted } from '@shared/i18n/fill';
import { pageLocale } from '../../lib/i18n';

export function fill(text: string, parts: Record<string, ReactNode>, locale: string = pageLocale): ReactNode[] {
  const isolate = isRightToLeft(locale);
  return text.split(/(\{\w+\})/).map((piece, i) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    if (name === undefined || !(name in parts)) return piece;
    const part = parts[name];
    if (typeof part === 'string') return <Fragment key={i}>{slotted(locale, part)}</Fragment>;
    // A number, or nothing, needs no isolation.
    const element = isolate && part !== null && typeof part === 'object';
    return (
      <Fragment key={i}>
        {element && FSI}
        {part}
        {element && PDI}
      </Fragment>
    );
  });
}
