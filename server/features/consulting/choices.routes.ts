/** Routes of the consulting area (filled by the choices work). */
import type { RouteDef } from '../../core/define-route';

export const consultingChoiceRoutes = [] as RouteDef[];
