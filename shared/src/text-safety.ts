/**
 * Characters that make text read otherwise than it is stored, and names that show as nothing. A name is
 * shown to other players (a shared bot, an alliance space, a ticket to support), so:
 * - bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) are refused in any text
 *   a player sends: "Farm\u202Egnp.exe" reads "Farmexe.png", and in a custom script they hide code (the
 *   "Trojan Source" attack, CVE-2021-42574). The marks U+200E and U+200F stay: right-to-left writing uses them
 *   and they reorder nothing around them;
 * - a name made only of invisible characters (zero-width spaces, joiners, fillers) and spaces is refused.
 */

/** Embeddings, overrides and isolates. */
export const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

/** Spaces and characters that draw nothing: zero-width ones, joiners, fillers, variation selectors. */
const INVISIBLE = /^[\s\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u2800\u3164\uFE00-\uFE0F\uFEFF\uFFA0]*$/;

/** True when `text` holds something but shows nothing (plain spaces alone are the forms' own "empty"). */
export function showsNothing(text: string): boolean {
  return text.trim() !== '' && INVISIBLE.test(text);
}
