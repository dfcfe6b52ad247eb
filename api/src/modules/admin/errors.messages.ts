/** The refusals of the admin area: who may enter, and the fields of its lists and actions. */
import { defineMessages, params, plural } from '@shared/i18n/messages';

export const adminErrors = defineMessages('errors/admin', {
  adminsOnly: 'This area is for administrators only.',
  botNotFound: 'Bot not found.',
  page: params('page must be a whole number from 1 to {max}.'),
  limit: params('limit must be a whole number from 1 to {max}.'),
  notAnId: 'Not a valid id.',
  plan: 'Plan must be starter, plus, premium or professional.',
  reason: params(plural({ one: 'Please give a reason ({min} to {count} character).', other: 'Please give a reason ({min} to {count} characters).' })),
  range: 'range must be 30d or 90d.',
});
