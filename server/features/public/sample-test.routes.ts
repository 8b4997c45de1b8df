/** Routes of the visitors' sample test (public /test page): open to anyone, input bounded by the contract, rate-limited per address. */
import * as calls from '../../../src/api/public';
import { RATE_LIMITS } from '../../../src/api/rate-limits';
import { defineRoute, type RouteDef } from '../../core/define-route';
import * as service from './sample-test.service';

export const sampleTestRoutes: RouteDef[] = [
  defineRoute({ call: calls.sampleTest, access: 'public', limits: [RATE_LIMITS.sampleTest], handler: ({ deps, query }) => service.getSampleTest(deps, query) }),
  defineRoute({ call: calls.gradeSampleTest, access: 'public', limits: [RATE_LIMITS.sampleTest], handler: ({ deps, body }) => service.gradeSampleTest(deps, body) }),
] as RouteDef[];
