/** The refusals of the status page's incidents: writing one, updating one, and one that is gone. */
import { defineMessages, plural } from '@shared/i18n/messages';

export const statusErrors = defineMessages('errors/status', {
  notFound: 'Incident not found.',
  title: plural({ one: 'Please give the incident a title (up to {count} character).', other: 'Please give the incident a title (up to {count} characters).' }),
  message: plural({ one: 'Please write what is happening (up to {count} character).', other: 'Please write what is happening (up to {count} characters).' }),
  state: 'State must be investigating, identified, monitoring or resolved.',
  affects: 'Name only parts of the platform (api, database, engine, runtime, runners, payments) or game worlds by their servers’ codes.',
  resolved: 'This incident is resolved. Please open a new incident instead.',
  full: plural({
    one: 'This incident already holds {count} update, the most one holds. Please open a new incident instead.',
    other: 'This incident already holds {count} updates, the most one holds. Please open a new incident instead.',
  }),
});
