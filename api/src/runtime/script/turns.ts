/**
 * At most `atOnce` of a kind of work at a time in this process; the rest wait in order. `turn()` resolves
 * when one may start, with the function that ends it. For work that takes a process and a core each
 * (a dry run, a script check), so a crowd of requests queues instead of crowding the machine.
 */
export function takingTurns(atOnce: number): () => Promise<() => void> {
  let running = 0;
  const queue: Array<() => void> = [];
  return async function turn() {
    if (running >= atOnce) await new Promise<void>((resolve) => queue.push(resolve));
    running += 1;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      running -= 1;
      queue.shift()?.();
    };
  };
}
