/**
 * POST /api/bots/settings-check: settings a player imports (a file or a code a friend gave them,
 * shared/src/templates/settings-code.ts) checked against their template before they fill the create
 * form, by the very check creating the bot runs (templates/settings.ts), so the refusal reads the same
 * and names the setting. Nothing is stored.
 */
import { t } from 'elysia';
import { said } from '@shared/i18n/said';
import { ValidationFailedError } from '../../../lib/errors';
import { findTemplate } from '../../templates/catalogue';
import { validateSettings, type Settings } from '../../templates/settings';
import { botErrors } from './errors.messages';
import { CreateBot } from './schemas';

export const SettingsCheck = t.Object({
  templateId: CreateBot.properties.templateId,
  settings: t.Record(t.String(), t.Unknown(), { description: 'The settings to check, as the file or code holds them' }),
});

export const CheckedSettings = t.Object({
  templateId: t.String(),
  settings: t.Record(t.String(), t.Union([t.String(), t.Number()]), {
    description: "Every setting of the template: the given ones over the template's defaults",
  }),
});

/** The template's settings with the given ones laid over its defaults, or a 422 saying what is wrong. */
export function checkSettings(body: { templateId: string; settings: Record<string, unknown> }): { templateId: string; settings: Settings } {
  const template = findTemplate(body.templateId);
  if (!template) throw new ValidationFailedError(said(botErrors, 'noTemplate', { template: body.templateId }), 'templateId');
  return { templateId: template.id, settings: validateSettings(template, body.settings) };
}
