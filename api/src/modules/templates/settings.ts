/** Checks a bot's settings and secrets against its template: the only door into a bot's configuration. */
import { TEMPLATE_SECRET_MAX } from '@shared/limits';
import { ValidationFailedError } from '../../lib/errors';
import { said } from '@shared/i18n/said';
import { templateName, templateWord } from '@shared/templates';
import { findTemplate } from './catalogue';
import { templateErrors } from './errors.messages';
import type { BotTemplate, SettingValue } from './types';

export type Settings = Record<string, SettingValue>;

/** The template's defaults overlaid with the given settings, every value checked; unknown keys refused. */
export function validateSettings(template: BotTemplate, givenSettings: Record<string, unknown>): Settings {
  const byKey = new Map(template.inputs.map((i) => [i.key, i]));
  const { activeHours, ...given } = givenSettings;
  // "Active hours (UTC)" became the bot's schedule. "00-24" (always), which older clients send as the
  // default, asks for nothing and is let through; anything else is pointed to the schedule.
  if (activeHours !== undefined && activeHours !== '00-24') {
    throw new ValidationFailedError(
      '"Active hours (UTC)" is now the bot\'s schedule: weekly windows in your own time zone, set in the Schedule section of the bot\'s page (PUT /api/bots/:id/schedule).',
    );
  }
  const unknown = Object.keys(given).filter((k) => !byKey.has(k));
  if (unknown.length) {
    throw new ValidationFailedError(
      said(templateErrors, 'unknownSettings', { template: templateName(template.id) ?? template.label, settings: unknown.join(', '), count: unknown.length }),
    );
  }
  const settings: Settings = { ...template.defaults };
  for (const [key, value] of Object.entries(given)) {
    const input = byKey.get(key)!;
    // Quoted in the asker's language: the label as a word of the templates' sets.
    const label = templateWord(input.label);
    // The form shows the refusal under the setting it names.
    const field = `settings.${key}`;
    const refuse = (reason: 'notANumber' | 'notWhole' | 'notText' | 'tooLong' | 'notValid') =>
      new ValidationFailedError(said(templateErrors, reason, { label }), field);
    if (input.type === 'number') {
      if (typeof value !== 'number' || !Number.isFinite(value)) throw refuse('notANumber');
      if (input.integer && !Number.isInteger(value)) throw refuse('notWhole');
      if (value < input.min || value > input.max)
        throw new ValidationFailedError(said(templateErrors, 'outOfRange', { label, min: String(input.min), max: String(input.max) }), field);
    } else if (input.type === 'select') {
      if (!input.options.some((o) => o.value === value)) {
        throw new ValidationFailedError(said(templateErrors, 'notAnOption', { label, options: input.options.map((o) => o.value).join(', ') }), field);
      }
    } else {
      if (typeof value !== 'string') throw refuse('notText');
      if (value.length > (input.maxLength ?? 200)) throw refuse('tooLong');
      if (input.pattern && !new RegExp(input.pattern).test(value))
        throw input.helperText
          ? new ValidationFailedError(said(templateErrors, 'notValidHelp', { label, help: templateWord(input.helperText) }), field)
          : refuse('notValid');
    }
    settings[key] = value as SettingValue;
  }
  checkRanges(settings);
  const problem = template.check?.(settings);
  if (problem) throw new ValidationFailedError(problem);
  return settings;
}

function checkRanges(s: Settings): void {
  const pairs: [string, string, string][] = [
    ['minDelaySeconds', 'maxDelaySeconds', 'The minimum delay must not exceed the maximum delay.'],
    ['minLevel', 'maxLevel', 'The lowest level must not exceed the highest level.'],
    ['minWaitSeconds', 'maxWaitSeconds', 'The shortest wait must not exceed the longest.'],
  ];
  for (const [low, high, message] of pairs) {
    if (Object.hasOwn(s, low) && Object.hasOwn(s, high) && Number(s[low]) > Number(s[high])) throw new ValidationFailedError(message, `settings.${low}`);
  }
}

/** Secrets: only the template's keys, strings, matching their pattern; empty values are dropped. */
export function validateSecrets(template: BotTemplate, given: Record<string, unknown>): Record<string, string> {
  const byKey = new Map((template.secrets ?? []).map((s) => [s.key, s]));
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(given)) {
    const secret = byKey.get(key);
    if (!secret) throw new ValidationFailedError(said(templateErrors, 'noSuchSecret', { template: templateName(template.id) ?? template.label, key }));
    if (typeof value !== 'string' || value.length > TEMPLATE_SECRET_MAX)
      throw new ValidationFailedError(said(templateErrors, 'secretText', { label: templateWord(secret.label), count: TEMPLATE_SECRET_MAX }), `secrets.${key}`);
    if (secret.pattern && !new RegExp(secret.pattern).test(value))
      throw new ValidationFailedError(said(templateErrors, 'secretNotValid', { label: templateWord(secret.label) }), `secrets.${key}`);
    if (value) result[key] = value;
  }
  return result;
}

/**
 * Of a bot's stored secrets (or their names), the ones its template still takes: a bot stored when its
 * template had a secret it has since lost (the Incoming Attack Guard's own Discord webhook, replaced by the
 * player's notification settings) keeps it sealed but unused, unlisted, and dropped at its next change.
 */
export function secretsTaken<T>(templateId: string, secrets: Record<string, T>): Record<string, T> {
  const taken = new Set((findTemplate(templateId)?.secrets ?? []).map((s) => s.key));
  return Object.fromEntries(Object.entries(secrets).filter(([key]) => taken.has(key)));
}
