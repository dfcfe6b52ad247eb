/** The status page's incidents as the admin's Status tab reads them, through the one Eden client. */
import { api, unwrap } from '../../lib/api';
import { createQuery } from '../../lib/query/store';

export const incidentsQuery = createQuery('admin:incidents', () => unwrap(api.api.admin.status.incidents.get()), 30_000);

export type Incident = NonNullable<ReturnType<typeof incidentsQuery.store.get>['data']>[number];
