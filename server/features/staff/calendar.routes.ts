/** Routes of the work calendar (filled by the calendar work). */
import type { RouteDef } from '../../core/define-route';

export const calendarRoutes: RouteDef[] = [] as RouteDef[];
