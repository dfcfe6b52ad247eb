/**
 * The bot card's newest console line, unless it is the stall the card already says under it: a stalled
 * bot's newest line is most often that very message, and the card showed it twice (issue 64). The stall
 * stays (it says what to do and stands out); the line is left out only while the two say the same.
 */
import type { Bot } from '../../lib/data';

export function lastLineToShow(bot: Pick<Bot, 'lastLine' | 'stalled' | 'state'>): Bot['lastLine'] {
  const line = bot.lastLine;
  if (!line) return null;
  const stallShown = bot.state === 'online' && bot.stalled;
  return stallShown && bot.stalled?.reason === line.text ? null : line;
}
