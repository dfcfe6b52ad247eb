import { defineMessages } from '@shared/i18n/messages';
import { SCRIPT_LIBRARY, type ScriptExample } from '@shared/scripts/library';

/**
 * The library's examples as the page shows them: each one's name and description, keyed by its id
 * (`nearest-baron`, `nearest-baron-about`). The English stays where the examples are written
 * (shared/src/scripts/library.ts), beside their code; the code itself is not translated.
 */
export const scriptLibraryMessages = defineMessages(
  'scripts/library',
  Object.fromEntries(
    SCRIPT_LIBRARY.flatMap((example) => [
      [example.id, example.name],
      [`${example.id}-about`, example.description],
    ]),
  ) as Record<string, string>,
);

/** An example's name and description in the page's language (English when a translation is missing). */
export function exampleWords(example: ScriptExample, t: Record<string, string>): { name: string; description: string } {
  return { name: t[example.id] ?? example.name, description: t[`${example.id}-about`] ?? example.description };
}
