/**
 * The API's handle on a fleet of runner nodes: the same BotRuntime the supervisor uses with the process
 * runtime, but the bots run on runners anywhere and outlive this API instance.
 *
 * Every instance keeps live copies of the runners and placement buckets, so any instance can start or
 * stop any bot: it places the bot's game account on the least-loaded live runner under its capacity (or
 * where the account already plays) by compare-and-set, and sends the session, sealed to that runner.
 *
 * One instance at a time holds the leader lease. The leader writes the runners' reports to the database
 * (the durable events stream, each report once, report-reader.ts) and moves sessions off runners that went silent or are
 * draining: a higher epoch by compare-and-set, the old runner told to let go when it can still hear,
 * then the session sent to the new one. A report from a superseded epoch is dropped.
 */
import type { Engine } from '../../lib/engine';
import { keyValueBucket } from '../../lib/engine';
import { ServiceUnavailableError } from '../../lib/errors';
import { log } from '../../lib/logger';
import { phrase, said, type Said } from '@shared/i18n/said';
import { runtimeLines } from '@shared/bot-lines/runtime.messages';
import type { AccountSpec, BotRuntime, BotSpec, LoginCheck, LookRequest, RuntimeListener } from '../types';
import { eventKey, type PlacedEvent, type RuntimeCommand, type RuntimeEvent } from '../wire';
import { ensureEventStream } from './events';
import { mirrorBucket } from './mirror';
import { readReports } from './report-reader';
import {
  fleetLoad,
  fleetNames,
  LEASE_MS,
  RUNNER_DEAD_MS,
  runnerView,
  type CommandReply,
  type Placement,
  type RunnerRecord,
  type RunnerView,
  type SealedCommand,
} from './protocol';
import type { DayCountStore } from '../reservations/day-limits';
import { answerDayCounts, answerLoginGuard } from './engine-questions';
import type { LoginGuard } from '../login-guard';
import { currentPlacement, swapPlacement } from './placement-kv';
import { sealForRunner } from './seal';
import { leastLoaded } from './choose-runner';
import './errors.messages';

export type FleetRuntimeOptions = {
  engine: Engine;
  namespace?: string;
  /** The specs of those of these bots that should run now (deleted and stopped bots are left out). */
  specs(botIds: string[]): Promise<BotSpec[]>;
  /** How often the leader looks for sessions to move. */
  checkEveryMs?: number;
  /** Where the bots' day limits are counted (the database): this instance answers runners' day counts from it. */
  dayCounts: DayCountStore;
  /** The game accounts' login budgets and holds (login-guard.ts): this instance answers runners' questions from it. */
  loginGuard: LoginGuard;
};

export type FleetRuntime = BotRuntime & {
  /** The runners this instance knows of, alive or not. */
  runners(): (RunnerRecord & { alive: boolean })[];
  /** The same, as the admin's System tab shows them. */
  runnerViews(): RunnerView[];
  placementOf(accountId: string): Placement | null;
};

const COMMAND_TIMEOUT_MS = 5000;
const CAS_ATTEMPTS = 8;

