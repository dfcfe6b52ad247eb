import type { LineParam } from '@shared/console';
import { inPageLanguage } from '../../lib/kept-words';

/** A target's name as its bot's console said it (a message each reader reads in their language), in this page's language. */
export function targetName(name: LineParam): string {
  if (typeof name === 'string' || typeof name === 'number') return String(name);
  return 'key' in name ? inPageLanguage('', name) : '';
}
