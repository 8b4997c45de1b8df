/** Routes of the question bank: questions. */
import type { RouteDef } from '../../core/define-route';

export const questionRoutes: RouteDef[] = [];
