/**
 * Two Prometheus text expositions as one, each family named once (the format allows no family twice): the
 * API's own and its bot runtime process's (runtime-exposition.ts). A family both declare keeps the first's
 * HELP and TYPE and gets the samples of both, the second's after the first's; they never clash as series,
 * since every series of the runtime's carries `process="runtime"`. In production the API counts no game
 * series itself; a test process that ran a session in-process does, and must still see the runtime's.
 */

type Family = { header: string[]; samples: string[] };

/** The families of an exposition in their order; samples before any `# TYPE` belong to a family named "". */
function familiesIn(text: string, into: Map<string, Family>): void {
  let current = '';
  for (const line of text.split('\n')) {
    if (!line) continue;
    const named = line.match(/^# (HELP|TYPE) (\S+)/);
    if (named) {
      current = named[2]!;
      const family = into.get(current) ?? { header: [], samples: [] };
      into.set(current, family);
      // A family both declare: the first's HELP and TYPE stand.
      if (!family.header.some((h) => h.startsWith(`# ${named[1]} `))) family.header.push(line);
      continue;
    }
    if (line.startsWith('#')) continue;
    const family = into.get(current) ?? { header: [], samples: [] };
    into.set(current, family);
    family.samples.push(line);
  }
}

/** `first` and `second` as one exposition, ending in a newline. */
export function mergeExpositions(first: string, second: string): string {
  const families = new Map<string, Family>();
  familiesIn(first, families);
  familiesIn(second, families);
  const lines = [...families.values()].flatMap((f) => [...f.header, ...f.samples]);
  return lines.length ? `${lines.join('\n')}\n` : '';
}
