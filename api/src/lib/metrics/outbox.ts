/**
 * What waits in this process's outboxes (lib/outbox.ts: notifications held while the database is away,
 * console lines and a runner's runtime events while the engine is), summed by outbox at scrape time. The
 * figures are in memory, so a scrape costs a walk over a handful of outboxes and no query; an outbox
 * dropped without being closed leaves with its last reference.
 */
import { gauge } from './registry';

type Watched = { readonly pending: number };
const watched = new Map<WeakRef<Watched>, string>();
/** Every outbox name this process has had: its series stays, at 0 once its outboxes are empty or gone. */
const named = new Set<string>();

/** Counts `outbox`'s pending entries under `what` ("console lines" becomes `console_lines`) until the returned function is called. */
export function watchOutbox(what: string, outbox: Watched): () => void {
  const ref = new WeakRef(outbox);
  const name = what.replace(/\W+/g, '_');
  watched.set(ref, name);
  named.add(name);
  return () => void watched.delete(ref);
}

/** What each outbox name holds now, summed over its outboxes (the series, and the admins' alert of an outbox past its bound). */
export function outboxDepths(): Map<string, number> {
  const depth = new Map([...named].map((name) => [name, 0]));
  for (const [ref, what] of watched) {
    const outbox = ref.deref();
    if (!outbox) watched.delete(ref);
    else depth.set(what, depth.get(what)! + outbox.pending);
  }
  return depth;
}

gauge({
  name: 'castellan_outbox_depth',
  help: "Entries waiting in this process's outboxes for their store (the database or the engine), by outbox; above 0 for long, the store is away.",
  labelNames: ['outbox'] as const,
  collect() {
    for (const [outbox, count] of outboxDepths()) this.set({ outbox }, count);
  },
});
