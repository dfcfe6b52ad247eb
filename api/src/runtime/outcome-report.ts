/**
 * Sums a bot's outcomes per UTC hour, with the attacks it launched or saw end, and sends them to the API
 * at most once per `everyMs` (throttled-report.ts), so a busy bot costs the database a few writes per
 * report, not some per line. An attack leaving or ending is sent within `attacksWithinMs` instead, with
 * every sum waiting then: the player reads it on the timeline a moment after its console line (issue 64:
 * it trailed the console by 75 s), and the sums of the same report move with it. The sums and the attacks
 * of one report come from the same lines, so the timeline and the analytics cannot tell two stories. The
 * first report without an attack waits its period too: a thousand bots starting together would otherwise
 * all report at once. Each report is named (`<bot>:<run>:<n>`): the API counts a report it is handed again
 * only once. `flush` sends what waits when the bot stops; what is not yet sent dies with the process,
 * never twice.
 */
import { addTally, hourOf, type HourTally, type Tally } from '@shared/outcomes';
import type { AttackReport } from '@shared/timeline';
import { ThrottledReport } from './throttled-report';

export type OutcomeBatch = { hours: HourTally[]; attacks: AttackReport[] };
/** How often a bot's outcomes go to the API: at most once per `everyMs`, and an attack within `attacksWithinMs`. */
export type OutcomeCadence = { everyMs: number; attacksWithinMs: number };

export class OutcomeReport {
  private readonly hours = new Map<number, Tally>();
  private attacks: AttackReport[] = [];
  private readonly run = crypto.randomUUID();
  private sent = 0;
  private readonly report: ThrottledReport<OutcomeBatch>;

  constructor(
    botId: string,
    send: (batch: string, outcomes: OutcomeBatch) => void,
    private readonly cadence: OutcomeCadence,
    now: () => number = Date.now,
  ) {
    this.report = new ThrottledReport(
      () => this.take(),
      (outcomes) => send(`${botId}:${this.run}:${++this.sent}`, outcomes),
      cadence.everyMs,
      now,
      true,
    );
  }

  private take(): OutcomeBatch | null {
    if (!this.hours.size && !this.attacks.length) return null;
    const hours = [...this.hours].map(([hour, tally]) => ({ hour, tally }));
    const attacks = this.attacks;
    this.hours.clear();
    this.attacks = [];
    return { hours, attacks };
  }

  add(at: number, tally: Tally | null, attack?: AttackReport): void {
    if (tally) {
      const hour = hourOf(at);
      this.hours.set(hour, addTally(this.hours.get(hour) ?? {}, tally));
    }
    if (attack) this.attacks.push(attack);
    this.report.changed(attack ? this.cadence.attacksWithinMs : undefined);
  }

  flush(): void {
    this.report.flush();
  }
}
