/** The plan form: what the player types, checked, and the request and the bot settings made of it. */
import { PLAN_HOURS } from '@shared/planner/plan';
import { messagesNow, pageLocale } from '../../lib/i18n';
import { plannerFormMessages } from './planner.messages';

export type PlanForm = { hours: string; keepAtHome: string; maxAttacksPerDay: string; minLevel: string; maxLevel: string; activeFrom: string; activeTo: string };

export const PLAN_FORM_DEFAULTS: PlanForm = { hours: String(PLAN_HOURS.default), keepAtHome: '0', maxAttacksPerDay: '150', minLevel: '1', maxLevel: '80', activeFrom: '', activeTo: '' };

export type PlanRequest = { hours: number; keepAtHome: number; maxAttacksPerDay: number; minLevel: number; maxLevel: number; activeFrom?: string; activeTo?: string; timeZone?: string };

const whole = (value: string, min: number, max: number): number | null => {
  const n = Number(value.trim());
  return value.trim() !== '' && Number.isInteger(n) && n >= min && n <= max ? n : null;
};

/** The request, or the first thing to fix in words a player understands (`t` and `locale` are there for tests; the page uses its own). */
export function toRequest(form: PlanForm, timeZone: string, t = messagesNow(plannerFormMessages), locale: string = pageLocale): { ok: true; request: PlanRequest } | { ok: false; message: string } {
  const num = (v: number) => v.toLocaleString(locale);
  const range = (min: number, max: number) => ({ min: num(min), max: num(max) });
  const hours = whole(form.hours, PLAN_HOURS.min, PLAN_HOURS.max);
  if (hours === null) return { ok: false, message: t.hours(range(PLAN_HOURS.min, PLAN_HOURS.max)) };
  const keepAtHome = whole(form.keepAtHome, 0, 100_000);
  if (keepAtHome === null) return { ok: false, message: t.keepAtHome(range(0, 100_000)) };
  const maxAttacksPerDay = whole(form.maxAttacksPerDay, 1, 1000);
  if (maxAttacksPerDay === null) return { ok: false, message: t.maxAttacksPerDay(range(1, 1000)) };
  const minLevel = whole(form.minLevel, 1, 80);
  const maxLevel = whole(form.maxLevel, 1, 80);
  if (minLevel === null || maxLevel === null) return { ok: false, message: t.levels(range(1, 80)) };
  if (minLevel > maxLevel) return { ok: false, message: t.levelOrder };
  const request: PlanRequest = { hours, keepAtHome, maxAttacksPerDay, minLevel, maxLevel };
  if (form.activeFrom || form.activeTo) {
    if (!form.activeFrom || !form.activeTo) return { ok: false, message: t.activeBoth };
    if (form.activeFrom === form.activeTo) return { ok: false, message: t.activeEmpty };
    Object.assign(request, { activeFrom: form.activeFrom, activeTo: form.activeTo, timeZone });
  }
  return { ok: true, request };
}

/** The Strategy Planner bot's settings for the same rules (its schedule, not a setting, says when it plays). */
export function botSettings(request: PlanRequest): Record<string, number> {
  return { horizonHours: request.hours, minLevel: request.minLevel, maxLevel: request.maxLevel, keepAtHome: request.keepAtHome, maxAttacksPerDay: request.maxAttacksPerDay };
}
