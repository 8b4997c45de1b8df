/** Routes of the question bank: files. */
import type { RouteDef } from '../../core/define-route';

export const fileRoutes: RouteDef[] = [];
