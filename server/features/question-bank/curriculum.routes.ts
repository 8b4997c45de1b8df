/** Routes of the question bank: curriculum. */
import type { RouteDef } from '../../core/define-route';

export const curriculumRoutes: RouteDef[] = [];
