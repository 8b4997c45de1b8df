/**
 * The search params of /test: the contract's rules for the sample test's choice (SampleTestQuerySchema), each
 * dropped when malformed, and `pick`. Loaded with the screen (the route's `lazySearch`, issue 13 point 4).
 */
import { z } from 'zod';
import { SampleTestQuerySchema } from '../../api/public';

const Q = SampleTestQuerySchema.shape;
const SampleTestSearchSchema = z.object({
  school_type: Q.school_type.optional().catch(undefined),
  grade_id: Q.grade_id.optional().catch(undefined),
  subject_type_id: Q.subject_type_id.optional().catch(undefined),
  count: Q.count.optional().catch(undefined),
  seed: Q.seed.catch(undefined),
  /** 1 while the visitor changes their choice of an open test. */
  pick: z.literal(1).optional().catch(undefined),
});

/** The route's `validateSearch`. */
export const parseSampleTestSearch = (raw: Record<string, unknown>) => SampleTestSearchSchema.parse(raw);
