/** The plan form: what the player types, checked, and the request and the bot settings made of it. */
import { PLAN_HOURS } from '@shared/planner/plan';

export type PlanForm = { hours: string; keepAtHome: string; maxAttacksPerDay: string; minLevel: string; maxLevel: string; activeFrom: string; activeTo: string };

export const PLAN_FORM_DEFAULTS: PlanForm = { hours: String(PLAN_HOURS.default), keepAtHome: '0', maxAttacksPerDay: '150', minLevel: '1', maxLevel: '80', activeFrom: '', activeTo: '' };

export type PlanRequest = { hours: number; keepAtHome: number; maxAttacksPerDay: number; minLevel: number; maxLevel: number; activeFrom?: string; activeTo?: string; timeZone?: string };

const whole = (value: string, min: number, max: number): number | null => {
  const n = Number(value.trim());
  return value.trim() !== '' && Number.isInteger(n) && n >= min && n <= max ? n : null;
};

/** The request, or the first thing to fix in words a player understands. */
export function toRequest(form: PlanForm, timeZone: string): { ok: true; request: PlanRequest } | { ok: false; message: string } {
  const hours = whole(form.hours, PLAN_HOURS.min, PLAN_HOURS.max);
  if (hours === null) return { ok: false, message: `Plan ahead between ${PLAN_HOURS.min} and ${PLAN_HOURS.max} hours (a whole number).` };
  const keepAtHome = whole(form.keepAtHome, 0, 100_000);
  if (keepAtHome === null) return { ok: false, message: 'Soldiers to keep at home: a whole number from 0 to 100,000.' };
  const maxAttacksPerDay = whole(form.maxAttacksPerDay, 1, 1000);
  if (maxAttacksPerDay === null) return { ok: false, message: 'The daily attack limit: a whole number from 1 to 1,000.' };
  const minLevel = whole(form.minLevel, 1, 80);
  const maxLevel = whole(form.maxLevel, 1, 80);
  if (minLevel === null || maxLevel === null) return { ok: false, message: 'Camp levels are whole numbers from 1 to 80.' };
  if (minLevel > maxLevel) return { ok: false, message: 'The lowest camp level must not exceed the highest.' };
  const request: PlanRequest = { hours, keepAtHome, maxAttacksPerDay, minLevel, maxLevel };
  if (form.activeFrom || form.activeTo) {
    if (!form.activeFrom || !form.activeTo) return { ok: false, message: 'Give both the start and the end of your active hours, or neither.' };
    if (form.activeFrom === form.activeTo) return { ok: false, message: 'Your active hours are empty: the end must differ from the start.' };
    Object.assign(request, { activeFrom: form.activeFrom, activeTo: form.activeTo, timeZone });
  }
  return { ok: true, request };
}

/** The Strategy Planner bot's settings for the same rules (its schedule, not a setting, says when it plays). */
export function botSettings(request: PlanRequest): Record<string, number> {
  return { horizonHours: request.hours, minLevel: request.minLevel, maxLevel: request.maxLevel, keepAtHome: request.keepAtHome, maxAttacksPerDay: request.maxAttacksPerDay };
}
