/** A bot template as the spec shapes it (§3), plus the server-side rules each input obeys. */
import type { Said } from '@shared/i18n/said';
import type { PlanTier } from '@shared/plans';
export type SelectOption = { value: string; label: string };

export type TemplateInput =
  | { key: string; label: string; type: 'number'; helperText?: string; min: number; max: number; integer?: boolean }
  | { key: string; label: string; type: 'select'; helperText?: string; options: SelectOption[] }
  | { key: string; label: string; type: 'text'; helperText?: string; pattern?: string; maxLength?: number };

export type TemplateSecret = { key: string; label: string; helperText?: string; pattern?: string };

export type SettingValue = string | number;

export type BotTemplate = {
  id: string;
  label: string;
  description: string;
  category: string;
  /**
   * The lowest plan that includes it (issue 22's product decision): the pricing's "Basic farming
   * automation" and "Resource collection" (Starter) are the first five templates; "Every farming, event and defence template"
   * (Plus and up) adds the events, fortresses and Castle Defence.
   */
  plan: PlanTier;
  defaults: Record<string, SettingValue>;
  inputs: TemplateInput[];
  /**
   * For a template that plays only while a game event runs (its behaviour reads the game's `sei`): the
   * event, as a sentence names it ("the Nomad invasion"). Its schedule may then keep it online to wait.
   */
  event?: string;
  secrets?: TemplateSecret[];
  /** A rule across settings the inputs cannot say alone (a line above another): what is wrong, or null. */
  check?: (settings: Record<string, SettingValue>) => string | Said | null;
};
