/** The plan form: what the player types, checked, and the request and the bot settings made of it. */
import { PLANNER_LIMITS as L } from '@shared/planner/limits';
import { messagesNow, pageLocale } from '../../lib/i18n';
import { plannerFormMessages } from './planner.messages';
import { intlLocale } from '@shared/i18n/intl';

export type PlanForm = {
  hours: string;
  keepAtHome: string;
  maxAttacksPerDay: string;
  minLevel: string;
  maxLevel: string;
  activeFrom: string;
  activeTo: string;
};

export const PLAN_FORM_DEFAULTS: PlanForm = {
  hours: String(L.hours.default),
  keepAtHome: String(L.keepAtHome.default),
  maxAttacksPerDay: String(L.maxAttacksPerDay.default),
  minLevel: String(L.level.min),
  maxLevel: String(L.level.max),
  activeFrom: '',
  activeTo: '',
};

export type PlanRequest = {
  hours: number;
  keepAtHome: number;
  maxAttacksPerDay: number;
  minLevel: number;
  maxLevel: number;
  activeFrom?: string;
  activeTo?: string;
  timeZone?: string;
};

const whole = (value: string, min: number, max: number): number | null => {
  const n = Number(value.trim());
  return value.trim() !== '' && Number.isInteger(n) && n >= min && n <= max ? n : null;
};

/** The request, or the first thing to fix in words a player understands (`t` and `locale` are there for tests; the page uses its own). */
export function toRequest(
  form: PlanForm,
  timeZone: string,
  t = messagesNow(plannerFormMessages),
  locale: string = pageLocale,
): { ok: true; request: PlanRequest } | { ok: false; message: string } {
  const num = (v: number) => v.toLocaleString(intlLocale(locale));
  const range = (bounds: { min: number; max: number }) => ({ min: num(bounds.min), max: num(bounds.max) });
  const within = (value: string, bounds: { min: number; max: number }) => whole(value, bounds.min, bounds.max);
  const hours = within(form.hours, L.hours);
  // Hours are counted: the upper bound takes the language's plural form.
  if (hours === null) return { ok: false, message: t.hours({ min: num(L.hours.min) })(L.hours.max) };
  const keepAtHome = within(form.keepAtHome, L.keepAtHome);
  if (keepAtHome === null) return { ok: false, message: t.keepAtHome(range(L.keepAtHome)) };
  const maxAttacksPerDay = within(form.maxAttacksPerDay, L.maxAttacksPerDay);
  if (maxAttacksPerDay === null) return { ok: false, message: t.maxAttacksPerDay(range(L.maxAttacksPerDay)) };
  const minLevel = within(form.minLevel, L.level);
  const maxLevel = within(form.maxLevel, L.level);
  if (minLevel === null || maxLevel === null) return { ok: false, message: t.levels(range(L.level)) };
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
  return {
    horizonHours: request.hours,
    minLevel: request.minLevel,
    maxLevel: request.maxLevel,
    keepAtHome: request.keepAtHome,
    maxAttacksPerDay: request.maxAttacksPerDay,
  };
}
