import { defineMessages } from '../i18n/messages';

/** The account stages a template's presets are for (presets.ts): a castle's level in the game. */
export const presetWords = defineMessages('gallery/presets', {
  new: 'New castle (levels 1–15)',
  newHint: 'Small armies against the low camps near you, a wide win margin, nothing held back it does not have.',
  growing: 'Growing (levels 16–40)',
  growingHint: 'Larger armies, higher camps, a few soldiers kept at home.',
  veteran: 'Veteran (level 41 and up)',
  veteranHint: 'Big armies for the outer kingdoms and high camps, a strong reserve at home.',
});
