/** Routes of the question bank: schools-textbooks. */
import type { RouteDef } from '../../core/define-route';

export const schoolTextbookRoutes: RouteDef[] = [];
