/** Routes of pay and work days. */
import type { RouteDef } from '../../core/define-route';

export const payRoutes: RouteDef[] = [] as RouteDef[];
