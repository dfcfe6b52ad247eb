import type { Resources } from '@shared/game-wire/live-data';
import type { LineMessage, TimeParam } from '@shared/console';
import { lineWords } from '@shared/bot-lines/words.messages';
import { phrase } from '@shared/i18n/said';

export function formatResources(r: Resources): string {
  return `${r.wood.toLocaleString('en')} wood, ${r.stone.toLocaleString('en')} stone, ${r.food.toLocaleString('en')} food`;
}

/**
 * A castle's three stores as a part of a console line: numbers as numbers, so each reader writes them
 * their way (English "1,200 wood, 300 stone, 0 food", as `formatResources`; German "1.200 Holz, …").
 * The console always names all three, so one message with a parameter per resource is the whole list.
 */
export function resourcesPart(r: Resources): LineMessage {
  return phrase(lineWords, 'resources', { wood: r.wood, stone: r.stone, food: r.food });
}

/** Soldiers as a part of a line whose own plural counts something else ("home with 40 soldiers; lost 1 soldier"). */
export function soldiersPart(count: number): LineMessage {
  return phrase(lineWords, 'soldiers', { count });
}

/** Coins as a part of a line that counts something else too (the army's upkeep: "for 720 coins (upkeep budget 1,400 of 2,800 coins)"). */
export function coinsPart(count: number): LineMessage {
  return phrase(lineWords, 'coins', { count });
}

export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  return m < 60 ? `${m}m ${s % 60}s` : `${Math.floor(m / 60)}h ${m % 60}m`;
}

/** `formatDuration` as a part of a console line (its English the same), in the units the reader's language writes. */
export function durationPart(ms: number): LineMessage {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return phrase(lineWords, 'seconds', { s });
  const m = Math.floor(s / 60);
  // Hours as a string: a wait of 1,000 hours or more reads "1000h", without the separator a number would get.
  return m < 60 ? phrase(lineWords, 'minutes', { m, s: s % 60 }) : phrase(lineWords, 'hours', { h: String(Math.floor(m / 60)), m: m % 60 });
}

/** A moment to the second, as each reader writes a time on their clock (the English kept: "8:41:09 PM UTC"). */
export function timeOfDay(epochMs: number): TimeParam {
  return { at: Math.round(epochMs), seconds: true };
}

export function total(r: Resources): number {
  return r.wood + r.stone + r.food;
}
