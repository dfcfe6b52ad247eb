/**
 * The one reader of HTTP's content negotiation headers (RFC 9110 §12.4.2: `value;q=weight, …`), for
 * Accept-Language (i18n/locales.ts) and Accept-Encoding (the site server's compression). Each caller
 * decides what the values mean; a missing weight is 1 and one that is not a number counts as 0 (refused).
 * Kept over `negotiator`: 1.1–4x its speed per header (bench/libraries.ts), and our languages need the
 * region dropped when only another region is offered (pt-PT → pt-BR), which negotiator does not do.
 */
export type Accepted = { value: string; weight: number };

/** The header's values, lower-cased, with their weights, in the header's order. */
export function acceptedValues(header: string): Accepted[] {
  const accepted: Accepted[] = [];
  for (const part of header.split(',')) {
    const [value = '', ...params] = part.trim().toLowerCase().split(';');
    if (!value.trim()) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    accepted.push({ value: value.trim(), weight: Number.isFinite(weight) ? weight : 0 });
  }
  return accepted;
}
