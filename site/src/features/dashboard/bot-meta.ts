/**
 * The line under a bot's name on its card: what it is and what it plays, without saying again what the
 * name says. A bot keeps the name it was given at creation, its template and game account ("Incoming
 * Attack Guard · Knight"), and the line then only names the server (issue 54: the card repeated its name).
 */
type Shown = { name: string; templateLabel: string; accountName: string; server: string };

/** Whether `name` holds `part` as words of its own ("Knight1" is not in "Guard · Knight12"), case aside. */
function holds(name: string, part: string): boolean {
  if (!part.trim()) return false;
  const escaped = part.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'iu').test(name);
}

/** `onServer`: the server alone, in the page's words ("Server INT1"), for a name that names the account already. */
export function whatItIs(bot: Shown, onServer: (server: string) => string): string {
  const account = holds(bot.name, bot.accountName) ? (bot.server ? onServer(bot.server) : '') : `${bot.accountName}${bot.server ? ` (${bot.server})` : ''}`;
  return [holds(bot.name, bot.templateLabel) ? '' : bot.templateLabel, account].filter(Boolean).join(' · ');
}
