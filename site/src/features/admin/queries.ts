/** The admin panel's data, through the one Eden client; the user list is fetched per search and page. */
import { api, unwrap } from '../../lib/api';
import { createQuery } from '../../lib/query/store';

export const statsQuery = createQuery('admin:stats', () => unwrap(api.api.admin.stats.get()), 30_000);
export const adminBotsQuery = createQuery('admin:bots', () => unwrap(api.api.admin.bots.get()), 30_000);
export const systemQuery = createQuery('admin:system', () => unwrap(api.api.admin.system.get()), 10_000);
export const adminAnnouncementsQuery = createQuery('admin:announcements', () => unwrap(api.api.admin.announcements.get()), 60_000);
export const auditQuery = createQuery('admin:audit', () => unwrap(api.api.admin.audit.get({ query: {} })), 30_000);

export function fetchUsers(search: string, page: number, limit = 20) {
  return unwrap(api.api.admin.users.get({ query: { ...(search ? { search } : {}), page, limit } }));
}

/** One user as the admin's detail view shows them. */
export function fetchUser(id: string) {
  return unwrap(api.api.admin.users({ id: encodeURIComponent(id) }).get());
}

export type AdminUserDetail = Awaited<ReturnType<typeof fetchUser>>;
