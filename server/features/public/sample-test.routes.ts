/** Routes of the visitors' sample test (public /test page): open to anyone, input bounded by the contract. */
import * as calls from '../../../src/api/public';
import { defineRoute, type RouteDef } from '../../core/define-route';
import * as service from './sample-test.service';

export const sampleTestRoutes: RouteDef[] = [
  defineRoute({ call: calls.sampleTest, access: 'public', handler: ({ deps, query }) => service.getSampleTest(deps, query) }),
  defineRoute({ call: calls.gradeSampleTest, access: 'public', handler: ({ deps, body }) => service.gradeSampleTest(deps, body) }),
] as RouteDef[];
