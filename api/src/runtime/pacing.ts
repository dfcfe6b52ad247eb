/**
 * Human-like pacing from a template's settings: random delays between actions and breaks at irregular
 * intervals. `scale` shrinks every real-time wait (tests and demos run at 1/100). Active hours (UTC) are
 * no longer offered (a bot's schedule starts and stops it, in its owner's time zone), but a bot saved with
 * them still rests outside them here until its owner saves a schedule (api/src/modules/bots/schedule).
 */
export type PacingSettings = {
  minDelaySeconds?: number;
  maxDelaySeconds?: number;
  breakEveryMinutes?: number;
  breakMinutes?: number;
  activeHours?: string;
};

export class Pacer {
  private nextBreakAt: number;

  constructor(
    private readonly settings: PacingSettings,
    private readonly random: () => number = Math.random,
    private readonly scale = 1,
    private readonly now: () => number = Date.now,
  ) {
    this.nextBreakAt = this.scheduleBreak();
  }

  /** A random wait between the min and max delay. */
  delayMs(): number {
    const min = this.settings.minDelaySeconds ?? 4;
    const max = Math.max(min, this.settings.maxDelaySeconds ?? min * 3);
    return (min + this.random() * (max - min)) * 1000 * this.scale;
  }

  /** The break's length when one is due now, else 0 (and schedules the next one after it). */
  breakDueMs(): number {
    if (!this.settings.breakEveryMinutes || this.now() < this.nextBreakAt) return 0;
    const length = (this.settings.breakMinutes ?? 5) * 60_000 * (0.8 + this.random() * 0.4) * this.scale;
    this.nextBreakAt = this.now() + length + this.scheduleBreakIn();
    return length;
  }

  /** 0 inside the active hours, else the real time until they begin (UTC). */
  msUntilActive(): number {
    const [from, to] = (this.settings.activeHours ?? '00-24').split('-').map(Number) as [number, number];
    const d = new Date(this.now());
    const hour = d.getUTCHours() + d.getUTCMinutes() / 60;
    const inside = from < to ? hour >= from && hour < to : hour >= from || hour < to;
    if (inside) return 0;
    const hoursUntil = (from - hour + 24) % 24;
    return hoursUntil * 3_600_000 * this.scale;
  }

  private scheduleBreak(): number {
    return this.now() + this.scheduleBreakIn();
  }

  /** The configured interval, varied by ±25 % so breaks do not form a pattern. */
  private scheduleBreakIn(): number {
    const every = this.settings.breakEveryMinutes ?? 0;
    return every * 60_000 * (0.75 + this.random() * 0.5) * this.scale;
  }
}
