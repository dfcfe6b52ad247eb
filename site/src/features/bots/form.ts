/** The create-bot form's rules (spec §4, §5), shared by the dashboard dialog and /bots/create. */
import type { Template } from '../../lib/data';

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

export const MESSAGES = {
  noTemplate: 'Bitte zuerst ein Bot-Template auswählen.',
  noAccount: 'Bitte einen Account (Game Account ID) angeben.',
} as const;

/** The dialog's two checks, in the spec's words; null when the form may be sent. */
export function validateDialog(templateId: string, accountId: string): string | null {
  if (!templateId) return MESSAGES.noTemplate;
  if (!accountId.trim()) return MESSAGES.noAccount;
  return null;
}
