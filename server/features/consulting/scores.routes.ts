/** Routes of the consulting area (filled by the scores work). */
import type { RouteDef } from '../../core/define-route';

export const consultingScoreRoutes = [] as RouteDef[];
