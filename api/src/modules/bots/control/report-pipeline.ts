/**
 * What the runtime reports, turned into bot states, console lines and notifications: in order per bot, a
 * few at a time across bots, "online"s in batches, counters and tokens in lanes of their own, and a
 * report only this instance holds tried again when its write fails.
 */
import { said } from '@shared/i18n/said';
import { supervisorLines } from '@shared/bot-lines/supervisor.messages';
import { notificationLines } from '@shared/notifications.messages';
import { randomUUID } from 'node:crypto';
import { readLineMessage, type BotToday } from '@shared/console';
import type { AccountMap } from '@shared/account-map';
import type { HourTally } from '@shared/outcomes';
import type { AttackReport } from '@shared/timeline';
import type { TradeRecord } from '@shared/market';
import { log } from '../../../lib/logger';
import { createBatcher } from '../../../lib/batcher';
import { createSlots, mapConcurrently } from '../../../lib/concurrently';
import { createNewestLane } from '../../../lib/newest-lane';
import type { RuntimeEvent } from '../../../runtime';
import type { AccountService } from '../../accounts/service';
import { notify, notifyMany, type EventKey } from '../../notifications/service';
import { stallBegan, stallsEnded } from '../../notifications/stall-items';
import { BotModel, type BotDocument } from '../records/bot.model';
import { keepLockReported } from './safety-locks';
import { mergeToday, recordToday } from './today';
import type { BotWrites } from './write-order';
import type { Restarts } from './restarts';
import type { ConsoleHub } from './console/hub';

/** Runtime reports handled at once (each a few database writes); the rest wait their turn. */
const MAX_EVENTS_IN_FLIGHT = 16;
/** Tries of a report's writes this instance alone holds, the waits between them growing by this much. */
const REPORT_TRIES = 5;
const REPORT_RETRY_MS = 1_000;
/** Reads or writes that one batch of reports keeps under way at once. */
const WRITES_AT_ONCE = 16;

export type ReportPipelineOptions = {
  hub: ConsoleHub;
  accounts: Pick<AccountService, 'storeLoginToken'>;
  writeBots: BotWrites;
  restarts: Pick<Restarts, 'failed'>;
  now: () => number;
  closing: () => boolean;
  recordOutcomes?: (botId: string, batch: string, hours: HourTally[], attacks: AttackReport[]) => Promise<void>;
  recordTrade?: (botId: string, trade: TradeRecord) => Promise<void>;
  /** Keeps a game account's newest live map for its readers (live-map/store.ts). */
  keepMap?: (map: AccountMap) => Promise<void>;
  /** Counts a login to a game world for the status page (status/login-record.ts). */
  recordLogin?: (login: LoginReport) => Promise<void>;
};

/** One login of a game account and what it came to (runtime/wire.ts). */
export type LoginReport = Extract<RuntimeEvent, { type: 'login' }>;

/** The reports that take a bot's turn (the rest go to lanes, the hub or their own store). */
type BotReport = Extract<RuntimeEvent, { type: 'state' } | { type: 'notify' } | { type: 'stalled' }>;

/** The runtime's reports, turned into the bots' records, consoles and notifications, in each bot's order. */
export interface ReportPipeline {
  /** One report (`eventId`: the fleet's, so a redelivery is known). */
  handle(event: RuntimeEvent, eventId?: string): Promise<void> | void;
  /** The bot is handed to the runtime: its "online" will need no read. */
  remember(bot: BotDocument): void;
  /** It was not handed after all, or is going away. */
  forget(botId: string): void;
  /** Whether the bot was handed to the runtime here and has reported no state since. */
  launching(botId: string): boolean;
  /** The bot's reports under way, written (its "stopped", say). */
  settled(botId: string): Promise<void> | undefined;
  /** Every report under way and every lane's waiting write, done (shutting down, before the database goes). */
  drained(): Promise<void>;
}

