/**
 * Sums a bot's outcomes per UTC hour and sends them to the API at most once per `everyMs`
 * (throttled-report.ts), so a busy bot costs the database one write per report, not one per line. The
 * first waits its period too: a thousand bots starting together would otherwise all report at once.
 * Each report is named (`<bot>:<run>:<n>`): the API counts a report it is handed again only once.
 * `flush` sends what waits when the bot stops; sums not yet sent die with the process, never twice.
 */
import { addTally, hourOf, type HourTally, type Tally } from '@shared/outcomes';
import { ThrottledReport } from './throttled-report';

export class OutcomeReport {
  private readonly hours = new Map<number, Tally>();
  private readonly run = crypto.randomUUID();
  private sent = 0;
  private readonly report: ThrottledReport<HourTally[]>;

  constructor(botId: string, send: (batch: string, hours: HourTally[]) => void, everyMs: number, now: () => number = Date.now) {
    this.report = new ThrottledReport(() => this.takeHours(), (hours) => send(`${botId}:${this.run}:${++this.sent}`, hours), everyMs, now, true);
  }

  private takeHours(): HourTally[] | null {
    if (!this.hours.size) return null;
    const hours = [...this.hours].map(([hour, tally]) => ({ hour, tally }));
    this.hours.clear();
    return hours;
  }

  add(at: number, tally: Tally): void {
    const hour = hourOf(at);
    this.hours.set(hour, addTally(this.hours.get(hour) ?? {}, tally));
    this.report.changed();
  }

  flush(): void {
    this.report.flush();
  }
}