export function createFleetRuntime(options: FleetRuntimeOptions): FleetRuntime {
  const names = fleetNames(options.namespace);
  const instance = crypto.randomUUID();
  const runnersKv = keyValueBucket(options.engine, names.runners, RUNNER_DEAD_MS * 3);
  const placementKv = keyValueBucket(options.engine, names.placement, 0);
  const leasesKv = keyValueBucket(options.engine, names.leases, LEASE_MS);
  const runners = mirrorBucket<RunnerRecord>(runnersKv, names.runners);
  const placement = mirrorBucket<Placement>(placementKv, names.placement);
  const listeners = new Set<RuntimeListener>();
  let closed = false;

  /**
   * Which account each placed bot plays, and how many bots each runner has placed, kept from the placement
   * copy change by change (each account's last placement says what to take back): walking every bot or
   * every placement at each change grew with the square of the fleet.
   */
  const botAccount = new Map<string, string>();
  const placedOn = new Map<string, number>();
  const lastPlaced = new Map<string, Placement>();
  placement.onChange((accountId, entry) => {
    const before = lastPlaced.get(accountId);
    if (before) {
      for (const botId of before.bots) if (botAccount.get(botId) === accountId) botAccount.delete(botId);
      placedOn.set(before.runner, (placedOn.get(before.runner) ?? 0) - before.bots.length);
    }
    const now = entry?.value;
    if (now) {
      for (const botId of now.bots) botAccount.set(botId, accountId);
      placedOn.set(now.runner, (placedOn.get(now.runner) ?? 0) + now.bots.length);
      lastPlaced.set(accountId, now);
    } else lastPlaced.delete(accountId);
  });

  const alive = (runnerId: string) => {
    const r = runners.get(runnerId);
    return !!r && Date.now() - r.seenAt < RUNNER_DEAD_MS;
  };
  const usable = (runnerId: string) => alive(runnerId) && !runners.get(runnerId)!.value.draining;
  /** The session is where it is placed: that runner, in that boot, alive and not draining. */
  const holds = (p: Placement) => usable(p.runner) && runners.get(p.runner)!.value.boot === p.boot;
  const bootOf = (runnerId: string) => runners.get(runnerId)!.value.boot;

  /** Bots being placed by this instance right now, by runner: not in the placement copy yet. */
  const reserved = new Map<string, number>();

  /** Bots placed on a runner, and those being placed there by this instance. */
  const loadOf = (runnerId: string) => (placedOn.get(runnerId) ?? 0) + (reserved.get(runnerId) ?? 0);

  /**
   * Runs `place` with room for `bots` reserved on the least-loaded live runner that has it (null: none
   * has), so sessions placed at the same moment spread instead of all picking the same runner.
   */
  async function withRunner<T>(bots: number, except: string | undefined, place: (runner: string | null) => Promise<T>): Promise<T> {
    const runner = choose(bots, except);
    if (runner) reserved.set(runner, (reserved.get(runner) ?? 0) + bots);
    try {
      return await place(runner);
    } finally {
      if (runner) reserved.set(runner, reserved.get(runner)! - bots);
    }
  }

  /** The least-loaded live, ready runner with room for `bots` more, or null (choose-runner.ts). */
  function choose(bots: number, except?: string): string | null {
    const candidates = [...runners.entries()].map(([id, { value }]) => ({
      id,
      capacity: value.capacity,
      load: loadOf(id),
      usable: usable(id),
      ready: value.ready,
    }));
    return leastLoaded(candidates, bots, except);
  }

  /** A command to one runner, sealed to its key, under the account's placement (epoch 0: none). */
  async function command(
    runnerId: string,
    cmd: RuntimeCommand,
    place: { accountId: string | null; epoch: number } = { accountId: null, epoch: 0 },
    timeoutMs = COMMAND_TIMEOUT_MS,
  ): Promise<CommandReply> {
    const record = runners.get(runnerId)?.value;
    if (!record) return { ok: false, error: `runner ${runnerId} is not known` };
    const envelope: SealedCommand = { sealed: sealForRunner(runnerId, record.publicKey, JSON.stringify(cmd)), ...place };
    const nc = await options.engine.ready();
    try {
      const reply = await nc.request(names.command(runnerId), JSON.stringify(envelope), { timeout: timeoutMs });
      return reply.json<CommandReply>();
    } catch (err) {
      return { ok: false, error: String(err) };
    }
  }

  async function sendStart(runnerId: string, epoch: number, spec: BotSpec): Promise<void> {
    const reply = await command(runnerId, { type: 'start', spec }, { accountId: spec.account.id, epoch });
    // A runner that cannot take it now: the leader moves the session when it sees the runner gone.
    if (!reply.ok) log.warn('runner did not take a session', { runner: runnerId, bot: spec.botId, error: reply.error });
  }

  const emit = (event: RuntimeEvent, eventId?: string) => Promise.all([...listeners].map((listener) => listener(event, eventId)));
  const say = (botIds: string[], line: Said) => {
    for (const botId of botIds) void emit({ type: 'log', botId, line: line.text, message: line.message, at: Date.now(), level: 'warning' });
  };

  /** Test login on the least-loaded live runner (where bots would log in from), the details sealed to it. */
  async function checkLogin(account: AccountSpec, timeoutMs: number, look?: LookRequest): Promise<LoginCheck> {
    await runners.loaded;
    const runnerId = choose(0);
    if (!runnerId) return { ok: false, message: 'No runner is available to try the login: try again in a moment.' };
    const reply = await command(runnerId, { type: 'checkLogin', account, timeoutMs, ...(look && { look }) }, undefined, timeoutMs + COMMAND_TIMEOUT_MS);
    if (!reply.ok || !reply.check) return { ok: false, message: 'The runner could not try the login: try again in a moment.' };
    return reply.check;
  }

  /** A running bot's new settings go to the runner playing its account (a session moved later is started from the database, with them). */
  async function update(spec: BotSpec): Promise<void> {
    const p = placement.get(spec.account.id)?.value;
    if (!p || !p.bots.includes(spec.botId)) return;
    const reply = await command(p.runner, { type: 'update', spec }, { accountId: spec.account.id, epoch: p.epoch });
    if (!reply.ok) log.warn('runner did not take new settings', { runner: p.runner, bot: spec.botId, error: reply.error });
  }

  const mirrored = (accountId: string): { p: Placement | null; revision: number } => {
    const entry = placement.get(accountId);
    return entry ? { p: entry.value, revision: entry.revision } : { p: null, revision: 0 };
  };

  async function start(spec: BotSpec): Promise<void> {
    await placement.loaded;
    await runners.loaded;
    // The engine away: refused at once (503), before the copy (which outlives the engine) is read.
    await options.engine.ready();
    const kv = await placementKv();
    const accountId = spec.account.id;
    for (let attempt = 0; attempt < CAS_ATTEMPTS; attempt++) {
      // First from this instance's copy (one round trip less per start); a copy behind the bucket only
      // fails the compare-and-set, and the next attempt reads the bucket itself.
      const { p, revision } = attempt === 0 ? mirrored(accountId) : await currentPlacement(kv, accountId);
      if (p && p.bots.length && holds(p)) {
        // Already placed there: sent without a compare-and-set, so only on the bucket's own word.
        if (attempt === 0 && p.bots.includes(spec.botId)) continue;
        if (!p.bots.includes(spec.botId) && !(await swapPlacement(kv, accountId, revision, { ...p, bots: [...p.bots, spec.botId] }))) continue;
        return sendStart(p.runner, p.epoch, spec);
      }
      // Not played anywhere usable: a new place, under a higher epoch (with the account's other bots).
      const others = (p?.bots ?? []).filter((b) => b !== spec.botId);
      const placed = await withRunner(others.length + 1, undefined, async (target) => {
        if (!target) throw new ServiceUnavailableError('No bot runner has room right now. Nothing was started; please try again in a moment.');
        if (p && p.bots.length && alive(p.runner)) await command(p.runner, { type: 'release', accountId }, { accountId, epoch: p.epoch });
        const next: Placement = { runner: target, boot: bootOf(target), epoch: (p?.epoch ?? 0) + 1, bots: [...others, spec.botId] };
        if (!(await swapPlacement(kv, accountId, revision, next))) return false;
        const moved = others.length ? await options.specs(others) : [];
        await Promise.all([spec, ...moved].map((s) => sendStart(target, next.epoch, s)));
        return true;
      });
      if (placed) return;
    }
    throw new ServiceUnavailableError('The bot could not be placed on a runner (too many changes at once). Please try again.');
  }

  async function stop(botId: string, deadlineMs: number): Promise<void> {
    const accountId = botAccount.get(botId);
    if (!accountId) return;
    const kv = await placementKv();
    const placed = placement.get(accountId)?.value;
    const reply =
      placed && alive(placed.runner)
        ? await command(placed.runner, { type: 'stop', botId, deadlineMs }, { accountId, epoch: placed.epoch }, deadlineMs + COMMAND_TIMEOUT_MS)
        : null;
    for (let attempt = 0; attempt < CAS_ATTEMPTS; attempt++) {
      const { p, revision } = await currentPlacement(kv, accountId);
      if (!p || !p.bots.includes(botId)) break;
      if (await swapPlacement(kv, accountId, revision, { ...p, bots: p.bots.filter((b) => b !== botId) })) break;
    }
    // No runner could say it stopped (it is gone): say so ourselves, through the same durable path.
    if (!reply?.ok) await publishEvent({ type: 'state', botId, state: 'offline', forced: true, runner: 'api', accountId, epoch: placed?.epoch ?? 0 });
  }

  async function publishEvent(event: PlacedEvent): Promise<void> {
    await ensureEventStream(options.engine, names);
    const js = await options.engine.jetstream();
    await js.publish(names.eventSubject(eventKey(event)), JSON.stringify(event));
  }

  // ---- The leader's duties: the reports, and moving sessions. ----
  let lease: { revision: number; since: number } | null = null;
  let consuming: { stop(): void } | null = null;
  const moving = new Set<string>();

  async function leadTick(): Promise<void> {
    const kv = await leasesKv();
    if (!lease) {
      const revision = await kv.create('leader', instance).catch(() => 0);
      if (!revision) return;
      lease = { revision, since: Date.now() };
      log.info('fleet leader', { instance });
      consuming = readReports({ engine: options.engine, names, placement, emit, leading: () => lease !== null && !closed });
    } else {
      const revision = await kv.update('leader', instance, lease.revision).catch(() => 0);
      if (!revision) return resign('lease lost');
      lease.revision = revision;
    }
    // Judge runners only once this copy has watched them long enough to have seen their heartbeats.
    const watched = runners.liveSince();
    if (watched && Date.now() - watched >= RUNNER_DEAD_MS && Date.now() - lease.since >= RUNNER_DEAD_MS) await rebalance();
  }

  function resign(why: string): void {
    if (!lease) return;
    log.warn('fleet leadership ended', { instance, why });
    lease = null;
    consuming?.stop();
    consuming = null;
  }

  /** Moves every session on a dead or draining runner. */
  async function rebalance(): Promise<void> {
    const work: Promise<void>[] = [];
    for (const [accountId, { value }] of placement.entries()) {
      if (!value.bots.length || holds(value) || moving.has(accountId)) continue;
      moving.add(accountId);
      work.push(move(accountId).finally(() => moving.delete(accountId)));
    }
    await Promise.all(work);
  }

  async function move(accountId: string): Promise<void> {
    const kv = await placementKv();
    const { p, revision } = await currentPlacement(kv, accountId);
    if (!p || !p.bots.length || holds(p)) return;
    // Why it moves; a runner that restarted (a new boot under its id) may take its sessions back.
    const why = !alive(p.runner) ? 'stopped answering' : bootOf(p.runner) !== p.boot ? 'restarted' : 'is draining';
    await withRunner(p.bots.length, why === 'restarted' ? undefined : p.runner, async (target) => {
      if (target) await moveTo(accountId, p, revision, target, why);
      // No target: nowhere to go yet; tried again at the next check.
    });
  }

  async function moveTo(accountId: string, p: Placement, revision: number, target: string, why: string): Promise<void> {
    const kv = await placementKv();
    // Still listening (draining): it logs the session out before the next runner logs in.
    if (why === 'is draining') await command(p.runner, { type: 'release', accountId }, { accountId, epoch: p.epoch });
    const specs = await options.specs(p.bots);
    const next: Placement = { runner: target, boot: bootOf(target), epoch: p.epoch + 1, bots: specs.map((s) => s.botId) };
    if (!(await swapPlacement(kv, accountId, revision, next))) return;
    log.info('session moved', { accountId, from: p.runner, to: target, epoch: next.epoch, bots: specs.length, why });
    // `why` is one of three the caller names: said as its own words in the reader's language.
    const whyPart = phrase(runtimeLines, why === 'restarted' ? 'runnerRestarted' : why === 'is draining' ? 'runnerDraining' : 'runtimeHung');
    say(
      next.bots,
      target === p.runner
        ? said(runtimeLines, 'runnerRestarts', { runner: p.runner, why: whyPart })
        : said(runtimeLines, 'runnerMoves', { runner: p.runner, why: whyPart, target }),
    );
    await Promise.all(specs.map((spec) => sendStart(target, next.epoch, spec)));
  }

  const answers = [answerDayCounts(options.engine, names, options.dayCounts), answerLoginGuard(options.engine, names, options.loginGuard)];
  const checkEveryMs = options.checkEveryMs ?? 1000;
  let ticking = false;
  const ticker = setInterval(() => {
    if (ticking || closed) return;
    ticking = true;
    void leadTick()
      .catch((err) => {
        log.warn('fleet check failed', { error: String(err) });
        resign('engine unreachable');
      })
      .finally(() => (ticking = false));
  }, checkEveryMs);

  return {
    detached: true,
    start,
    update,
    checkLogin,
    stop,
    isRunning: (botId) => botAccount.has(botId),
    running: () => [...botAccount.keys()],
    leads: () => lease !== null,
    async ready() {
      await Promise.race([Promise.all([placement.loaded, runners.loaded]), Bun.sleep(5000)]);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stats: () => ({ ...fleetLoad([...runners.entries()].filter(([id]) => alive(id)).map(([, r]) => r.value)), pid: process.pid }),
    runners: () => [...runners.entries()].map(([id, r]) => ({ ...r.value, alive: alive(id) })),
    runnerViews: () => [...runners.entries()].map(([id, { value }]) => runnerView(id, value, alive(id))).sort((a, b) => a.id.localeCompare(b.id)),
    placementOf: (accountId) => placement.get(accountId)?.value ?? null,
    async close() {
      closed = true;
      clearInterval(ticker);
      while (ticking) await Bun.sleep(20);
      if (lease) {
        const held = lease.revision;
        resign('closing');
        // Hand over at once instead of letting the lease lapse.
        await leasesKv()
          .then((kv) => kv.delete('leader', { previousSeq: held }))
          .catch(() => {});
      }
      runners.close();
      placement.close();
      await Promise.all(answers.map((a) => a.close()));
    },
  };
}
