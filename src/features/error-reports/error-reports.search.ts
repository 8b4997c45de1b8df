/**
 * URL search params of the two screens: the error-exam list keeps its page, filters, show-all toggle and
 * the expanded exam; the bug editor takes `?error_id=`. Bad values fall back to the default.
 */
import { z } from 'zod';

const optionalCode = z.coerce.number().int().optional().catch(undefined);

export const ErrorReportExamSearchSchema = z.object({
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  year: optionalCode,
  subject_type_id: optionalCode,
  name_search: z.string().max(200).optional().catch(undefined),
  /** The show-all toggle of non-master reviewers. */
  show_all: z.boolean().optional().catch(undefined),
  /** The exam subject whose reports are open below its row. */
  open: z.coerce.number().int().positive().optional().catch(undefined),
});
export type ErrorReportExamSearch = z.infer<typeof ErrorReportExamSearchSchema>;

export const ErrorReportEditSearchSchema = z.object({ error_id: z.coerce.number().int().positive().optional().catch(undefined) });
