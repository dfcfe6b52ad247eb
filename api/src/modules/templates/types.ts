/** A bot template as the spec shapes it (§3), plus the server-side rules each input obeys. */
import type { Said } from '@shared/i18n/said';
import type { PlanTier } from '@shared/plans';
import type { SettingValue, TemplateId, TemplateInput } from '@shared/templates';

export type { SettingValue } from '@shared/templates';

export type TemplateSecret = { key: string; label: string; helperText?: string; pattern?: string };

/** A template's unit (shared/src/templates/units) in one language's words, with the API's own rules. */
export type BotTemplate = {
  id: TemplateId;
  label: string;
  description: string;
  category: string;
  /** The lowest plan that includes it (the unit's `plan`). */
  plan: PlanTier;
  defaults: Record<string, SettingValue>;
  inputs: TemplateInput[];
  /** For a template that plays only while a game event runs: the event, as a sentence names it ("the Nomad invasion"). */
  event?: string;
  secrets?: TemplateSecret[];
  /** A rule across settings the inputs cannot say alone (a line above another): what is wrong, or null. */
  check?: (settings: Record<string, SettingValue>) => string | Said | null;
};
