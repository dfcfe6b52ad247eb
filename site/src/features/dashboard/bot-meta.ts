/**
 * The line under a bot's name on its card: what it is, unless its name says so already. A bot keeps the
 * name it was given at creation, its template and game account ("Incoming Attack Guard · Knight"), and
 * the card stands under its account's heading ("Knight (INT1)"), so the line repeated both (issue 54).
 */

/** Whether `name` holds `part` as words of its own ("Guard" is not in "Guardian"), case aside. */
function holds(name: string, part: string): boolean {
  if (!part.trim()) return false;
  const escaped = part.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'iu').test(name);
}

/** The bot's template, in the page's language, or null when its name says it. */
export function whatItIs(bot: { name: string; templateLabel: string }): string | null {
  return holds(bot.name, bot.templateLabel) ? null : bot.templateLabel;
}
