/**
 * Every attack of a game account accounted for: the attacks no bot saw end, ended from the game's own battle
 * reports (game/battle-reports.ts). The session keeps one book per account. An attack a bot of the session
 * launched is that bot's to see home (its homecoming); it comes here when the bot's trip ended between two
 * looks (a stall, a slow step), when the bot stopped with it out (the session plays on with others), or, at a
 * start, from the API (BotSpec.openAttacks: the account's rows still away after a stop, a restart or a
 * failover). Once its fight is past, the next step of any bot of the account opens its report and ends it with
 * the report's result, loot and losses; a report the mailbox no longer has ends it unknown, saying so.
 *
 * Reading is what a person does who opens the mailbox: one report at a time, a few seconds apart (paced like
 * the bot, `paceScale`), only reports listed in the attack's kingdom near its time, each opened once.
 */
import { attackLines } from '@shared/bot-lines/attacks.messages';
import { said, type Said } from '@shared/i18n/said';
import type { LineParam } from '@shared/console';
import type { AttackNote, OpenAttack } from '@shared/timeline';
import type { Outcome } from '@shared/outcomes';
import { GameError, type GameClient } from './game/client';
import { outcomeOf, ReportList, type BattleOutcome } from './game/battle-reports';
import { attackFromReport, attackWithoutReport } from './actions/attack-records';
import { resourcesPart } from './words/format';
import { sleep } from './sleep';
import { RESULT, type ReplyFrame } from '@shared/game-wire/protocol';

/** An attack's fight is looked for this long after it was due before its report counts as missing (a push on its way). */
const REPORT_GRACE_MS = 20_000;
/** A listed report this close to the attack's arrival (the seconds the game rounds, a clock apart) may be its own. */
const ARRIVAL_SLACK_MS = 60_000;
/** How long a person takes over one battle report before opening the next, in real seconds (scaled like the bot's pacing). */
const READ_SECONDS = { min: 2, max: 5 };
/** Reports opened in one step at most: a bot back after a long stop reads its backlog over its next steps and plays between them. */
const READS_PER_STEP = 5;
/**
 * Ended attacks (and the reports that ended them) remembered, newest: many more than a start can hand over again (openAttacksOf's 50)
 * or the mailbox lists (25), few enough for a session of weeks.
 */
const SETTLED_KEPT = 1_000;

type EndResult = Extract<AttackNote, { phase: 'ended' }>['result'];
/** `onEnd`: the launching bot's wish to hear the result (its loop stops trying a camp that beat it). */
type Watched = OpenAttack & { state: 'live' | 'pending'; onEnd?: (result: EndResult) => void };
/** An end read (or found missing), for the bot that launched the attack: its console line and what it tells the timeline and analytics. */
export type LateEnd = { botId: string; line: Said; outcome?: Outcome; attack: Extract<AttackNote, { phase: 'ended' }> };

export class UnseenAttacks {
  private readonly attacks = new Map<string, Watched>();
  /** Attacks ended here, by row id: a hand-off at a later start does not bring them back. */
  private readonly settled = new Set<string>();
  /** Reports opened on this connection, by message id: what they said (null: not an attack of ours, or gone). */
  private readonly opened = new Map<number, BattleOutcome | null>();
  /** Reports already matched to an attack: one report ends one attack. */
  private readonly claimed = new Set<number>();
  private list = new ReportList();
  private reading = false;

  constructor(private readonly options: { paceScale: number; now: () => number; random: () => number }) {}

  /** A new connection: its mailbox comes with its login data. */
  connected(): void {
    this.list = new ReportList();
    this.opened.clear();
  }

  /** Every reply of the session's connection (the mailbox's rows). */
  heard(frame: ReplyFrame): void {
    this.list.heard(frame, this.options.now());
  }

  /** What a bot of the session told the timeline: a launch is its to see home; an end is settled. */
  noted(botId: string, note: AttackNote | undefined): void {
    if (!note) return;
    const key = `${botId}:${note.id}`;
    if (note.phase === 'ended') return this.markSettled(key);
    const { kingdomId, x, y, name } = note.target;
    const sent = { botId, id: note.id, target: { kingdomId, x, y, name }, soldiers: note.soldiers, sentAt: this.options.now(), arrivesAt: note.arrivesAt };
    this.attacks.set(key, { ...sent, state: 'live' });
  }

  /** The account's attacks the API has open (a start): each read here unless a bot of the session watches it or it was ended here. */
  handOver(open: readonly OpenAttack[] | undefined): void {
    for (const attack of open ?? []) {
      const key = `${attack.botId}:${attack.id}`;
      if (!this.settled.has(key) && !this.attacks.has(key)) this.attacks.set(key, { ...attack, state: 'pending' });
    }
  }

  /** A bot's trip ended between two looks: its report says what came of it, told to `onEnd` too when the bot wants the result. */
  unseen(botId: string, attackId: string, onEnd?: (result: EndResult) => void): void {
    const attack = this.attacks.get(`${botId}:${attackId}`);
    if (!attack) return;
    attack.state = 'pending';
    if (onEnd) attack.onEnd = onEnd;
  }

  /** A bot left the session: nobody sees its armies home now, so their reports will say. */
  left(botId: string): void {
    for (const attack of this.attacks.values()) if (attack.botId === botId) attack.state = 'pending';
  }

  private markSettled(key: string): void {
    this.attacks.delete(key);
    this.settled.add(key);
    if (this.settled.size > SETTLED_KEPT) this.settled.delete(this.settled.values().next().value!);
  }

