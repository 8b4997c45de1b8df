/** Routes of the dashboards and page-view logging (filled by the dashboard work). */
import type { RouteDef } from '../../core/define-route';

export const dashboardRoutes: RouteDef[] = [] as RouteDef[];
