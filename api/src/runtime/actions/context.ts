/**
 * What a bot's work is handed by its session (`BehaviourContext`) and what a behaviour is (`Behaviour`): the
 * actions here and the behaviours (runtime/behaviours/) are built on it, one bot's run (runtime/bot-run.ts)
 * fills it in.
 */
import type { GameClient } from '../game/client';
import type { Said } from '@shared/i18n/said';
import type { ReplyFrame } from '@shared/game-wire/protocol';
import type { TradedToday, TradeRecord } from '@shared/market';
import type { Ledger } from '../reservations/ledger';
import type { LineNote, ScriptSpec } from '../types';
import type { BotDay } from '../reservations/day-limits';
import type { IncomingAttack, NotificationKind } from '../wire';
import type { Judgement } from '../map-watch';
import type { TemplateId } from '@shared/templates/ids';
import type { SettingsOf } from '@shared/templates/units';
import type { AttackNote } from '@shared/timeline';

/** `Id`: the template (or templates) whose settings it reads; an action that reads none takes any. */
export type BehaviourContext<Id extends TemplateId = TemplateId> = {
  /** The session's game connection for this step (it changes when the session logs in again). */
  client(): GameClient;
  /** Listens for messages the game pushes (e.g. `gam` when an attack is launched), on every connection. */
  onPush(listener: (frame: ReplyFrame) => void): void;
  /** The session's reservation ledger: bots of one account share its castles. */
  ledger: Ledger;
  /** This bot's id: its name in the ledger. */
  botId: string;
  /**
   * The bot's settings, typed as its template's unit types them (read once from the stored ones:
   * shared/src/templates/settings-of.ts). New settings saved while it runs replace them in place, so
   * read them at each use.
   */
  settings: SettingsOf<Id>;
  secrets: Record<string, string>;
  /** A console line, said as a message (shared/src/i18n/said.ts) so each reader reads it in their language. */
  log(line: Said, note?: LineNote): void;
  /** A notification for the player, said as a message: an attack on them (with its facts), or (by default) what the bot achieved or met. */
  notify(message: Said, kind?: NotificationKind, attack?: IncomingAttack): void;
  /**
   * Whether the bot cannot go on by itself (a wait that cannot end: no soldiers coming, no target in reach
   * it can beat), with why and what to do; null once it can act again. Said once per change: the card
   * shows it, the dashboard counts it apart, the bell hears of it once.
   */
  stalled(line: Said | null): void;
  botName: string;
  /** What the bot made of targets it looked at (beatable, too strong, lost to): the account's map shows it. */
  judged(judgements: readonly Judgement[]): void;
  /** Reports a market trade (or one the bot would make) to the bot's trade log. */
  trade(record: TradeRecord): void;
  /** What the bot traded today before this run (its trade log), or null. */
  tradedToday: TradedToday | null;
  /** The limits the bot obeys per day, counted durably: reserve before acting, give back what did not happen. */
  day: BotDay;
  signal: AbortSignal;
  now(): number;
  /**
   * An interval of the bot's own rounds (a camp's upkeep every 10 minutes), in real ms: as given live,
   * shortened like its pacing in tests. Never for the game's clock (cooldowns, travel, events).
   */
  interval(ms: number): number;
  /** The custom script this bot runs (new settings may bring another version), or null. */
  script(): ScriptSpec | null;
  /** Keeps a custom script's state with the bot (the API stores it; a restart starts from it). */
  keepScriptState(state: string): void;
  /**
   * One of this bot's attacks (its timeline id) ended between two looks: what came of it is read from the game's battle report by the
   * account's session (runtime/unseen-attacks.ts), which tells its end in this bot's console and timeline, and `onEnd` its result
   * ('unknown' when the mailbox has no report), so a loop can stop trying a camp that beat it.
   */
  endUnseen(attackId: string, onEnd?: (result: Extract<AttackNote, { phase: 'ended' }>['result']) => void): void;
  /** A second connection of the account, to a temporary server `glt` named, logged in with its token (session.ts). */
  openTempServer(server: { host: string; port: number; zone: string }, serverType: number, token: string): Promise<GameClient>;
};

export type Behaviour = {
  /**
   * One unit of work: a few commands. Returns a wait in ms to use instead of the paced delay (scaled like
   * it in tests), or `{ realMs }`: a wait the game's own clock sets (its attack spacing), never scaled.
   */
  step(): Promise<number | { realMs: number } | void>;
  /** Frees what the behaviour holds outside the JS heap (a script's sandbox) when the bot's run ends. */
  close?(): void;
};

export type BehaviourFactory<Id extends TemplateId = TemplateId> = (ctx: BehaviourContext<Id>) => Behaviour;
