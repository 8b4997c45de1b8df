/**
 * The staging exam list's state kept in the URL search params (page, filters, sort arrow), so that
 * returning from the editor shows the same page. Bad values fall back to the default.
 */
import { z } from 'zod';
import { STAGING_SORT_KEYS } from '../../../api/question-bank/staging-samples';

const optionalCode = z.coerce.number().int().optional().catch(undefined);

export const StagingListSearchSchema = z.object({
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  school_type: optionalCode,
  grade_id: optionalCode,
  subject_type_id: optionalCode,
  name_search: z.string().max(200).optional().catch(undefined),
  sort_key: z.enum(STAGING_SORT_KEYS).optional().catch(undefined),
  sort: z.union([z.literal(1), z.literal(2)]).optional().catch(undefined),
});
export type StagingListSearch = z.infer<typeof StagingListSearchSchema>;

/** The editor's `?id=`: a positive id, or undefined when missing or malformed. */
export const StagingEditSearchSchema = z.object({ id: z.coerce.number().int().positive().optional().catch(undefined) });
