/**
 * Lists in console lines and notifications, joined with the words of each reader's language: the runtime's
 * lines and the API's own (a schedule's stop) both say them.
 */
import type { LineParam } from '../console';
import { phrase } from '../i18n/said';
import { lineWords } from './words.messages';

/**
 * A list of parts (each maybe a message) as one part of a line: "a; b; c" nests as a, then "b; c", so
 * each reader joins it their way. Names (castles, players) need no such list: they are joined as they are.
 */
export function listPart(parts: LineParam[], joint: 'listSemicolon' | 'listComma' | 'listAnd'): LineParam {
  if (parts.length === 0) return '';
  return parts.slice(0, -1).reduceRight<LineParam>((rest, first) => phrase(lineWords, joint, { first, rest }), parts[parts.length - 1]!);
}
