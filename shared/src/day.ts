/** The UTC day of a time, as the product names days (daily bot time, today's counters): "2026-11-23". */
export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
