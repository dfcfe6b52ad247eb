/** The status page's routes in one plugin (public and admin), so the app adds them with one line. */
import { Elysia } from 'elysia';
import type { AuthService } from '../auth/service';
import { incidentAdminRoutes } from './admin-routes';
import { statusRoutes } from './routes';
import type { StatusService } from './service';

export const statusPlugin = (o: { auth: AuthService; status: StatusService }) => new Elysia().use(statusRoutes(o)).use(incidentAdminRoutes(o));
