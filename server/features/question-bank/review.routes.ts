/** Routes of the reviewer workflow (review area). */
import type { RouteDef } from '../../core/define-route';

export const reviewRoutes: RouteDef[] = [];
