/**
 * How each activity log entry reads (shared/src/security.ts's kinds): the API answers them in the
 * asker's language (area `answers`, read by the API only).
 */
import { defineMessages } from './i18n/messages';

export const activityKindWords = defineMessages('answers/activity-kinds', {
  'signed-in': 'Signed in',
  'signed-out': 'Signed out',
  'session-revoked': 'Signed out a session',
  'signed-out-everywhere': 'Signed out everywhere',
  'email-verified': 'E-mail address verified',
  'email-changed': 'E-mail address changed',
  'password-changed': 'Password changed',
  'password-reset': 'Password reset by e-mail',
  'sign-in-attack': 'Many wrong passwords tried: sign-in slowed down, and you were mailed',
  'two-factor-enabled': 'Two-factor sign-in turned on',
  'two-factor-disabled': 'Two-factor sign-in turned off',
  'recovery-codes-renewed': 'New recovery codes made',
  'recovery-code-used': 'Signed in with a recovery code',
  'api-key-created': 'API key created',
  'api-key-revoked': 'API key revoked',
  'api-key-used': 'API key used',
  'bot-started': 'Bot started',
  'bot-stopped': 'Bot stopped',
  'bot-created': 'Bot created',
  'bot-changed': 'Bot settings changed',
  'bot-deleted': 'Bot deleted',
  'share-made': 'Game account’s bots shared',
  'share-ended': 'Sharing ended',
  'plan-changed': 'Plan changed',
  'refund-issued': 'Payment refunded (7-day money-back guarantee)',
  'data-exported': 'Data downloaded',
});
