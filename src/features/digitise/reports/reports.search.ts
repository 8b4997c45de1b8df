/**
 * URL search params of the two report screens: the list (/exam/admin-question-bug-ai) keeps its page, filters
 * and sort; the fixing screen (/exam/admin-bug-edit-ai) takes `?id=<exam subject>&q=<question_index>&report=<error id>`.
 * Bad values fall back to the default, never fatal.
 */
import { z } from 'zod';
import { SORT } from '../../../api/codes';
import { SPLIT_REPORT_SORT_KEYS, type SplitReportQuery } from '../../../api/digitise/reports';
import { ISSUE_STATUS } from '../../../machines/error-report.machine';

const positive = z.coerce.number().int().positive().optional().catch(undefined);
const day = z.iso.date().optional().catch(undefined);

export const SplitReportSearchSchema = z.object({
  page: positive,
  issue_status: z.coerce
    .number()
    .int()
    .refine((v) => Object.values(ISSUE_STATUS).some((s) => s.code === v))
    .optional()
    .catch(undefined),
  name_search: z.string().max(200).optional().catch(undefined),
  /** One AI exam subject (the exam picker). */
  exam_subject_id: positive,
  date_from: day,
  date_to: day,
  sort_key: z.enum(SPLIT_REPORT_SORT_KEYS).optional().catch(undefined),
  sort: z.coerce
    .number()
    .pipe(z.union([z.literal(SORT.asc), z.literal(SORT.desc)]))
    .optional()
    .catch(undefined),
});
export type SplitReportSearch = z.infer<typeof SplitReportSearchSchema>;

/** The list call's query for the screen's search params (one page of 20). */
export const listQueryOf = (s: SplitReportSearch): SplitReportQuery => ({
  page: s.page ?? 1,
  size: 20,
  issue_status: s.issue_status,
  name_search: s.name_search || undefined,
  exam_subject_id: s.exam_subject_id,
  date_from: s.date_from,
  date_to: s.date_to && s.date_from && s.date_to < s.date_from ? s.date_from : s.date_to,
  sort_key: s.sort_key,
  sort: s.sort,
});

export const BugEditSearchSchema = z.object({
  /** The exam subject. */
  id: positive,
  /** The question_index of the reported question. */
  q: positive,
  /** The report the list's 고치기 came from (shown first). */
  report: positive,
});
export type BugEditSearch = z.infer<typeof BugEditSearchSchema>;
