/** The words every mail carries around its own (compose.ts). */
import { defineMessages } from '@shared/i18n/messages';

export const mailFrame = defineMessages('mail/frame', {
  orOpen: 'Or open this link:',
  signature: '— Castellan',
});