export function createReportPipeline(options: ReportPipelineOptions): ReportPipeline {
  /**
   * What markOnline needs of the bots this instance handed to the runtime, from the document it held then:
   * their "online" needs no read (a thousand bots starting read a thousand bots again). A bot's entry
   * goes with its first state report; a report for a bot not here (started by another instance, or
   * resumed by a new runtime process) reads its bot.
   */
  type Launched = { name: string; userId: string; state: string };
  const launched = new Map<string, Launched>();

  /**
   * Runtime reports are handled in order per bot (an "online" must not land after the "offline" that
   * followed it) and at most MAX_EVENTS_IN_FLIGHT at once across bots, so a thousand bots changing state
   * together queue up instead of swamping the database. Console lines go straight to the hub.
   */
  const chains = new Map<string, Promise<void>>();
  const withSlot = createSlots(MAX_EVENTS_IN_FLIGHT);
  const writeBots = options.writeBots;

  /**
   * Today's counters wait here, the newest per bot, and are written one at a time in a lane of their own:
   * they never take the slots state reports need (500 bots starting came online in 105 s instead of 46 s
   * while counters queued for the same slots). A report is a day's total, so a newer one replaces a
   * waiting one, and one lost with this instance is carried again by the bot's next report.
   */
  const todayLane = createNewestLane<BotToday>((botId, counters) => writeBots([botId], () => recordToday(botId, counters)), {
    merge: mergeToday,
    failed: (botId, err) => log.error("today's counters not stored", { bot: botId, error: String(err) }),
  });

  /** A custom script's state, the newest per bot, in a lane of its own: only the newest matters, as with today's counters. */
  const scriptStateLane = createNewestLane<string>(
    (botId, state) => writeBots([botId], () => BotModel.updateOne({ _id: botId }, { $set: { scriptState: state } })).then(() => undefined),
    {
      failed: (botId, err) => log.error('script state not stored', { bot: botId, error: String(err) }),
    },
  );

  /**
   * Login tokens the game handed out, the newest per account, stored in a lane of their own too: a
   * thousand bots logging in hand over 250 at once, and in the slots they kept the bots' "online" reports
   * waiting behind them (bench/runtime). One lost with this instance only means the account's next login
   * goes with its password.
   */
  // Only the newest map of an account matters: one waiting is replaced by the next.
  const mapLane = createNewestLane<AccountMap>((_accountId, map) => options.keepMap?.(map) ?? Promise.resolve(), {
    failed: (accountId, err) => log.warn('live map not kept', { account: accountId, error: String(err) }),
  });
  const tokenLane = createNewestLane<string | null>((accountId, token) => options.accounts.storeLoginToken(accountId, token), {
    failed: (accountId, err) => log.error('login token not stored', { account: accountId, error: String(err) }),
  });

  /**
   * "Online" reports that arrive together (a thousand bots logging in after a start or a restart) are
   * handled together: their notifications in one write (1,000 bots over 250 accounts took 57 s to show
   * online with four round trips each), their states by id, a few at a time. Never by `$in`: the embedded
   * FerretDB pushes `$in` down to nothing, so each batch was a scan of every player's bots, 0.75 s of its
   * CPU per 250 bots with 1,000 bots stored and ten times that with 10,000. A batch takes one of the
   * slots; each report still waits for the bot's earlier ones.
   */
  type OnlineReport = { botId: string; event: EventKey };
  const onlineReports = createBatcher<OnlineReport>((reports) => withSlot(() => markOnline(reports)), { delayMs: 20, max: 250 });

  async function markOnline(reports: OnlineReport[]): Promise<void> {
    const read = await mapConcurrently(reports, WRITES_AT_ONCE, async (r) => {
      const known = launched.get(r.botId);
      launched.delete(r.botId);
      const bot = known ?? (await BotModel.findById(r.botId, { name: 1, userId: 1, state: 1 }).lean());
      return { ...r, bot };
    });
    // Back online after the runtime process was replaced: still the same run, no new "started".
    const fresh = read.flatMap(({ bot, ...r }) => (bot && bot.state !== 'online' ? [{ ...r, bot }] : []));
    if (!fresh.length) return;
    // The events before the states: whoever sees the new state can already read why.
    await notifyMany(
      fresh.map(({ botId, event, bot }) => ({
        userId: String(bot.userId),
        kind: 'started' as const,
        message: said(notificationLines, 'started', { bot: bot.name }),
        botId,
        event,
      })),
    );
    const since = new Date(options.now());
    // A fresh run has no stall: an item of the run before is resolved.
    await stallsEnded(fresh.map((r) => r.botId));
    await mapConcurrently(fresh, WRITES_AT_ONCE, async ({ botId }) => {
      await writeBots([botId], () =>
        BotModel.updateOne({ _id: botId }, { state: 'online', startedAt: since, lastError: null, lastErrorMessage: null, stalled: null }),
      );
      const online = { state: 'online', reason: null, since: since.toISOString() } as const;
      // A fresh run has no stall: the console's word on it starts afresh too.
      options.hub.append(botId, { ...said(supervisorLines, 'online'), level: 'success', state: online, stall: null });
    });
  }

  function handle(event: RuntimeEvent, eventId?: string): Promise<void> | void {
    if (event.type === 'log') {
      // A stall told since the bot's last line rides on this one (bot-host.ts), as on a runner node's.
      const line = { text: event.line, level: event.level, today: event.today, message: readLineMessage(event.message) };
      return options.hub.append(event.botId, { ...line, ...(event.stall !== undefined && { stall: event.stall }) }, event.at);
    }
    if (event.type === 'stats') return todayLane.put(event.botId, event.today);
    if (event.type === 'loginToken') return tokenLane.put(event.accountId, event.token);
    if (event.type === 'locked') return keepLockReported(event, eventId);
    if (event.type === 'map') return mapLane.put(event.accountId, event.map);
    if (event.type === 'scriptState') return scriptStateLane.put(event.botId, event.state);
    // A count for the status page: one lost to a database away a moment is one login fewer in a day's bar, never a reason to hold the fleet's queue.
    if (event.type === 'login') return void options.recordLogin?.(event).catch((err) => log.warn('login not counted', { error: String(err) }));
    if (event.type === 'outcomes') {
      const write = async () => await options.recordOutcomes?.(event.botId, event.batch, event.hours, event.attacks ?? []);
      // The fleet's report is handed back when it cannot be written; one only this instance holds is tried again here.
      if (eventId) return write();
      return tryAgainOnFailure(write).catch((err) => log.error('outcomes not stored', { bot: event.botId, error: String(err) }));
    }
    if (event.type === 'trade') {
      const write = async () => await options.recordTrade?.(event.botId, event.trade);
      if (eventId) return write();
      return tryAgainOnFailure(write).catch((err) => log.error('trade not stored', { bot: event.botId, error: String(err) }));
    }
    const key = event.botId;
    // A report only this instance holds (the process runtime's; the fleet delivers its own again) is tried
    // again when its write fails, the database away a moment: a lost "online" left a playing bot shown
    // offline. Its own event id keeps a retried notification single.
    const id = eventId ?? `local:${randomUUID()}`;
    const once = (firstTime: boolean) => {
      const named = { id, firstTime };
      return event.type === 'state' && event.state === 'online'
        ? onlineReports.add({ botId: event.botId, event: named })
        : withSlot(() => onEvent(event, named));
    };
    // The fleet's report may have been handled before (redelivered): never a first time.
    const step = eventId ? () => once(false) : () => tryAgainOnFailure(once);
    const run = (chains.get(key) ?? Promise.resolve()).then(step);
    const next = run.catch((err) => log.error('runtime event failed', { error: String(err), event: event.type, retried: Boolean(eventId) }));
    chains.set(key, next);
    void next.finally(() => {
      if (chains.get(key) === next) chains.delete(key);
    });
    // A durable report (the fleet's) that could not be written is handed back to be tried again.
    return eventId ? run : next;
  }

  async function tryAgainOnFailure(write: (firstTime: boolean) => Promise<void>): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await write(attempt === 1);
      } catch (err) {
        if (options.closing() || attempt >= REPORT_TRIES) throw err;
        await Bun.sleep(REPORT_RETRY_MS * attempt);
      }
    }
  }

  /** A report handled twice (redelivered after a crash, or tried again) adds no second notification: `key` names it. */
  async function onEvent(event: BotReport, key: EventKey): Promise<void> {
    if (event.type === 'state') launched.delete(event.botId);
    const bot = await BotModel.findById(event.botId);
    if (!bot) return;
    const userId = String(bot.userId);

    if (event.type === 'notify') {
      const said = readLineMessage(event.said);
      return notify(
        userId,
        event.kind,
        said ? { text: event.message, message: said } : event.message,
        bot.id,
        key,
        event.attack && { ...event.attack, accountId: String(bot.accountId) },
      );
    }
    if (event.type === 'stalled') {
      const words = readLineMessage(event.words);
      const stalled = event.reason ? { text: event.reason, message: words ?? null, since: new Date(options.now()) } : null;
      // Only while it plays: a report arriving after the bot stopped changes nothing.
      await writeBots([bot.id], () => BotModel.updateOne({ _id: bot._id, state: 'online' }, { stalled }));
      if (!event.reason) return stallsEnded([bot.id]);
      if (bot.state !== 'online') return;
      // One bell item per stall (notifications/stall-items.ts): "<bot>: <the stall's line>".
      const told = said(notificationLines, 'botSays', { bot: bot.name, line: words ?? event.reason });
      return stallBegan(userId, bot.id, told, key);
    }
    if (event.state === 'online') return; // markOnline, in batches
    if (event.state === 'offline') {
      if (options.closing()) return; // close() marks every bot offline in one write
      await notify(userId, 'stopped', said(notificationLines, 'stopped', { bot: bot.name }), bot.id, key);
      await writeBots([bot.id], () => BotModel.updateOne({ _id: bot._id }, { state: 'offline', startedAt: null, stalled: null }));
      await stallsEnded([bot.id]);
      options.hub.append(bot.id, { ...said(supervisorLines, 'offline'), state: { state: 'offline', reason: null, since: null } });
      return;
    }
    return options.restarts.failed(bot, event, key);
  }

  return {
    handle,
    /** The bot is handed to the runtime: its "online" will need no read. */
    remember: (bot: BotDocument) => void launched.set(bot.id, { name: bot.name, userId: String(bot.userId), state: bot.state }),
    /** It was not handed after all, or is going away. */
    forget: (botId: string) => void launched.delete(botId),
    /** Whether the bot was handed to the runtime here and has reported no state since. */
    launching: (botId: string) => launched.has(botId),
    /** The bot's reports under way, written (its "stopped", say). */
    settled: (botId: string) => chains.get(botId),
    /** Every report under way and every lane's waiting write, done (shutting down, before the database goes). */
    async drained(): Promise<void> {
      await Promise.all(chains.values());
      // Today's counters and login tokens still waiting are written before the database goes (they were logged as lost).
      await Promise.all([todayLane.drained(), tokenLane.drained(), scriptStateLane.drained()]);
    },
  };
}
