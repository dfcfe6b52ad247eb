/**
 * A name a player gave (a bot's, a game account's, an alliance space's, a script's) written into a text
 * that is not a message: an `<option>`'s label, an `<optgroup label>`, "Sentinel (2) – EU1". In a
 * right-to-left page it is isolated between FSI and PDI, as a message's places are
 * (@shared/i18n/fill): "Sentinel!" stays "Sentinel!" instead of reading "!Sentinel". Where a name is an
 * element's whole text (a card's heading, a list item) it is wrapped in `<bdi>` instead, the markup doing
 * the same; `names-isolated.test.ts` checks both.
 */
import { slotted } from '@shared/i18n/fill';
import { pageLocale } from '../../lib/i18n';

export const named = (name: string): string => slotted(pageLocale, name);
