/** The create-bot form's rules (spec §4, §5), shared by the dashboard dialog and /bots/create. */
import type { Template } from '../../lib/data';
import { messagesNow } from '../../lib/i18n';
import { createChecksMessages } from './create-page.messages';

export type FormValues = { settings: Record<string, string | number>; secrets: Record<string, string> };

/** Choosing a template resets settings to its defaults and every secret to empty. */
export function resetFor(template: Template | undefined): FormValues {
  if (!template) return { settings: {}, secrets: {} };
  return {
    settings: { ...template.defaults },
    secrets: Object.fromEntries((template.secrets ?? []).map((s) => [s.key, ''])),
  };
}

/** Number inputs are sent as numbers; the rest as the user typed them. */
export function toPayloadSettings(template: Template, settings: FormValues['settings']): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const input of template.inputs) {
    const value = settings[input.key];
    if (value === undefined) continue;
    out[input.key] = input.type === 'number' ? Number(value) : String(value);
  }
  return out;
}

/** The checks in the spec's words (German, on the English pages too). */
export const MESSAGES = createChecksMessages.base;

/** The dialog's two checks, in the page's language; null when the form may be sent. */
export function validateDialog(
  templateId: string,
  accountId: string,
  m: { noTemplate: string; noAccount: string } = messagesNow(createChecksMessages),
): string | null {
  if (!templateId) return m.noTemplate;
  if (!accountId.trim()) return m.noAccount;
  return null;
}

/** The editor's starting values: the bot's saved settings over the template's defaults; secrets empty (kept). */
export function valuesOf(template: Template, settings: Record<string, string | number>): FormValues {
  const known = Object.fromEntries(Object.entries(settings).filter(([key]) => template.inputs.some((i) => i.key === key)));
  return { settings: { ...template.defaults, ...known }, secrets: Object.fromEntries((template.secrets ?? []).map((s) => [s.key, ''])) };
}

/** What the settings editor sends: changed settings, typed secrets, removed ones as null; the name if changed. */
export function botChanges(
  template: Template,
  bot: { name: string; settings: Record<string, string | number> },
  name: string,
  values: FormValues,
  removed: readonly string[],
): { name?: string; settings?: Record<string, string | number>; secrets?: Record<string, string | null> } {
  const changes: ReturnType<typeof botChanges> = {};
  if (name.trim() !== bot.name) changes.name = name.trim();
  const settings = toPayloadSettings(template, values.settings);
  const changed = Object.fromEntries(Object.entries(settings).filter(([key, value]) => bot.settings[key] !== value));
  if (Object.keys(changed).length) changes.settings = changed;
  const secrets: Record<string, string | null> = {};
  for (const key of removed) secrets[key] = null;
  for (const [key, value] of Object.entries(values.secrets)) if (value !== '' && !removed.includes(key)) secrets[key] = value;
  if (Object.keys(secrets).length) changes.secrets = secrets;
  return changes;
}

/**
 * Where the dialog shows an API refusal: under the bot's name or the setting the API names (`name`,
 * `settings.<key>`, `secrets.<key>`), else above the form. The words are in the reader's language and
 * are not read.
 */
export function settingOfError(template: Template, field: string | null): string | null {
  if (field === 'name') return 'name';
  const [where, key] = (field ?? '').split('.');
  if (where === 'settings' && template.inputs.some((i) => i.key === key)) return key!;
  if (where === 'secrets' && (template.secrets ?? []).some((s) => s.key === key)) return key!;
  return null;
}
