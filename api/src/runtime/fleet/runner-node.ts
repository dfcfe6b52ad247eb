/**
 * A runner node (`castellan runner`): runs game sessions and their bots for the fleet, on any host. It
 * never touches the database. It announces itself (capacity, load, public key) in the runners bucket,
 * takes commands on its own subject, opens the sessions sealed to it, and reports states, notifications
 * and login tokens to the durable events stream and console lines to the console stream.
 *
 * It watches the placement bucket: a session placed elsewhere, or under a newer epoch, stops here at once,
 * so a node that was cut off and comes back never plays an account another node now plays.
 *
 * The engine away: sessions keep playing, reports wait in memory (bounded) and go out once it is back.
 * SIGTERM drains: the node says so, the fleet moves its sessions away, then it exits (at most DRAIN_MS).
 */
import { hostname } from 'node:os';
import type { Msg } from '@nats-io/transport-node';
import type { KV } from '@nats-io/kv';
import { createEngine, keyValueBucket, type Engine } from '../../lib/engine';
import { log } from '../../lib/logger';
import { said, type Said } from '@shared/i18n/said';
import { runtimeLines } from '@shared/bot-lines/runtime.messages';
import { Outbox } from '../../lib/outbox';
import { ConsoleWriter, ENGINE_IN_FLIGHT } from '../../lib/console-writer';
import { readLineMessage } from '@shared/console';
import { createBotHost, everySecondWithLag, type BotHostOptions } from '../bot-host';
import { eventKey, isAccountEvent, type PlacedEvent, type RuntimeCommand, type RuntimeEvent } from '../wire';
import { mirrorBucket } from './mirror';
import { fleetNames, HEARTBEAT_MS, RUNNER_DEAD_MS, type CommandReply, type Placement, type RunnerRecord, type SealedCommand } from './protocol';
import { createRunnerKeys } from './seal';
import { askDayCounts, askLoginGuard } from './engine-questions';
import { ensureEventStream } from './events';
import { startHangWatch } from './hang-watch';
import { gameDocumentCheck } from './runner-readiness';
import { gameSeries } from '../game-metrics';
import { outboxDepths } from '../../lib/metrics/outbox';
import type { ReadinessCheck } from '../../lib/metrics/probe-server';

export type RunnerNodeOptions = {
  engineUrl: string;
  id?: string;
  /** Bots this node takes at most. */
  capacity: number;
  namespace?: string;
  /** How long a drain waits for the fleet to move the sessions before stopping what is left. */
  drainMs?: number;
  /** Silent this long, the runner is hung and its culprit parked (hang-watch.ts; tests shorten it). */
  hangMs?: number;
  /** GAME_NETWORK_URL: the game's network document, part of this node's readiness (runner-readiness.ts); null: not checked. */
  gameNetworkUrl?: string | null;
} & Omit<BotHostOptions, 'report' | 'dayCounts' | 'loginGuard' | 'busy'>;

