/**
 * The runner's second thread (hang-watch.ts): hears the main thread beat; when it stops beating for
 * `hangMs`, reads whose code holds it (busy-mark.ts, culprit.ts) and, if a bot's, parks that bot for the
 * fleet, then ends the runner with SIGKILL (the thread never comes back, and its sockets hold the game
 * sessions of every account on it). In that order, each step bounded so a missing engine cannot keep
 * the runner frozen:
 *  1. the culprit leaves its account's placement (compare-and-set, same epoch), so the leader's move
 *     takes the other bots of the account but never it;
 *  2. its parked state (error, kind "parked", the evidence as the reason) goes to the events stream like
 *     any runner's report: the leader writes it once and the supervisor tells the owner once, in their
 *     language, as with the single runtime's culprit;
 *  3. its console line with the evidence goes to the console stream;
 *  4. the runner's record leaves the runners bucket, so the leader moves the sessions at once instead of
 *     after RUNNER_DEAD_MS of silence.
 * A hung runner's culprit is parked at its first hang (the single runtime warns first): here the evidence
 * is as strong, and a second chance would be a second runner hung and every session on it moved again
 * (each a new login for its account).
 *
 * A silence is a hang only if the main thread spent CPU in it (SPUN_MS): on a loaded machine a thread
 * waiting for a core is silent too, and parking its bot would blame a player for our load. But a thread
 * spinning on a loaded machine gets a small share of a core, so its second of CPU may take longer than
 * RUNNER_DEAD_MS; had the leader moved the sessions meanwhile, the culprit's too, it would hang the next
 * runner. So while a bot's code holds the silent thread and the watch is still judging, the watch vouches
 * for the runner: it writes the runner's last record again each beat, up to VOUCH_MS of silence, and the
 * leader waits for its verdict (a runner frozen for good is still judged dead VOUCH_MS later).
 *
 * A hang without a culprit (no bot's code holds the thread) is left as before: the leader moves the
 * sessions after RUNNER_DEAD_MS, and the runner lets them go if it comes back.
 */
import { mainThreadCpuMs } from '../../lib/thread-cpu';
import { parentPort, workerData } from 'node:worker_threads';
import { createEngine, keyValueBucket } from '../../lib/engine';
import { log } from '../../lib/logger';
import { ConsoleWriter } from '../../lib/console-writer';
import { readBusy } from '../busy-mark';
import { culpritOf, runnerParkingWords, type Culprit } from '../culprit';
import { eventKey, type PlacedEvent } from '../wire';
import { ensureEventStream } from './events';
import { currentPlacement, swapPlacement } from './placement-kv';
import { fleetNames, HEARTBEAT_MS, RUNNER_DEAD_MS } from './protocol';
import { WATCH_BEAT_MS, type WatchNote, type WatchStart } from './hang-watch';

const watched = workerData as WatchStart;
const names = fleetNames(watched.namespace);
const engine = createEngine(watched.engineUrl, `castellan runner ${watched.runnerId} watch`);
// Connected from the start: a hang is no time to open a connection (the engine away now: it tries again then).
void engine.ready(30_000).catch(() => {});
const placementKv = keyValueBucket(engine, names.placement, 0);
const runnersKv = keyValueBucket(engine, names.runners, RUNNER_DEAD_MS * 3);
/** How long parking may take before the runner is ended anyway (the engine away, say). */
const PARKING_WITHIN_MS = 3_000;
/** This thread's own tick came this late: the whole process was starved (a loaded machine), not hung. */
const STARVED_MS = 4 * WATCH_BEAT_MS;
/**
 * CPU time the main thread must have spent since its last beat to be judged hung: a thread that is only
 * waiting for a core on a loaded machine spends none, one spinning in a bot's code spends it all. A full
 * second without once going back to its event loop is a hang by any measure (a script's step has 100 ms).
 */
