/**
 * Placeholders in the shape of what is loading: shown on a screen's first load instead of zeros or "no
 * items yet", which would be untrue until the answer arrives. Hidden from assistive technology; the
 * region that holds them says "Loading …" once (`aria-busy` and a visually hidden label).
 */
import type { CSSProperties, ReactNode } from 'react';
import './feedback.css';

/**
 * One grey bar; `width` and `height` in any CSS length, or `size`: a class that sets them, for shapes in
 * the built (static) pages, where the Content Security Policy refuses style attributes.
 */
export function Skeleton({ width = '100%', height = '1em', block = false, size }: { width?: string; height?: string; block?: boolean; size?: string }) {
  const style: CSSProperties | undefined = size ? undefined : { width, height };
  return <span className={['skeleton', block && 'skeleton-block', size].filter(Boolean).join(' ')} style={style} aria-hidden="true" />;
}

/** A few lines of text, the last one shorter, as a paragraph or list item would look. */
export function SkeletonLines({ lines = 3 }: { lines?: number }) {
  return (
    <>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} width={i === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </>
  );
}

/**
 * Two rows of a list while it loads, in the list's own classes (`list`, each row `item` around `main`):
 * a title's bar, then a bar of each of `widths`.
 */
export function SkeletonRows({ label, list, item, main, widths }: { label: string; list: string; item: string; main: string; widths: string[] }) {
  return (
    <Loading label={label} className={list}>
      {[0, 1].map((i) => (
        <div key={i} className={item}>
          <div className={main}>
            <Skeleton width="40%" height="1.1rem" />
            {widths.map((width) => (
              <Skeleton key={width} width={width} />
            ))}
          </div>
        </div>
      ))}
    </Loading>
  );
}

/** Wraps skeletons so a screen reader hears what is loading, not a row of empty shapes. */
export function Loading({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className} role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {children}
    </div>
  );
}
