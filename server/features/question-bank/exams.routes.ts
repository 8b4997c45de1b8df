/** Routes of the question bank: exams. */
import type { RouteDef } from '../../core/define-route';

export const examRoutes: RouteDef[] = [];
