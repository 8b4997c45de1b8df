/** Routes of the consulting area (filled by the applications work). */
import type { RouteDef } from '../../core/define-route';

export const consultingApplicationRoutes = [] as RouteDef[];