  /** Whether an attack's fight is past enough for its report to be read now. */
  private due(attack: Watched): boolean {
    return attack.state === 'pending' && (attack.arrivesAt ?? attack.sentAt) + REPORT_GRACE_MS * this.options.paceScale <= this.options.now();
  }

  /**
   * Reads the reports of the attacks whose fights are past, on `client` (paced as a person reads), and returns their ends; one reader
   * at a time (another bot's step meanwhile returns at once), READS_PER_STEP reports at most. A game refusal or a lost connection
   * leaves the rest for a later step.
   */
  async settle(client: GameClient, signal: AbortSignal): Promise<LateEnd[]> {
    const due = [...this.attacks.values()].filter((a) => this.due(a)).sort((a, b) => a.sentAt - b.sentAt);
    if (this.reading || !due.length || !this.list.complete) return [];
    this.reading = true;
    const ends: LateEnd[] = [];
    const reads = { left: READS_PER_STEP };
    try {
      const playerId = (client.known.gpi as { PID?: unknown } | undefined)?.PID;
      for (const attack of due) {
        const found = await this.findReport(client, attack, typeof playerId === 'number' ? playerId : null, reads, signal);
        if (found === 'stopped') break;
        this.markSettled(`${attack.botId}:${attack.id}`);
        const end = found ? endFromReport(attack, found, this.options.now()) : endWithoutReport(attack);
        attack.onEnd?.(end.attack.result);
        ends.push(end);
      }
    } finally {
      this.reading = false;
    }
    return ends;
  }

  /**
   * The report of `attack` among those listed, opened nearest in time first (each read spends one of `reads`); null when the mailbox
   * has none; 'stopped' to try in a later step.
   */
  private async findReport(
    client: GameClient,
    attack: Watched,
    playerId: number | null,
    reads: { left: number },
    signal: AbortSignal,
  ): Promise<BattleOutcome | null | 'stopped'> {
    for (const listed of this.candidates(attack)) {
      if (!this.opened.has(listed.messageId)) {
        if (reads.left <= 0 || !(await sleep(this.readingPause(), signal))) return 'stopped';
        reads.left -= 1;
        try {
          this.opened.set(listed.messageId, outcomeOf(await client.send('bls', { MID: listed.messageId, IM: 0 }), playerId, this.options.now()));
        } catch (err) {
          // 66 no such message, 225 too old (EmpireCore messages/service.py get_battle_report): the game has it no more.
          if (!(err instanceof GameError) || (err.result !== RESULT.NO_SUCH_MESSAGE && err.result !== RESULT.MESSAGEDATA_TOO_OLD)) return 'stopped';
          this.opened.set(listed.messageId, null);
        }
      }
      const report = this.opened.get(listed.messageId);
      if (report && report.x === attack.target.x && report.y === attack.target.y && report.kingdomId === attack.target.kingdomId) {
        this.claimed.add(report.messageId);
        if (this.claimed.size > SETTLED_KEPT) this.claimed.delete(this.claimed.values().next().value!);
        return report;
      }
    }
    return null;
  }

  /** The listed reports that may be the attack's: its kingdom, fought near its arrival (or after it left, when the game gave no arrival). */
  private candidates(attack: Watched) {
    const at = attack.arrivesAt;
    return this.list.reports
      .filter((r) => !this.claimed.has(r.messageId) && (r.kingdomId === null || r.kingdomId === attack.target.kingdomId))
      .filter((r) => (at === null ? r.foughtAt >= attack.sentAt - ARRIVAL_SLACK_MS : Math.abs(r.foughtAt - at) <= ARRIVAL_SLACK_MS))
      .sort((a, b) => Math.abs(a.foughtAt - (at ?? attack.sentAt)) - Math.abs(b.foughtAt - (at ?? attack.sentAt)));
  }

  private readingPause(): number {
    const { min, max } = READ_SECONDS;
    return (min + this.options.random() * (max - min)) * 1000 * this.options.paceScale;
  }
}

/** The attack's end as its battle report tells it: the console line, the outcome analytics counts, the timeline's row. */
function endFromReport(attack: Watched, report: BattleOutcome, now: number): LateEnd {
  const target: LineParam = attack.target.name;
  // Never more fallen than were sent (the report counts our side's whole army; the timeline counts this attack's).
  const fallen = attack.soldiers > 0 ? Math.min(report.lost, attack.soldiers) : report.lost;
  const line = report.won
    ? said(attackLines, 'reportWon', { target, loot: resourcesPart(report.loot), count: fallen })
    : said(attackLines, 'reportLost', { target, count: fallen });
  const outcome: Outcome = {
    kind: 'attack-home',
    loot: report.loot,
    soldiersSent: attack.soldiers,
    soldiersHome: attack.soldiers - fallen,
    won: report.won,
  };
  // Home a way back as long as the way out after the fight (the game's report gives the fight's time), and not after it was read.
  const homeAt = Math.min(now, report.foughtAt + Math.max(0, report.foughtAt - attack.sentAt));
  return { botId: attack.botId, line, outcome, attack: attackFromReport(attack.id, { ...report, lost: fallen, homeAt }) };
}

function endWithoutReport(attack: Watched): LateEnd {
  return { botId: attack.botId, line: said(attackLines, 'reportMissing', { target: attack.target.name }), attack: attackWithoutReport(attack.id) };
}
