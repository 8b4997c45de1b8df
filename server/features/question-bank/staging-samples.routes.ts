/** Routes of the question bank: staging-samples. */
import type { RouteDef } from '../../core/define-route';

export const stagingSampleRoutes: RouteDef[] = [];
