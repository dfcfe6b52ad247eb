/** The render-error screen (the spec's "Something went wrong"). */
import { defineMessages, params } from '@shared/i18n/messages';

export const errorBoundaryMessages = defineMessages('common/error-boundary', {
  title: 'Something went wrong',
  text: 'An unexpected error occurred. Please try refreshing the page.',
  details: 'Technical details',
  noMessage: '(no message)',
  requestId: params('Request id: {id}'),
  tryAgain: 'Try again',
});
