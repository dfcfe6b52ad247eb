/**
 * Sums a bot's outcomes per UTC hour and sends them to the API at most once per `everyMs` (the first at
 * once, later ones together), so a busy bot costs the database one write per report, not one per line.
 * Each report is named (`<bot>:<run>:<n>`): the API counts a report it is handed again only once.
 * `flush` sends what waits when the bot stops; sums not yet sent die with the process, never twice.
 */
import { addTally, hourOf, type HourTally, type Tally } from '@shared/outcomes';

export class OutcomeReport {
  private readonly hours = new Map<number, Tally>();
  private readonly run = crypto.randomUUID();
  private sent = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private sentAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly botId: string,
    private readonly send: (batch: string, hours: HourTally[]) => void,
    private readonly everyMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  add(at: number, tally: Tally): void {
    const hour = hourOf(at);
    this.hours.set(hour, addTally(this.hours.get(hour) ?? {}, tally));
    if (this.timer) return;
    const wait = this.sentAt + this.everyMs - this.now();
    if (wait <= 0) return this.flush();
    this.timer = setTimeout(() => this.flush(), wait);
    this.timer.unref?.();
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.hours.size) return;
    const hours = [...this.hours].map(([hour, tally]) => ({ hour, tally }));
    this.hours.clear();
    this.sentAt = this.now();
    this.send(`${this.botId}:${this.run}:${++this.sent}`, hours);
  }
}
