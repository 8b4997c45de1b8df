/** Routes of the consulting area (filled by the exams work). */
import type { RouteDef } from '../../core/define-route';

export const consultingExamRoutes = [] as RouteDef[];