export async function startRunnerNode(options: RunnerNodeOptions) {
  const id = options.id ?? `${hostname()}-${crypto.randomUUID().slice(0, 6)}`;
  const names = fleetNames(options.namespace);
  const engine: Engine = createEngine(options.engineUrl, `castellan runner ${id}`);
  const keys = createRunnerKeys(id);
  const runnersKv = keyValueBucket(engine, names.runners, RUNNER_DEAD_MS * 3);
  const placementKv = keyValueBucket(engine, names.placement, 0);
  const consoles = new ConsoleWriter(engine, { stream: names.console });
  const startedAt = new Date().toISOString();
  // Whether the game's network document answers: an unready node takes no new session (choose-runner.ts).
  const gameDocument = gameDocumentCheck(options.gameNetworkUrl ?? null);

  /**
   * Two nodes under one id would take each other's commands and sessions: an id whose record a live
   * runner keeps beating is refused. A record left by a runner killed a moment ago (restarted at once
   * under its id) goes quiet, and this node takes the id over.
   */
  async function claimId(): Promise<void> {
    const kv = await runnersKv();
    const first = await kv.get(id);
    if (!first || first.operation !== 'PUT') return;
    const deadline = Date.now() + HEARTBEAT_MS * 3;
    while (Date.now() < deadline && Date.now() - first.created.getTime() < RUNNER_DEAD_MS) {
      await Bun.sleep(HEARTBEAT_MS / 4);
      const latest = await kv.get(id);
      if (latest && latest.revision !== first.revision && latest.operation === 'PUT') {
        const other = latest.json<RunnerRecord>();
        throw new RunnerIdInUseError(`Another runner is live under the id "${id}" (host ${other.host}, pid ${other.pid}): give this one its own RUNNER_ID.`);
      }
    }
  }
  const boot = crypto.randomUUID();

  /** The epoch this node plays each account under, and each bot's account. */
  const epochs = new Map<string, number>();
  const botAccount = new Map<string, string>();
  let draining = false;
  let stopping = false;

  let sent = 0;
  const nonce = crypto.randomUUID().slice(0, 8);
  const events = new Outbox<{ subject: string; event: PlacedEvent; msgId: string }>(
    async (e) => {
      const js = await engine.jetstream();
      await ensureEventStream(engine, names);
      await js.publish(e.subject, JSON.stringify(e.event), { msgID: e.msgId, timeout: 2_000 });
    },
    { what: 'runtime events', inFlight: () => (engine.isUp() ? ENGINE_IN_FLIGHT : 1), maxPending: 100_000, retryMs: 1000 },
  );

  function report(event: RuntimeEvent): void {
    if (event.type === 'log') {
      const line = { text: event.line, level: event.level, today: event.today, message: readLineMessage(event.message) };
      return consoles.append(event.botId, { ...line, ...(event.stall !== undefined && { stall: event.stall }) }, event.at);
    }
    // Stopping on a signal, this node reports no states: its bots move on, they did not stop.
    if (stopping && event.type === 'state') return;
    const accountId = isAccountEvent(event) ? event.accountId : botAccount.get(event.botId);
    if (!accountId) return;
    const key = eventKey(event);
    events.push({
      subject: names.eventSubject(key),
      event: { ...event, runner: id, accountId, epoch: epochs.get(accountId) ?? 0 },
      msgId: `${id}-${nonce}-${++sent}`,
    });
  }

  // Cut off from the engine for longer than a runner may be silent, this node may be declared dead and
  // its sessions started elsewhere: it logs nothing in until it is back (fencing; what plays, plays on).
  // Back in touch, it also waits for its copy of the placements (a session that moved is let go first).
  const inTouch = () => {
    const { state, since } = engine.status();
    if (state !== 'up') return Date.now() - new Date(since).getTime() < RUNNER_DEAD_MS;
    return placement.liveSince() > 0;
  };
  // A bot whose code hangs this runner is parked by the runner's own watch, not moved on to hang another.
  const watch = startHangWatch({ engineUrl: options.engineUrl, namespace: options.namespace, runnerId: id, hangMs: options.hangMs });
  // The bots' day limits are counted in the database, which runners never touch: an API instance answers.
  const host = createBotHost({
    ...options,
    report,
    mayLogIn: inTouch,
    dayCounts: askDayCounts(engine, names),
    loginGuard: askLoginGuard(engine, names),
    busy: watch.busy,
  });

  /** Stops the account's session here at once; `why` goes to each bot's console. */
  function release(accountId: string, why: Said): void {
    const bots = host.release(accountId);
    watch.left(bots);
    for (const botId of bots) {
      consoles.append(botId, why);
      botAccount.delete(botId);
    }
    epochs.delete(accountId);
    if (bots.length) log.info('session released', { accountId, bots: bots.length, why: why.text });
  }

  /** A command from the fleet, opened with this runner's key; its envelope names the placement it belongs to. */
  async function onCommand(envelope: SealedCommand): Promise<CommandReply> {
    const command = JSON.parse(keys.open(envelope.sealed)) as RuntimeCommand;
    const forAccount = (accountId: string) => accountId === envelope.accountId;
    if (command.type === 'start') {
      const accountId = command.spec.account.id;
      if (!forAccount(accountId)) return { ok: false, error: 'the session is not for this account' };
      const held = epochs.get(accountId) ?? 0;
      if (envelope.epoch < held) return { ok: false, error: `superseded: epoch ${envelope.epoch} < ${held}` };
      if (draining) return { ok: false, error: 'draining' };
      epochs.set(accountId, envelope.epoch);
      botAccount.set(command.spec.botId, accountId);
      watch.placed(command.spec.botId, accountId, envelope.epoch);
      host.start(command.spec);
      return { ok: true };
    }
    if (command.type === 'checkLogin') {
      if (!inTouch()) return { ok: false, error: 'out of touch with the fleet' };
      return { ok: true, check: await host.checkLogin(command.account, command.timeoutMs, command.look) };
    }
    if (command.type === 'update') {
      if (!forAccount(command.spec.account.id)) return { ok: false, error: 'the session is not for this account' };
      host.update(command.spec);
      return { ok: true };
    }
    if (command.type === 'stop') {
      await host.stop(command.botId, command.deadlineMs);
      botAccount.delete(command.botId);
      watch.left([command.botId]);
      return { ok: true };
    }
    if (command.type === 'release') {
      if ((epochs.get(command.accountId) ?? 0) <= envelope.epoch) release(command.accountId, said(runtimeLines, 'movingSession'));
      return { ok: true };
    }
    // A runner is shut down by its own signal (SIGTERM drains it), not by the fleet.
    return { ok: false, error: `${command.type} is not a fleet command` };
  }

  const nc = await engine.ready(30_000);
  await claimId().catch(async (err) => {
    await watch.close();
    await engine.close();
    throw err;
  });
  const subscription = nc.subscribe(names.command(id), {
    callback: (err, msg: Msg) => {
      if (err) return;
      let command: SealedCommand;
      try {
        command = msg.json<SealedCommand>();
      } catch {
        msg.respond(JSON.stringify({ ok: false, error: 'unreadable command' } satisfies CommandReply));
        return;
      }
      void onCommand(command)
        .catch((e: unknown): CommandReply => ({ ok: false, error: e instanceof Error ? e.message : String(e) }))
        .then((reply) => msg.respond(JSON.stringify(reply)));
    },
  });

  // The other runners: a drain waits for them to take the sessions only while one is there.
  const peers = mirrorBucket<RunnerRecord>(runnersKv, names.runners);

  // A session placed elsewhere (or under a newer epoch) stops here at once.
  const placement = mirrorBucket<Placement>(placementKv, names.placement);
  const superseded = (accountId: string, entry: { value: Placement } | undefined) => {
    const held = epochs.get(accountId);
    if (held === undefined || !entry) return false;
    return entry.value.runner !== id ? entry.value.epoch >= held : entry.value.epoch > held;
  };
  placement.onChange((accountId, entry) => {
    if (superseded(accountId, entry)) release(accountId, said(runtimeLines, 'playedElsewhere', { runner: entry!.value.runner }));
  });

  let lagMs = 0;
  const record = (): RunnerRecord => ({
    id,
    host: hostname(),
    pid: process.pid,
    capacity: options.capacity,
    bots: host.running,
    sessions: host.sessions,
    rssBytes: process.memoryUsage().rss,
    lagMs,
    roundTrips: gameSeries.roundTripTotals(),
    outboxes: Object.fromEntries(outboxDepths()),
    draining,
    ready: gameDocument.known() === null,
    publicKey: keys.publicKey,
    startedAt,
    boot,
  });
  let beating: Promise<unknown> = Promise.resolve();
  const beat = () =>
    (beating = runnersKv()
      .then((kv: KV) => kv.put(id, JSON.stringify(record())))
      .catch(() => {}));
  const lagTimer = everySecondWithLag((lag) => (lagMs = lag));
  // Read once before the first announcement, so a node that can reach the game is ready from its first beat.
  await gameDocument.check();
  const heartbeat = setInterval(beat, HEARTBEAT_MS);
  await beat();
  log.info('runner started', { id, capacity: options.capacity });

  async function close(deadlineMs = 5000): Promise<void> {
    if (stopping) return;
    stopping = true;
    clearInterval(heartbeat);
    clearInterval(lagTimer);
    await beating;
    placement.close();
    peers.close();
    subscription.unsubscribe();
    await host.shutdown(deadlineMs);
    // Gone from the list at once: the fleet moves what was left here without waiting for silence.
    await runnersKv()
      .then((kv) => kv.delete(id))
      .catch(() => {});
    await events.close();
    await consoles.close();
    await watch.close();
    await engine.close();
  }

  return {
    id,
    /**
     * Takes nothing new; waits (at most drainMs) for the fleet to move every session away, then closes.
     * With no other live runner to take them (the whole product stopping on one machine), it closes at
     * once: every session logs out, and the sessions resume where they are placed next time.
     */
    async drain(): Promise<void> {
      draining = true;
      await beat();
      const until = Date.now() + (options.drainMs ?? 30_000);
      const othersLive = () => [...peers.entries()].some(([peer, { value, seenAt }]) => peer !== id && !value.draining && Date.now() - seenAt < RUNNER_DEAD_MS);
      while (host.running > 0 && Date.now() < until && othersLive()) await Bun.sleep(200);
      await close();
    },
    close,
    /** What this node announces: capacity, load, memory, lag. */
    stats: () => record(),
    /** What its /health/ready asks (runner.ts): the engine connected, the game's network document answering, not draining. */
    readiness: {
      engine: () => (engine.isUp() ? null : `the engine (NATS) is ${engine.status().state}`),
      game: () => gameDocument.check(),
      draining: () => (draining ? 'the runner is draining: it takes no new session' : null),
    } satisfies Record<string, ReadinessCheck>,
  };
}

export class RunnerIdInUseError extends Error {}

export type RunnerNode = Awaited<ReturnType<typeof startRunnerNode>>;
