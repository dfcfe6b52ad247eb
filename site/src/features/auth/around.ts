/**
 * A translated sentence with an element inside it, for Astro pages (islands use components/ui/fill.tsx):
 * the sentence is translated whole, with a marker for the element, and cut around the marker so each
 * language places the element where its grammar wants it.
 */
const MARK = '\u0000';

export function around(fill: (mark: string) => string): [before: string, after: string] {
  const [before = '', ...rest] = fill(MARK).split(MARK);
  return [before, rest.join('')];
}
