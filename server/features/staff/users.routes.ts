/** Routes of users, permissions and alarms (filled by the users work). */
import type { RouteDef } from '../../core/define-route';

export const userRoutes: RouteDef[] = [] as RouteDef[];