const SPUN_MS = 1_000;
/** How long a silence may be vouched for while it is judged (a frozen thread that spends no CPU never earns a verdict). */
const VOUCH_MS = 30_000;
/** When the watch last wrote the runner's record for it. */
let vouchedAt = 0;
const placed = new Map<string, { accountId: string; epoch: number }>();
/** 0 until the first beat: a runner still loading is not judged. */
let lastBeat = 0;
/** The main thread's CPU time at its last beat. */
let cpuAtBeat: number | null = null;
let lastTick = Date.now();
let acting = false;

parentPort!.on('message', (note: WatchNote) => {
  if (note.type === 'beat') {
    lastBeat = Date.now();
    cpuAtBeat = mainThreadCpuMs();
  } else if (note.type === 'placed') placed.set(note.botId, { accountId: note.accountId, epoch: note.epoch });
  else for (const botId of note.botIds) placed.delete(botId);
});

const ticker = setInterval(() => {
  const now = Date.now();
  if (now - lastTick > STARVED_MS && lastBeat) {
    lastBeat = now;
    cpuAtBeat = mainThreadCpuMs();
  }
  lastTick = now;
  if (acting || !lastBeat || now - lastBeat < watched.hangMs) return;
  const culprit = culpritOf(readBusy(watched.busyFile), { hungForMs: now - lastBeat, at: now });
  if (!culprit) return;
  const cpu = mainThreadCpuMs();
  if (cpu !== null && cpuAtBeat !== null && cpu - cpuAtBeat < SPUN_MS) {
    if (now - lastBeat < VOUCH_MS && now - vouchedAt >= HEARTBEAT_MS) {
      vouchedAt = now;
      void vouch();
    }
    return;
  }
  acting = true;
  clearInterval(ticker);
  log.error('runner hung by a bot; parking it and ending the runner', { runner: watched.runnerId, culprit: culprit.botId, heldMs: culprit.heldMs });
  void Promise.race([park(culprit), Bun.sleep(PARKING_WITHIN_MS)])
    .catch((err: unknown) => log.error('runner watch: parking failed', { error: String(err) }))
    .finally(() => process.kill(process.pid, 'SIGKILL'));
}, WATCH_BEAT_MS);

/** The runner's last record written again, so the leader holds its sessions while the silence is judged. */
async function vouch(): Promise<void> {
  try {
    const kv = await runnersKv();
    const last = await kv.get(watched.runnerId);
    // Only over the record read (compare-and-set): a main thread that came back and beat meanwhile wins.
    if (last && last.operation === 'PUT') await kv.update(watched.runnerId, last.value, last.revision);
  } catch (err) {
    log.warn('runner watch: did not vouch for the runner', { error: String(err) });
  }
}

async function park(culprit: Culprit): Promise<void> {
  const where = placed.get(culprit.botId);
  if (!where) return;
  const { accountId, epoch } = where;
  const kv = await placementKv();
  for (let attempt = 0; attempt < 5; attempt++) {
    const { p, revision } = await currentPlacement(kv, accountId);
    if (!p || !p.bots.includes(culprit.botId)) break;
    if (await swapPlacement(kv, accountId, revision, { ...p, bots: p.bots.filter((b) => b !== culprit.botId) })) break;
  }
  const words = runnerParkingWords(culprit, watched.runnerId);
  const at = Date.now();
  const event: PlacedEvent = {
    type: 'state',
    botId: culprit.botId,
    state: 'error',
    kind: 'parked',
    reason: words.reason.text,
    words: words.reason.message,
    runner: watched.runnerId,
    accountId,
    epoch,
  };
  await ensureEventStream(engine, names);
  const js = await engine.jetstream();
  await js.publish(names.eventSubject(eventKey(event)), JSON.stringify(event), { msgID: `${watched.runnerId}-parked-${culprit.botId}-${at}`, timeout: 2_000 });
  const consoles = new ConsoleWriter(engine, { stream: names.console });
  consoles.append(culprit.botId, { text: words.line.text, message: words.line.message, level: 'error' }, at);
  await consoles.close();
  await (await runnersKv()).delete(watched.runnerId);
}
