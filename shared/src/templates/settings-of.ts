/**
 * A bot's stored settings as its template types them (`SettingsOf<Id>`): the one parse between what the
 * API stores and sends (JSON, a record of strings and numbers) and what a behaviour reads. The API's
 * check (api/src/modules/templates/settings.ts) holds every value written to its input's rules and fills
 * in the defaults; what it cannot vouch for is read here once, not in each behaviour: a figure stored as
 * text ("30"), a setting the template gained after the bot was saved, one another feature lays over.
 */
import type { TemplateId } from './ids';
import type { SettingValue } from './unit';
import { TEMPLATE_UNITS, type SettingsOf } from './units';

/** A bot's settings as the API stores them and the runtime receives them (api/src/runtime/types.ts `BotSpec`). */
export type StoredSettings = Record<string, SettingValue>;

/**
 * Each setting of the template typed as its default: a number from a number or a figure's text, else
 * the default (a setting missing or not a figure); text from text or a number. Keys the template does
 * not have (an "Active hours" saved long ago) are left out.
 */
export function settingsOf<Id extends TemplateId>(id: Id, stored: Readonly<Record<string, unknown>>): SettingsOf<Id> {
  const unit = TEMPLATE_UNITS[id];
  const settings: Record<string, SettingValue> = {};
  for (const [key, fallback] of Object.entries({ ...unit.defaults, ...unit.laidOver })) {
    settings[key] = typeof fallback === 'number' ? figure(stored[key], fallback) : text(stored[key], fallback);
  }
  // Keyed and typed from this very unit's defaults above: the one place the record is named by its type.
  return settings as SettingsOf<Id>;
}

function figure(value: unknown, fallback: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? n : fallback;
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
}
