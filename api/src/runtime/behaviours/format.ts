import type { Resources } from '@shared/game-wire/live-data';

export function formatResources(r: Resources): string {
  return `${r.wood.toLocaleString('en')} wood, ${r.stone.toLocaleString('en')} stone, ${r.food.toLocaleString('en')} food`;
}

export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  return m < 60 ? `${m}m ${s % 60}s` : `${Math.floor(m / 60)}h ${m % 60}m`;
}

export function utcTime(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(11, 19) + ' UTC';
}

export function total(r: Resources): number {
  return r.wood + r.stone + r.food;
}
