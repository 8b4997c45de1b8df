/** Routes of error reports on questions and question comments (review area). */
import type { RouteDef } from '../../core/define-route';

export const bugRoutes: RouteDef[] = [];
