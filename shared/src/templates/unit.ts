/**
 * What one bot template is, in one place (units/<id>.ts): its plan, its category, where its words are,
 * its settings with their rules and defaults, and its help article. The API's catalogue, the bot
 * runtime's behaviours and the help centre all read the units by id (ids.ts); the behaviour itself is
 * the runtime's code (api/src/runtime/behaviours/index.ts, `Record<TemplateId, …>`), which shared/ may
 * not import.
 */
import type { MessageSet } from '../i18n/messages';
import type { PlanTier } from '../plans';
import type { commonWords } from './common.messages';
import type { templateHelpWords } from './help-common.messages';
import type { TemplateId } from './ids';
import type { SettingParts } from './parts';
import type { NameKey, TemplateWords } from './words';

export type SelectOption = { value: string; label: string };

/** One setting as the form shows it, with the rules the API holds it to (the ranges and patterns stay on the server). */
/** `advanced`: a setting whose default suits most players (pacing, skip items): the forms keep it under "Advanced" (issue 38). */
type InputBase = { key: string; label: string; helperText?: string; advanced?: boolean };
export type TemplateInput =
  | (InputBase & { type: 'number'; min: number; max: number; integer?: boolean })
  | (InputBase & { type: 'select'; options: SelectOption[] })
  | (InputBase & { type: 'text'; pattern?: string; maxLength?: number });

export type SettingValue = string | number;

/** The catalogue's groups, as the common words name them. */
export type TemplateCategory = 'combat' | 'economy' | 'events' | 'safety' | 'alliance' | 'scripts';

type TextKeys<B> = { [K in keyof B]: B[K] extends string ? K : never }[keyof B] & string;
type CommonHelpLine = `common.${TextKeys<(typeof templateHelpWords)['base']>}`;
/** A line of a help article: a word of the template's own help set, one of the words every template article shares, or several said one after the other. */
export type HelpLine<B> = TextKeys<B> | CommonHelpLine | readonly (TextKeys<B> | CommonHelpLine)[];

/** A template's help article as data; the help centre writes every article from it by one function. */
export type TemplateHelp<B extends { title: string; summary: string } = { title: string; summary: string }> = {
  /** The article's words (area `help`): its title, summary and the lines below. */
  words: MessageSet<B>;
  /** "What it does", a paragraph each; the plan it needs follows, from the unit's own `plan`. */
  what: readonly HelpLine<B>[];
  /** "Settings", one list item each. */
  settings: readonly HelpLine<B>[];
  /** Whether the pacing section follows (templates without pacing settings say no). Default: yes. */
  pacing?: boolean;
};

export type TemplateUnit<Id extends TemplateId = TemplateId> = {
  id: Id;
  /**
   * The lowest plan that includes it (issue 22's product decision): the pricing's "Basic farming
   * automation" and "Resource collection" (Starter) are the first five templates; "Every farming, event
   * and defence template" (Plus and up) adds the events, fortresses and Castle Defence.
   */
  plan: PlanTier;
  category: TemplateCategory & keyof (typeof commonWords)['base'];
  /** Where its name is among the template words. */
  name: NameKey;
  /** Its description in one language's words. */
  describe(words: TemplateWords): string;
  /**
   * For a template that plays only while a game event runs (its behaviour reads the game's `sei`): the
   * event, as a sentence names it ("the Nomad invasion"). Its schedule may then keep it online to wait.
   */
  event?(words: TemplateWords): string;
  /** A bot's settings before its owner changes any; the same in every language. */
  defaults: Record<string, SettingValue>;
  /**
   * Settings no form shows that another feature lays over the bot's own while it runs (an alliance
   * space's rules: api/src/modules/alliances/rules.ts), with what the bot reads when none does.
   */
  laidOver?: Record<string, SettingValue>;
  /** Its settings in one language's words, in the form's order. */
  inputs(words: TemplateWords, parts: SettingParts): TemplateInput[];
  help: TemplateHelp<any>;
};

/**
 * A unit, its help lines checked against its own help words; its defaults (and the settings laid over
 * them) keep their keys' types, so `SettingsOf<Id>` (units/index.ts) names the settings a preset may fill
 * and a behaviour reads.
 */
export function defineTemplate<
  Id extends TemplateId,
  B extends { title: string; summary: string },
  D extends Record<string, SettingValue>,
  O extends Record<string, SettingValue> = Record<never, SettingValue>,
>(
  unit: Omit<TemplateUnit<Id>, 'help' | 'defaults' | 'laidOver'> & { defaults: D; laidOver?: O; help: TemplateHelp<B> },
): Omit<TemplateUnit<Id>, 'defaults' | 'laidOver'> & { defaults: D; laidOver?: O } {
  return unit;
}
