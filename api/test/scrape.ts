/**
 * Reading a Prometheus text exposition in tests: one sample's value by its name and labels (the labels
 * given must all match; others the sample carries are ignored), or null when no sample has them.
 */
export function sampleOf(exposition: string, name: string, labels: Record<string, string> = {}): number | null {
  for (const line of exposition.split('\n')) {
    const m = line.match(/^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/);
    if (!m || m[1] !== name) continue;
    const has = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => has[k] === v)) return Number(m[3]);
  }
  return null;
}

/** Every family the exposition names (its `# TYPE` lines), in order, repeats kept. */
export const familiesOf = (exposition: string): string[] => [...exposition.matchAll(/^# TYPE (\S+)/gm)].map((m) => m[1]!);
